// Output, errors, type tests and the remaining small primitives.

import { stringifyAsLists, stringifySvml } from '../../stringify.js';
import type { NativeContext, SvmlNative, SvmlValue } from '../../types.js';
import { runtimeError, typeName } from '../errors.js';
import { isFunctionValue, sync, VARARGS } from './define.js';

function atLeastOne(name: string, args: SvmlValue[]): void {
  if (args.length === 0) runtimeError(`${name}: Expected 1 or more arguments, but got 0.`);
}

/** display and display_list: the prefix, if any, must be a string, and goes before a space. */
function displayWith(name: string, show: (v: SvmlValue) => string) {
  return (args: SvmlValue[], ctx: NativeContext): SvmlValue => {
    atLeastOne(name, args);
    const [value, prefix] = args;
    if (prefix !== undefined && typeof prefix !== 'string') {
      runtimeError(`${name}: Expected string for second argument, got ${stringifySvml(prefix)}.`);
    }
    ctx.display((prefix === undefined ? '' : `${prefix} `) + show(value));
    return value;
  };
}

function error(args: SvmlValue[]): never {
  atLeastOne('error', args);
  const [value, prefix] = args;
  const lead = prefix === undefined ? '' : `${typeof prefix === 'string' ? prefix : stringifySvml(prefix)} `;
  return runtimeError(`Error: ${lead}${stringifySvml(value)}`);
}

function parseInt_([str, radix]: SvmlValue[]): number {
  if (typeof str !== 'string')
    return runtimeError(`parse_int: Expected string for str, got ${typeName(str)}.`);
  if (typeof radix !== 'number' || !Number.isInteger(radix) || radix < 2 || radix > 36) {
    return runtimeError(`parse_int: Expected integer ∈ [2, 36] for radix, got ${stringifySvml(radix)}.`);
  }
  return Number.parseInt(str, radix);
}

function charAt([str, index]: SvmlValue[]): SvmlValue {
  if (typeof str !== 'string') return runtimeError(`char_at: Expected string for str, got ${typeName(str)}.`);
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) {
    return runtimeError(`char_at: Expected integer ≥ 0 for index, got ${stringifySvml(index)}.`);
  }
  return str[index];
}

function arity([f]: SvmlValue[]): number {
  if (!isFunctionValue(f)) return runtimeError(`arity: Expected function, got ${typeName(f)}.`);
  if (f.type === 'closure') return f.fn.numArgs;
  if (f.type === 'native') return Math.max(0, f.arity);
  return 0;
}

export const MISC_PRIMITIVES: readonly SvmlNative[] = [
  sync('array_length', 1, ([arr]) =>
    Array.isArray(arr) ? arr.length : runtimeError(`array_length: Expected array, got ${typeName(arr)}.`),
  ),
  sync('display', VARARGS, displayWith('display', stringifySvml)),
  sync('display_list', VARARGS, displayWith('display_list', stringifyAsLists)),
  sync('draw_data', VARARGS, (args) => {
    atLeastOne('draw_data', args);
    return args[0];
  }),
  sync('error', VARARGS, error),
  sync('is_array', 1, ([x]) => Array.isArray(x)),
  sync('is_boolean', 1, ([x]) => typeof x === 'boolean'),
  sync('is_function', 1, ([x]) => isFunctionValue(x)),
  sync('is_null', 1, ([x]) => x === null),
  sync('is_number', 1, ([x]) => typeof x === 'number'),
  sync('is_string', 1, ([x]) => typeof x === 'string'),
  sync('is_undefined', 1, ([x]) => x === undefined),
  sync('parse_int', 2, parseInt_),
  sync('get_time', 0, () => Date.now()),
  sync('stringify', VARARGS, (args) => {
    atLeastOne('stringify', args);
    return stringifySvml(args[0]);
  }),
  // A device has no one to ask: prompt answers null, as a cancelled prompt does.
  sync('prompt', VARARGS, () => null),
  sync('char_at', 2, charAt),
  sync('arity', 1, arity),
];
