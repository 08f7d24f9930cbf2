/**
 * The names each std file of Source §1 WebAssembly exports (the texts are in std-library.ts, served by
 * our server): the runner's auto-inserted imports need only these, so the browser worker carries no
 * library text.
 */

/** What the student's program may use without an import, by the std file that exports it. */
export const WASM_STD_EXPORTS = {
  misc: [
    'display',
    'error',
    'stringify',
    'is_number',
    'is_string',
    'is_boolean',
    'is_function',
    'is_undefined',
    'parse_int',
    'prompt',
    'runtime',
    'undefined',
    'Infinity',
    'NaN',
  ],
  math: [
    ...[
      'abs',
      'acos',
      'acosh',
      'asin',
      'asinh',
      'atan',
      'atan2',
      'atanh',
      'cbrt',
      'ceil',
      'clz32',
      'cos',
      'cosh',
      'exp',
      'expm1',
      'floor',
      'fround',
      'hypot',
      'imul',
      'log',
      'log1p',
      'log10',
      'log2',
      'max',
      'min',
      'pow',
      'random',
      'round',
      'sign',
      'sin',
      'sinh',
      'sqrt',
      'tan',
      'tanh',
      'trunc',
    ].map((name) => `math_${name}`),
    ...mathConstants().map(([name]) => name),
  ],
} as const satisfies Record<string, readonly string[]>;

export type WasmStdModule = keyof typeof WASM_STD_EXPORTS;

/** The math_* constants, with their values. */
export function mathConstants(): [string, number][] {
  return (['E', 'LN10', 'LN2', 'LOG10E', 'LOG2E', 'PI', 'SQRT1_2', 'SQRT2'] as const).map((name) => [
    `math_${name}`,
    Math[name],
  ]);
}
