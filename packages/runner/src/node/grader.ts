// The stages are host-independent and live with the grading code; this path is kept for old imports.
export { type GraderStage, type GraderStageResult, runGraderStages } from '../grading/stages';
