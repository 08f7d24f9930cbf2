// Source's operators with js-slang's type checks and wording. The typed opcode variants (…F, …B)
// get the same checks: a binary from elsewhere may not keep the compiler's promises.

import type { SvmlValue } from '../types.js';
import { runtimeError, typeName } from './errors.js';

function expectedNumber(side: 'left' | 'right', v: SvmlValue): never {
  return runtimeError(`Expected number on ${side} hand side of operation, got ${typeName(v)}.`);
}

export function add(x: SvmlValue, y: SvmlValue): SvmlValue {
  if (typeof x === 'number') {
    if (typeof y === 'number') return x + y;
    return expectedNumber('right', y);
  }
  if (typeof x === 'string') {
    if (typeof y === 'string') return x + y;
    return runtimeError(`Expected string on right hand side of operation, got ${typeName(y)}.`);
  }
  return runtimeError(`Expected string or number on left hand side of operation, got ${typeName(x)}.`);
}

/** - * / %: numbers only. */
export function arith(op: '-' | '*' | '/' | '%', x: SvmlValue, y: SvmlValue): number {
  if (typeof x !== 'number') return expectedNumber('left', x);
  if (typeof y !== 'number') return expectedNumber('right', y);
  switch (op) {
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    case '%':
      return x % y;
  }
}

/** < > <= >=: two numbers or two strings. */
export function compare(op: '<' | '>' | '<=' | '>=', x: SvmlValue, y: SvmlValue): boolean {
  if (typeof x === 'number') {
    if (typeof y !== 'number') return expectedNumber('right', y);
  } else if (typeof x === 'string') {
    if (typeof y !== 'string') {
      return runtimeError(`Expected string on right hand side of operation, got ${typeName(y)}.`);
    }
  } else {
    return runtimeError(`Expected string or number on left hand side of operation, got ${typeName(x)}.`);
  }
  switch (op) {
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    case '>=':
      return x >= y;
  }
}

export function not(x: SvmlValue): boolean {
  if (typeof x !== 'boolean') return runtimeError(`Expected boolean, got ${typeName(x)}.`);
  return !x;
}

export function negate(x: SvmlValue): number {
  if (typeof x !== 'number') return runtimeError(`Expected number, got ${typeName(x)}.`);
  return -x;
}

export function condition(x: SvmlValue): boolean {
  if (typeof x !== 'boolean') return runtimeError(`Expected boolean as condition, got ${typeName(x)}.`);
  return x;
}

function arrayIndex(index: SvmlValue): number {
  if (typeof index === 'number' && Number.isInteger(index) && index >= 0) return index;
  const what = typeof index === 'number' ? 'other number' : typeName(index);
  return runtimeError(`Expected array index as prop, got ${what}.`);
}

function arrayOf(x: SvmlValue): SvmlValue[] {
  if (!Array.isArray(x)) return runtimeError(`Expected object or array, got ${typeName(x)}.`);
  return x;
}

export function loadElement(arr: SvmlValue, index: SvmlValue): SvmlValue {
  const xs = arrayOf(arr);
  return xs[arrayIndex(index)];
}

/** Arrays grow as in JavaScript, but only so far: a stray huge index must not exhaust memory. */
const MAX_ARRAY_INDEX = 1 << 24;

export function storeElement(arr: SvmlValue, index: SvmlValue, value: SvmlValue): void {
  const xs = arrayOf(arr);
  const i = arrayIndex(index);
  if (i > MAX_ARRAY_INDEX) runtimeError(`Array index ${i} is too large for this machine.`);
  // Any gap stays a hole, read back as undefined and printed as js-slang prints holes.
  xs[i] = value;
}
