/**
 * Applying a function again and again: a small module that shows how Source modules work.
 */
import { callSource } from '../runtime/call-source';

/** A one-argument function, as a Source program passes it. */
export type UnaryFunction = (x: unknown) => unknown;

/**
 * A function that applies `f` to its argument `n` times: `repeat(f, 3)(x)` is `f(f(f(x)))`, and
 * `repeat(f, 0)` returns its argument unchanged.
 * @param f the function to apply
 * @param n how many times, a whole number of at least 0
 * @returns the function that applies `f` `n` times
 */
export function repeat(f: UnaryFunction, n: number): UnaryFunction {
  if (!Number.isInteger(n) || n < 0) {
    throw new Error(`function repeat expects a whole number of at least 0, received: ${String(n)}`);
  }
  // A loop rather than nested closures: repeat(f, 100000) must not exhaust the stack.
  return (x: unknown) => {
    let value = x;
    for (let i = 0; i < n; i += 1) value = callSource(f, value);
    return value;
  };
}

/**
 * A function that applies `f` to its argument twice: `twice(f)(x)` is `f(f(x))`.
 * @param f the function to apply
 * @returns the function that applies `f` two times
 */
export function twice(f: UnaryFunction): UnaryFunction {
  return repeat(f, 2);
}

/**
 * A function that applies `f` to its argument three times: `thrice(f)(x)` is `f(f(f(x)))`.
 * @param f the function to apply
 * @returns the function that applies `f` three times
 */
export function thrice(f: UnaryFunction): UnaryFunction {
  return repeat(f, 3);
}
