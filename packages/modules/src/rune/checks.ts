import { stringify } from 'js-slang/dist/utils/stringify';
import { callSource } from '../runtime/call-source';
import { isRune, type Rune } from './rune';

const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

function ordinal(position: number): string {
  return ORDINALS[position - 1] ?? `number ${position}`;
}

/** How an offending value reads in an error: as the REPL would print it. */
export function shown(value: unknown): string {
  try {
    return stringify(value);
  } catch {
    return String(value);
  }
}

/** The rune at argument `position` (1-based) of `fn`, or an error naming both. */
export function runeArg(fn: string, value: unknown, position: number): Rune {
  if (!isRune(value)) {
    throw new Error(`${fn}: expects a rune as its ${ordinal(position)} argument, got ${shown(value)}`);
  }
  return value;
}

/** A finite number at argument `position` of `fn`. */
export function numberArg(fn: string, value: unknown, position: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${fn}: expects a number as its ${ordinal(position)} argument, got ${shown(value)}`);
  }
  return value;
}

/** A number in [0, 1] at argument `position` of `fn` (every `frac`, every colour component). */
export function fractionArg(fn: string, value: unknown, position: number): number {
  const number = numberArg(fn, value, position);
  if (number < 0 || number > 1) {
    throw new Error(
      `${fn}: expects a number from 0 to 1 as its ${ordinal(position)} argument, got ${shown(value)}`,
    );
  }
  return number;
}

/** A whole number >= `min` at argument `position` of `fn` (counts of copies or repetitions). */
export function countArg(fn: string, value: unknown, position: number, min: number): number {
  const number = numberArg(fn, value, position);
  if (!Number.isInteger(number) || number < min) {
    throw new Error(
      `${fn}: expects a whole number of at least ${min} as its ${ordinal(position)} argument, got ${shown(value)}`,
    );
  }
  return number;
}

/** A positive number at argument `position` of `fn` (durations, frame rates). */
export function positiveArg(fn: string, value: unknown, position: number): number {
  const number = numberArg(fn, value, position);
  if (number <= 0) {
    throw new Error(
      `${fn}: expects a positive number as its ${ordinal(position)} argument, got ${shown(value)}`,
    );
  }
  return number;
}

/** A Source function at argument `position` of `fn`. */
export function functionArg(fn: string, value: unknown, position: number): (...args: unknown[]) => unknown {
  if (typeof value !== 'function') {
    throw new Error(`${fn}: expects a function as its ${ordinal(position)} argument, got ${shown(value)}`);
  }
  // Called through js-slang's own call helper: a Source function may answer with a tail call.
  const source = value as (...args: never[]) => unknown;
  return (...args: unknown[]) => callSource(source, ...args);
}

/** A string at argument `position` of `fn`. */
export function stringArg(fn: string, value: unknown, position: number): string {
  if (typeof value !== 'string') {
    throw new Error(`${fn}: expects a string as its ${ordinal(position)} argument, got ${shown(value)}`);
  }
  return value;
}
