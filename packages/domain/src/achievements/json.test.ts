import { describe, expect, it } from 'vitest';
import { isRecord, jsonEqual } from './json';

describe('jsonEqual', () => {
  it('compares nested objects and arrays by value', () => {
    expect(jsonEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(jsonEqual({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual([1], [1, 1])).toBe(false);
  });

  it('treats undefined keys as absent but null as a value', () => {
    expect(jsonEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(jsonEqual({ a: null }, {})).toBe(false);
  });

  it('does not confuse arrays, objects and primitives', () => {
    expect(jsonEqual([], {})).toBe(false);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual(null, {})).toBe(false);
    expect(jsonEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('isRecord', () => {
  it('accepts plain objects only', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(isRecord(null)).toBe(false);
    expect(isRecord('x')).toBe(false);
  });
});
