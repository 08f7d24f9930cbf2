import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate';

describe('truncateText', () => {
  it('keeps text up to the limit as it is', () => {
    expect(truncateText('', 3)).toBe('');
    expect(truncateText('abc', 3)).toBe('abc');
  });

  it('cuts longer text and says how much was left out', () => {
    expect(truncateText('abcdef', 4)).toBe('abcd... [truncated: 2 more characters]');
    const long = 'x'.repeat(1_000_000);
    const cut = truncateText(long, 10_000);
    expect(cut.startsWith('x'.repeat(10_000))).toBe(true);
    expect(cut.slice(10_000)).toBe('... [truncated: 990000 more characters]');
  });

  it('never splits a surrogate pair', () => {
    // '😀' is two UTF-16 code units; cutting after 'a' and its first half would leave a lone surrogate.
    expect(truncateText('a😀b', 2)).toBe('a... [truncated: 3 more characters]');
    expect(truncateText('a😀b', 3)).toBe('a😀... [truncated: 1 more characters]');
  });
});
