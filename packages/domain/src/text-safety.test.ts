import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text-safety';

describe('isStorableText', () => {
  it('takes ordinary text, emoji (surrogate pairs) and the empty string', () => {
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('display("héllo");')).toBe(true);
    expect(isStorableText('rune 😀 done')).toBe(true);
  });

  it('refuses NUL anywhere and surrogates without their other half', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('x\uD83D')).toBe(false);
    expect(isStorableText('\uDE00x')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the first bad field by its path, arrays by index', () => {
    expect(findUnstorableText({ a: 'ok', b: [{ c: 'fine' }, { c: 'bad\u0000' }] })).toBe('b.1.c');
    expect(findUnstorableText('\uD800')).toBe('(value)');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('(key)');
  });

  it('passes numbers, booleans, null and clean nested values', () => {
    expect(findUnstorableText({ n: 1, t: true, z: null, list: ['a', 'b'] })).toBeUndefined();
    expect(findUnstorableText(undefined)).toBeUndefined();
  });
});
