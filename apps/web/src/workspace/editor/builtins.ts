import type { SourceChapter } from '@sa/domain';

/**
 * The names each Source chapter predeclares, for autocompletion. Kept as a static list, not read
 * from js-slang, because js-slang must never load on the main thread (it is several megabytes).
 * Each chapter adds to the one before it, as the Source §1-§4 specifications do.
 *
 * Splits a space-separated list: long name lists stay readable.
 */
const words = (text: string): string[] => text.split(' ');

const MATH_FUNCTIONS = words(
  'abs acos acosh asin asinh atan atan2 atanh cbrt ceil clz32 cos cosh exp expm1 floor ' +
    'fround hypot imul log log1p log10 log2 max min pow random round sign sin sinh sqrt tan ' +
    'tanh trunc',
).map((name) => `math_${name}`);
const MATH_CONSTANTS = words('E LN10 LN2 LOG10E LOG2E PI SQRT1_2 SQRT2').map((n) => `math_${n}`);

const CHAPTER_1_FUNCTIONS = [
  ...words(
    'display error is_boolean is_function is_number is_string is_undefined parse_int prompt ' +
      'runtime stringify char_at arity get_time',
  ),
  ...MATH_FUNCTIONS,
];
const CHAPTER_1_CONSTANTS = [...words('undefined NaN Infinity'), ...MATH_CONSTANTS];
const CHAPTER_1_KEYWORDS = words('const function return if else true false import from');

const CHAPTER_2_FUNCTIONS = words(
  'pair head tail is_pair is_null is_list list length map filter accumulate append reverse ' +
    'member remove remove_all list_ref list_to_string build_list for_each enum_list equal ' +
    'display_list draw_data',
);
const CHAPTER_2_KEYWORDS = words('null');

const CHAPTER_3_FUNCTIONS = words(
  'set_head set_tail array_length is_array stream stream_tail is_stream stream_to_list ' +
    'list_to_stream stream_length stream_map build_stream stream_for_each stream_reverse ' +
    'stream_append stream_member stream_remove stream_remove_all stream_filter enum_stream ' +
    'integers_from eval_stream stream_ref',
);
const CHAPTER_3_KEYWORDS = words('let while for break continue');

const CHAPTER_4_FUNCTIONS = words('parse tokenize apply_in_underlying_javascript');

export type NameKind = 'function' | 'constant' | 'keyword';
export interface PredeclaredName {
  name: string;
  kind: NameKind;
}

const ADDITIONS: Readonly<Record<SourceChapter, Readonly<Record<NameKind, readonly string[]>>>> = {
  1: { function: CHAPTER_1_FUNCTIONS, constant: CHAPTER_1_CONSTANTS, keyword: CHAPTER_1_KEYWORDS },
  2: { function: CHAPTER_2_FUNCTIONS, constant: [], keyword: CHAPTER_2_KEYWORDS },
  3: { function: CHAPTER_3_FUNCTIONS, constant: [], keyword: CHAPTER_3_KEYWORDS },
  4: { function: CHAPTER_4_FUNCTIONS, constant: [], keyword: [] },
};

const cache = new Map<SourceChapter, readonly PredeclaredName[]>();

/** Every name the chapter defines, its own and those of the chapters below it. */
export function predeclaredNames(chapter: SourceChapter): readonly PredeclaredName[] {
  const cached = cache.get(chapter);
  if (cached) return cached;
  const names: PredeclaredName[] = [];
  for (let c = 1; c <= chapter; c++) {
    const added = ADDITIONS[c as SourceChapter];
    for (const kind of ['function', 'constant', 'keyword'] as const) {
      for (const name of added[kind]) names.push({ name, kind });
    }
  }
  cache.set(chapter, names);
  return names;
}
