// math_* primitives: JavaScript's Math, with each argument checked to be a number.

import type { SvmlNative, SvmlValue } from '../../types.js';
import { numberArg, sync, VARARGS } from './define.js';

type NumberFn = (...xs: number[]) => number;

function numeric(name: string, arity: number, fn: NumberFn): SvmlNative {
  return sync(name, arity, (args: SvmlValue[]) => fn(...args.map((a) => numberArg(name, a))));
}

const UNARY: [string, NumberFn][] = [
  ['math_abs', Math.abs],
  ['math_acos', Math.acos],
  ['math_acosh', Math.acosh],
  ['math_asin', Math.asin],
  ['math_asinh', Math.asinh],
  ['math_atan', Math.atan],
  ['math_atanh', Math.atanh],
  ['math_cbrt', Math.cbrt],
  ['math_ceil', Math.ceil],
  ['math_clz32', Math.clz32],
  ['math_cos', Math.cos],
  ['math_cosh', Math.cosh],
  ['math_exp', Math.exp],
  ['math_expm1', Math.expm1],
  ['math_floor', Math.floor],
  ['math_fround', Math.fround],
  ['math_log', Math.log],
  ['math_log1p', Math.log1p],
  ['math_log2', Math.log2],
  ['math_log10', Math.log10],
  ['math_round', Math.round],
  ['math_sign', Math.sign],
  ['math_sin', Math.sin],
  ['math_sinh', Math.sinh],
  ['math_sqrt', Math.sqrt],
  ['math_tan', Math.tan],
  ['math_tanh', Math.tanh],
  ['math_trunc', Math.trunc],
];

export const MATH_PRIMITIVES: readonly SvmlNative[] = [
  ...UNARY.map(([name, fn]) => numeric(name, 1, fn)),
  numeric('math_atan2', 2, Math.atan2),
  numeric('math_imul', 2, Math.imul),
  numeric('math_pow', 2, Math.pow),
  numeric('math_hypot', VARARGS, Math.hypot),
  numeric('math_max', VARARGS, Math.max),
  numeric('math_min', VARARGS, Math.min),
  numeric('math_random', 0, Math.random),
];
