/**
 * The standard library of Source §1 WebAssembly, written for this platform: sourceror (the compiler)
 * knows no predeclared names, so every library name comes from an import of one of these files. Our
 * server serves them (GET /wasm-std/<name>, apps/server) to the browser; the Node host reads them here.
 *
 * Two formats, both sourceror's: a `@SourceImports` table (one host function a line: `name module
 * field return-type param-types`, types number/string/undefined) and a Source module that may overload
 * a function by its arguments' types (`__attributes = "direct;constraint=v:number";` before a function).
 * - `host`: the host functions of the worker (wasm/platform.ts supplies the `host` import module).
 * - `misc`: display, error, stringify, the is_* predicates, constants: display stringifies as the
 *   default variant does (strings quoted, `display(v, s)` prefixes s).
 * - `math`: the math_* functions and constants of Source §1.
 */

import { mathConstants, WASM_STD_EXPORTS } from './std-names';

/** Host functions by arity; math.* are the platform's Math functions (wasm/platform.ts adds the rest). */
const MATH_ARITY: Readonly<Record<string, number>> = {
  atan2: 2,
  hypot: 2,
  imul: 2,
  max: 2,
  min: 2,
  pow: 2,
  random: 0,
};

function mathFunctions(): string[] {
  return WASM_STD_EXPORTS.math.filter((name) => !mathConstants().some(([constant]) => constant === name));
}

function hostTable(): string {
  const math = mathFunctions().map((name) => {
    const field = name.slice('math_'.length);
    const params = Array.from({ length: MATH_ARITY[field] ?? 1 }, () => 'number');
    return [name, 'math', field, 'number', ...params].join(' ');
  });
  return [
    '@SourceImports',
    'host_display host display undefined string',
    'host_number_text host number_text string number',
    'host_raise host raise undefined string',
    'host_nothing host nothing undefined',
    'host_runtime host runtime number',
    'host_prompt host prompt string string',
    'host_parse_int host parse_int number string number',
    ...math,
    '',
  ].join('\n');
}

/** Overloads of `name(v)` by the type of v: [constraint or null for "anything else", body]. */
function overloads(name: string, params: string, cases: [string | null, string][]): string {
  return cases
    .map(
      ([type, body]) =>
        `__attributes = "direct${type ? `;constraint=v:${type}` : ''}";\nfunction ${name}(${params}) { ${body} }`,
    )
    .join('\n');
}

const MISC = `import { host_display, host_number_text, host_raise, host_nothing, host_runtime, host_prompt,
  host_parse_int } from "host";

const undefined = host_nothing();
const Infinity = 1 / 0;
const NaN = 0 / 0;

${overloads('stringify', 'v', [
  [null, 'return "<unknown>";'],
  ['undefined', 'return "undefined";'],
  ['boolean', 'return v ? "true" : "false";'],
  ['number', 'return host_number_text(v);'],
  ['string', 'return "\\"" + v + "\\"";'],
  ['function', 'return "<function>";'],
])}

__attributes = "direct";
function display(v) { host_display(stringify(v)); return v; }
__attributes = "direct;constraint=s:string";
function display(v, s) { host_display(s + " " + stringify(v)); return v; }

__attributes = "direct";
function error(v) { host_raise(stringify(v)); return v; }
__attributes = "direct;constraint=s:string";
function error(v, s) { host_raise(s + " " + stringify(v)); return v; }

${['number', 'string', 'boolean', 'function', 'undefined']
  .map((type) =>
    overloads(`is_${type}`, 'v', [
      [null, 'return false;'],
      [type, 'return true;'],
    ]),
  )
  .join('\n')}

__attributes = "direct;constraint=s:string";
function parse_int(s, radix) { return host_parse_int(s, radix); }
__attributes = "direct;constraint=s:string";
function prompt(s) { return host_prompt(s); }
function runtime() { return host_runtime(); }

export { ${WASM_STD_EXPORTS.misc.join(', ')} };
`;

const MATH = `import { ${mathFunctions().join(', ')} } from "host";

${mathConstants()
  .map(([name, value]) => `const ${name} = ${value};`)
  .join('\n')}

export { ${WASM_STD_EXPORTS.math.join(', ')} };
`;

const FILES: Readonly<Record<string, string>> = { host: hostTable(), misc: MISC, math: MATH };

/** The text of std file `name` ('misc', 'math', 'host'), or undefined if there is none. */
export function wasmStdFile(name: string): string | undefined {
  return Object.hasOwn(FILES, name) ? FILES[name] : undefined;
}
