import { describe, expect, it } from 'vitest';
import { canHoldBreakpoint, toggleLine } from './breakpoints';

describe('breakpoint rules', () => {
  it.each([
    ['const x = 1;', true],
    ['  return f(x);', true],
    ['x = 1; // set x', true],
    ['', false],
    ['    ', false],
    ['// a comment', false],
    ['   // indented comment', false],
    ['/* block */', false],
    ['/* opening a block', false],
    ['*/', false],
    ['debugger;', false],
    ['  debugger', false],
    ['debugger; // stop here', false],
    ['debugger_count;', true],
  ])('%j may hold a breakpoint: %s', (line, expected) => {
    expect(canHoldBreakpoint(line)).toBe(expected);
  });

  it('toggles a line in and out, keeping order', () => {
    expect(toggleLine([3, 1], 2)).toEqual([1, 2, 3]);
    expect(toggleLine([1, 2, 3], 2)).toEqual([1, 3]);
  });
});
