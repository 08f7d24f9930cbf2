import { describe, expect, it } from 'vitest';
import { mcqChoiceOf } from './answers';

describe('mcqChoiceOf', () => {
  it('takes a choice id as a number or as its digits, as the reference web client sends it', () => {
    expect(mcqChoiceOf(0)).toBe(0);
    expect(mcqChoiceOf(3)).toBe(3);
    expect(mcqChoiceOf('0')).toBe(0);
    expect(mcqChoiceOf('12')).toBe(12);
    expect(mcqChoiceOf('007')).toBe(7);
  });

  it('names no choice for anything else', () => {
    for (const answer of ['', ' 1', '1 ', '-1', '+1', '1.0', '1e2', 'one', '0x1', '1234567890123456']) {
      expect(mcqChoiceOf(answer)).toBeNull();
    }
    for (const answer of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, [], { id: 1 }]) {
      expect(mcqChoiceOf(answer)).toBeNull();
    }
  });
});
