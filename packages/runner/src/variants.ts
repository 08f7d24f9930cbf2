import { isValidChapterVariant, type SourceChapter, type SourceVariant, sublanguageName } from '@sa/domain';

export type VariantSupport = { available: true } | { available: false; message: string };

/**
 * Which (chapter, variant) pairs js-slang 1.0.94 really runs: only 'default', chapters 1-4. It accepts
 * 'wasm', 'lazy', 'non-det', 'concurrent' and 'gpu' too but silently runs them as default, which would
 * teach wrong semantics, so every other pair is refused with a message the workspace can show.
 */
export function variantSupport(chapter: SourceChapter, variant: SourceVariant): VariantSupport {
  if (variant === 'default' && isValidChapterVariant(chapter, variant)) return { available: true };
  const name = sublanguageName(chapter, variant);
  if (!isValidChapterVariant(chapter, variant)) {
    return { available: false, message: `${name} is not a Source language: no such chapter and variant.` };
  }
  return {
    available: false,
    message: `${name} is not available yet: this version of the interpreter runs only the default variant of each chapter.`,
  };
}
