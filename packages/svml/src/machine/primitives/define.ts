// Building blocks for the natives: how to declare one, ask the machine for a call, and handle pairs.

import { stringifySvml } from '../../stringify.js';
import type {
  CallRequest,
  NativeContext,
  NativeGenerator,
  SvmlFunction,
  SvmlNative,
  SvmlValue,
} from '../../types.js';
import { runtimeError, typeName } from '../errors.js';

/** Any number of arguments. */
export const VARARGS = -1;

export function sync(
  name: string,
  arity: number,
  run: (args: SvmlValue[], ctx: NativeContext) => SvmlValue,
): SvmlNative {
  return { kind: 'function', type: 'native', name, arity, impl: { mode: 'sync', run } };
}

export function gen(
  name: string,
  arity: number,
  run: (args: SvmlValue[], ctx: NativeContext) => NativeGenerator,
): SvmlNative {
  return { kind: 'function', type: 'native', name, arity, impl: { mode: 'gen', run } };
}

/** `const v = yield call(f, [x])` runs f(x) on the machine and resumes with its value. */
export function call(fn: SvmlValue, args: SvmlValue[]): CallRequest {
  return { fn, args };
}

/** A nullary function a stream primitive puts in a pair's tail; forcing it runs `body`. */
export function thunk(body: () => NativeGenerator): SvmlNative {
  return gen('stream tail', 0, () => body());
}

/** A stream tail whose next part needs no call into the program. */
export function lazy(compute: () => SvmlValue): SvmlNative {
  return sync('stream tail', 0, () => compute());
}

export function isPair(v: SvmlValue): v is [SvmlValue, SvmlValue] {
  return Array.isArray(v) && v.length === 2;
}

export function isFunctionValue(v: SvmlValue): v is SvmlFunction {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && v.kind === 'function';
}

export function pairOf(who: string, v: SvmlValue): [SvmlValue, SvmlValue] {
  if (!isPair(v)) return runtimeError(`${who}: Expected pair, got ${stringifySvml(v)}.`);
  return v;
}

export function headOf(v: SvmlValue): SvmlValue {
  return pairOf('head', v)[0];
}

export function tailOf(v: SvmlValue): SvmlValue {
  return pairOf('tail', v)[1];
}

export function numberArg(who: string, v: SvmlValue, what = 'number'): number {
  if (typeof v !== 'number') return runtimeError(`${who}: Expected ${what}, got ${typeName(v)}.`);
  return v;
}

/** The list with these elements, in order. */
export function listOf(items: readonly SvmlValue[], end: SvmlValue = null): SvmlValue {
  let xs = end;
  for (let i = items.length - 1; i >= 0; i--) xs = [items[i], xs];
  return xs;
}

/**
 * The elements of a list, walking tails as js-slang's list functions do (so a non-list fails with
 * tail's message). A circular list would make a native loop forever without running a single
 * instruction, so the walk notices a cycle (tortoise and hare) and reports it instead.
 */
export function elementsOf(who: string, xs: SvmlValue, access: 'head' | 'tail' = 'tail'): SvmlValue[] {
  const items: SvmlValue[] = [];
  let slow = xs;
  let cur = xs;
  while (cur !== null) {
    const p = pairOf(access, cur);
    items.push(p[0]);
    cur = p[1];
    if (items.length % 2 === 0) {
      slow = (slow as SvmlValue[])[1];
      if (slow === cur && cur !== null) return runtimeError(`${who}: the list is circular.`);
    }
  }
  return items;
}
