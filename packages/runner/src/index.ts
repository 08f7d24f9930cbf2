export { OUTPUT_LIMITS, truncationNotice } from './evaluator/output-limits';
export * from './grading';
export * from './protocol';
export { type VariantSupport, variantSupport } from './variants';
