import { describe, expect, it } from 'vitest';
import { countTokens } from './tokens';

describe('countTokens', () => {
  it('counts names, numbers, punctuation and operators, one token each', () => {
    expect(countTokens('function f(x) { return x * 2; }')).toBe(12);
    expect(countTokens('x === 1 && y >= 2.5e3')).toBe(7);
    expect(countTokens('const f = (a, b) => a ** b;')).toBe(13);
  });

  it('counts a string or template as one token and skips comments and white space', () => {
    expect(countTokens('display("a b c"); // says hi\n/* long\n comment */ `t x`;')).toBe(7);
    expect(countTokens('   \n\t')).toBe(0);
  });
});
