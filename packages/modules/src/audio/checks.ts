import { head, is_null, is_pair, tail } from 'js-slang/dist/stdlib/list';
import { stringify } from 'js-slang/dist/utils/stringify';

/** A Source function as module code calls it. */
export type SourceFunction = (...args: unknown[]) => unknown;

export function expectNumber(value: unknown, functionName: string, what: string): number {
  if (typeof value !== 'number') {
    throw new Error(`${functionName} expects ${what} to be a number, received: ${stringify(value)}`);
  }
  return value;
}

export function expectFunction(value: unknown, functionName: string, what: string): SourceFunction {
  if (typeof value !== 'function') {
    throw new Error(`${functionName} expects ${what} to be a function, received: ${stringify(value)}`);
  }
  return value as SourceFunction;
}

export function expectDuration(value: unknown, functionName: string): number {
  const duration = expectNumber(value, functionName, 'the duration');
  if (duration < 0) {
    throw new Error(`${functionName}: a sound's duration must be at least 0, received: ${duration}`);
  }
  return duration;
}

/** The elements of a Source list, in order. */
export function listElements(value: unknown, functionName: string): unknown[] {
  const elements: unknown[] = [];
  let rest = value;
  while (!is_null(rest)) {
    if (!is_pair(rest)) {
      throw new Error(`${functionName} expects a list, received: ${stringify(value)}`);
    }
    elements.push(head(rest));
    rest = tail(rest);
  }
  return elements;
}
