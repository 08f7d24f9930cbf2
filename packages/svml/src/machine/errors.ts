// A Source program's own runtime error: it ends the run with an 'error' outcome, never a throw.

import type { SvmlValue } from '../types.js';

export class SvmlRuntimeError extends Error {
  override name = 'SvmlRuntimeError';
}

export function runtimeError(message: string): never {
  throw new SvmlRuntimeError(message);
}

/** The type name js-slang's messages use for a value. */
export function typeName(v: SvmlValue): string {
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (Array.isArray(v)) return 'compound data';
  if (typeof v === 'object') return v.kind === 'function' ? 'function' : 'object';
  return typeof v;
}

export function argumentCountError(expected: number, got: number): never {
  // js-slang says "arguments" even for one.
  return runtimeError(`Expected ${expected} arguments, but got ${got}.`);
}
