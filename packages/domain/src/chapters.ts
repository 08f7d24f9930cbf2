/**
 * Source chapters and the variants each one offers (spec 3, section 3: "Source chapters and
 * variants"). Course creation, course configuration and the playground all validate against
 * this one table.
 */
export const SOURCE_CHAPTERS = [1, 2, 3, 4] as const;
export type SourceChapter = (typeof SOURCE_CHAPTERS)[number];

export const SOURCE_VARIANTS = ['default', 'wasm', 'lazy', 'non-det', 'concurrent', 'gpu'] as const;
export type SourceVariant = (typeof SOURCE_VARIANTS)[number];

export const VARIANTS_BY_CHAPTER: Readonly<Record<SourceChapter, readonly SourceVariant[]>> = {
  1: ['default', 'wasm', 'lazy'],
  2: ['default', 'lazy'],
  3: ['default', 'concurrent', 'non-det'],
  4: ['default', 'gpu'],
};

const VARIANT_LABELS: Readonly<Record<SourceVariant, string>> = {
  default: '',
  wasm: 'WebAssembly',
  lazy: 'Lazy',
  'non-det': 'Non-Det',
  concurrent: 'Concurrent',
  gpu: 'GPU',
};

/** Fallbacks of spec 1 section 9: chapter 4, variant 'default'. */
export const DEFAULT_CHAPTER: SourceChapter = 4;
export const DEFAULT_VARIANT: SourceVariant = 'default';

export function isSourceChapter(value: number): value is SourceChapter {
  return (SOURCE_CHAPTERS as readonly number[]).includes(value);
}

export function isValidChapterVariant(chapter: number, variant: string): boolean {
  return isSourceChapter(chapter) && (VARIANTS_BY_CHAPTER[chapter] as readonly string[]).includes(variant);
}

/** 'Source §2', 'Source §1 Lazy', 'Source §4 GPU'. */
export function sublanguageName(chapter: number, variant: string): string {
  const label = (VARIANT_LABELS as Record<string, string | undefined>)[variant] ?? '';
  return label ? `Source \u00a7${chapter} ${label}` : `Source \u00a7${chapter}`;
}
