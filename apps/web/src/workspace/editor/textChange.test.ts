import { describe, expect, it } from 'vitest';
import { textChange } from './textChange';

describe('textChange', () => {
  it('is null for equal texts', () => {
    expect(textChange('abc', 'abc')).toBeNull();
  });

  it('replaces only what differs between the common start and end', () => {
    expect(textChange('const a = 1;', 'const ab = 1;')).toEqual({ from: 7, to: 7, insert: 'b' });
    expect(textChange('hello world', 'hello')).toEqual({ from: 5, to: 11, insert: '' });
    expect(textChange('', 'x')).toEqual({ from: 0, to: 0, insert: 'x' });
    expect(textChange('aaa', 'aa')).toEqual({ from: 2, to: 3, insert: '' });
    expect(textChange('abc', 'xyz')).toEqual({ from: 0, to: 3, insert: 'xyz' });
  });

  it('turns the old text into the new one', () => {
    const cases: [string, string][] = [
      ['abcabc', 'abc'],
      ['f(x)', 'f(g(x))'],
      ['line1\nline2', 'line1\nnew\nline2'],
    ];
    for (const [before, after] of cases) {
      const change = textChange(before, after);
      if (!change) throw new Error('expected a change');
      expect(before.slice(0, change.from) + change.insert + before.slice(change.to)).toBe(after);
    }
  });
});
