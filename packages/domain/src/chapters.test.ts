import { describe, expect, it } from 'vitest';
import { isValidChapterVariant, sublanguageName, VARIANTS_BY_CHAPTER } from './chapters';

describe('chapter and variant pairs', () => {
  it('offers exactly the variants the spec lists for each chapter', () => {
    expect(VARIANTS_BY_CHAPTER[1]).toEqual(['default', 'wasm', 'lazy']);
    expect(VARIANTS_BY_CHAPTER[2]).toEqual(['default', 'lazy']);
    expect(VARIANTS_BY_CHAPTER[3]).toEqual(['default', 'concurrent', 'non-det']);
    expect(VARIANTS_BY_CHAPTER[4]).toEqual(['default', 'gpu']);
  });

  it.each([
    [1, 'wasm', true],
    [2, 'lazy', true],
    [3, 'non-det', true],
    [4, 'gpu', true],
    [2, 'wasm', false],
    [4, 'lazy', false],
    [1, 'native', false],
    [0, 'default', false],
    [5, 'default', false],
  ])('chapter %i with %s is valid: %s', (chapter, variant, valid) => {
    expect(isValidChapterVariant(chapter, variant)).toBe(valid);
  });

  it('names sublanguages with the section sign and the variant label', () => {
    expect(sublanguageName(1, 'default')).toBe('Source \u00a71');
    expect(sublanguageName(3, 'non-det')).toBe('Source \u00a73 Non-Det');
    expect(sublanguageName(1, 'wasm')).toBe('Source \u00a71 WebAssembly');
    expect(sublanguageName(4, 'gpu')).toBe('Source \u00a74 GPU');
  });
});
