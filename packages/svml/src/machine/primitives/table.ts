// The primitives by CALLP/NEWCP index: js-slang 1.0.94's PRIMITIVE_FUNCTION_NAMES order.

import type { SvmlNative } from '../../types.js';
import { LIST_PRIMITIVES } from './lists.js';
import { MATH_PRIMITIVES } from './math.js';
import { MISC_PRIMITIVES } from './misc.js';
import { STREAM_PRIMITIVES } from './streams.js';

/** The index of each name is its CALLP operand; the names are facts of the format. */
export const PRIMITIVE_NAMES: readonly string[] = [
  'accumulate',
  'append',
  'array_length',
  'build_list',
  'build_stream',
  'display',
  'draw_data',
  'enum_list',
  'enum_stream',
  'equal',
  'error',
  'eval_stream',
  'filter',
  'for_each',
  'head',
  'integers_from',
  'is_array',
  'is_boolean',
  'is_function',
  'is_list',
  'is_null',
  'is_number',
  'is_pair',
  'is_stream',
  'is_string',
  'is_undefined',
  'length',
  'list',
  'list_ref',
  'list_to_stream',
  'list_to_string',
  'map',
  'math_abs',
  'math_acos',
  'math_acosh',
  'math_asin',
  'math_asinh',
  'math_atan',
  'math_atan2',
  'math_atanh',
  'math_cbrt',
  'math_ceil',
  'math_clz32',
  'math_cos',
  'math_cosh',
  'math_exp',
  'math_expm1',
  'math_floor',
  'math_fround',
  'math_hypot',
  'math_imul',
  'math_log',
  'math_log1p',
  'math_log2',
  'math_log10',
  'math_max',
  'math_min',
  'math_pow',
  'math_random',
  'math_round',
  'math_sign',
  'math_sin',
  'math_sinh',
  'math_sqrt',
  'math_tan',
  'math_tanh',
  'math_trunc',
  'member',
  'pair',
  'parse_int',
  'remove',
  'remove_all',
  'reverse',
  'get_time',
  'set_head',
  'set_tail',
  'stream',
  'stream_append',
  'stream_filter',
  'stream_for_each',
  'stream_length',
  'stream_map',
  'stream_member',
  'stream_ref',
  'stream_remove',
  'stream_remove_all',
  'stream_reverse',
  'stream_tail',
  'stream_to_list',
  'tail',
  'stringify',
  'prompt',
  'display_list',
  'char_at',
  'arity',
];

const BY_NAME = new Map<string, SvmlNative>();
for (const p of [...LIST_PRIMITIVES, ...STREAM_PRIMITIVES, ...MATH_PRIMITIVES, ...MISC_PRIMITIVES]) {
  BY_NAME.set(p.name, p);
}

export const PRIMITIVES: readonly SvmlNative[] = PRIMITIVE_NAMES.map((name) => {
  const p = BY_NAME.get(name);
  // A missing implementation is a bug in this package, found by the first test that loads it.
  if (!p) throw new Error(`svml: no implementation for primitive ${name}`);
  return p;
});
