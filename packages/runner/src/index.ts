export type { ModuleOutput, VideoFrame } from '@sa/modules/protocol';
export { OUTPUT_LIMITS, truncationNotice } from './evaluator/output-limits';
export * from './grading';
export * from './protocol';
export { type VariantSupport, variantSupport } from './variants';
export { DATA_DRAWING_LIMITS, DATA_STRING_CHARS } from './visualizers/data-visualizer/capture';
export type * from './visualizers/data-visualizer/types';
export * from './visualizers/env/types';
export * from './visualizers/stepper/types';
