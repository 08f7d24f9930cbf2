import { isValidChapterVariant, type SourceChapter, type SourceVariant, sublanguageName } from '@sa/domain';

export type VariantSupport = { available: true } | { available: false; message: string };

/**
 * Variants run by another interpreter than js-slang 1.0.94 (evaluator/variant-engines.ts): lazy,
 * non-det, concurrent and gpu by js-slang 1.0.80 (src/legacy); wasm (chapter 1) by sourceror (src/wasm).
 */
const ENGINE_VARIANTS: readonly SourceVariant[] = ['lazy', 'non-det', 'concurrent', 'gpu', 'wasm'];

/**
 * Which (chapter, variant) pairs the runner really runs: 'default' of chapters 1-4 on js-slang 1.0.94,
 * and the ENGINE_VARIANTS pairs the spec names. js-slang 1.0.94 accepts the others too but silently
 * runs them as default, which would teach wrong semantics, so every other pair is refused with a
 * message the workspace can show.
 */
export function variantSupport(chapter: SourceChapter, variant: SourceVariant): VariantSupport {
  const runnable = variant === 'default' || ENGINE_VARIANTS.includes(variant);
  if (runnable && isValidChapterVariant(chapter, variant)) return { available: true };
  const name = sublanguageName(chapter, variant);
  if (!isValidChapterVariant(chapter, variant)) {
    return { available: false, message: `${name} is not a Source language: no such chapter and variant.` };
  }
  return {
    available: false,
    message: `${name} is not available yet: this version of the interpreter runs only the default variant of each chapter.`,
  };
}
