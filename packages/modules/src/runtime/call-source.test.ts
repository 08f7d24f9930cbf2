import { describe, expect, it } from 'vitest';
import { callSource } from './call-source';

describe('callSource', () => {
  it('returns what a plain function (the CSE machine’s closures) returns', () => {
    expect(callSource((x: number) => x + 1, 1)).toBe(2);
    expect(callSource(() => [1, null])).toEqual([1, null]);
    expect(callSource(() => null)).toBeNull();
  });

  it('unwraps the native runner’s return records, following tail calls', () => {
    const inc = (x: number) => ({ isTail: false, value: x + 1 });
    const viaTail = (x: number) => ({ isTail: true, function: inc, arguments: [x * 10] });
    expect(callSource(inc, 1)).toBe(2);
    expect(callSource(viaTail, 4)).toBe(41);
  });

  it('follows a long chain of tail calls without growing the stack', () => {
    const down = (n: number): unknown =>
      n === 0 ? { isTail: false, value: 'done' } : { isTail: true, function: down, arguments: [n - 1] };
    expect(callSource(down, 200_000)).toBe('done');
  });

  it('lets the function’s own error through', () => {
    expect(() =>
      callSource(() => {
        throw new RangeError('boom');
      }),
    ).toThrow(RangeError);
    expect(() => callSource(3)).toThrow('Expected a function, got number');
  });
});
