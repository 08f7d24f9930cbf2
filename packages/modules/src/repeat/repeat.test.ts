import { describe, expect, it } from 'vitest';
import { repeat, thrice, twice } from './index';

const increment = (x: unknown) => (x as number) + 1;
const double = (x: unknown) => (x as number) * 2;

describe('repeat', () => {
  it('applies the function n times, and not at all for 0', () => {
    expect(repeat(increment, 5)(10)).toBe(15);
    expect(repeat(double, 3)(1)).toBe(8);
    expect(repeat(double, 0)(7)).toBe(7);
  });

  it('twice and thrice apply it two and three times', () => {
    expect(twice(double)(3)).toBe(12);
    expect(thrice(double)(3)).toBe(24);
    expect(thrice(twice(increment))(0)).toBe(6);
  });

  it('does not exhaust the stack for a large n', () => {
    expect(repeat(increment, 1_000_000)(0)).toBe(1_000_000);
  });

  it('refuses a count that is not a whole number of at least 0', () => {
    expect(() => repeat(increment, -1)).toThrow('function repeat expects a whole number of at least 0');
    expect(() => repeat(increment, 1.5)).toThrow('received: 1.5');
  });

  it('keeps Source names on its functions (js-slang shows them)', () => {
    expect([repeat.name, twice.name, thrice.name]).toEqual(['repeat', 'twice', 'thrice']);
  });
});
