import {
  DEFAULT_VARIANT,
  isSourceChapter,
  type SourceChapter,
  type SourceVariant,
  VARIANTS_BY_CHAPTER,
} from '@sa/domain';

/** Drive `appProperties` keys that carry a program's language (spec 3 section 7). */
export const CHAPTER_KEY = 'source_chapter';
export const VARIANT_KEY = 'source_variant';

/** Spec 3 section 9: a Drive file without properties opens in chapter 4. */
const FALLBACK_CHAPTER: SourceChapter = 4;

export interface ProgramLanguage {
  chapter: SourceChapter;
  variant: SourceVariant;
}

/** What a saved file records about its program's language. */
export function languageAppProperties(language: ProgramLanguage): Record<string, string> {
  return { [CHAPTER_KEY]: String(language.chapter), [VARIANT_KEY]: language.variant };
}

/**
 * The language a Drive file opens in: its properties when they name a real chapter and variant
 * pair, chapter 4's default variant otherwise (missing, or written by something else).
 */
export function languageFromAppProperties(props: Record<string, string> | undefined): ProgramLanguage {
  const chapter = Number(props?.[CHAPTER_KEY]);
  if (!isSourceChapter(chapter)) return { chapter: FALLBACK_CHAPTER, variant: DEFAULT_VARIANT };
  const wanted = props?.[VARIANT_KEY];
  const variant = VARIANTS_BY_CHAPTER[chapter].find((offered) => offered === wanted) ?? DEFAULT_VARIANT;
  return { chapter, variant };
}
