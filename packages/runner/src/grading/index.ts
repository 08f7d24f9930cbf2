export { autograderErrorText, TIMEOUT_TEXT } from './errorText';
export {
  GRADER_OUT_OF_MEMORY,
  GRADER_STOPPED,
  type GradeOptions,
  type GradingProgram,
  type GradingTestcase,
  gradeTestcase,
  MAX_RESULT_TEXT_CHARS,
} from './grade';
export { type GraderStage, type GraderStageResult, runGraderStages } from './stages';
