export * from './grading';
export * from './protocol';
export { type VariantSupport, variantSupport } from './variants';
