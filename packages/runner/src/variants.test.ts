import { SOURCE_CHAPTERS, VARIANTS_BY_CHAPTER } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { variantSupport } from './variants';

describe('variantSupport', () => {
  it('offers the default variant of chapters 1 to 4', () => {
    for (const chapter of SOURCE_CHAPTERS) {
      expect(variantSupport(chapter, 'default').available).toBe(true);
    }
  });

  it('offers lazy, non-det, concurrent and gpu exactly where the spec names them (js-slang 1.0.80)', () => {
    const legacy = ['lazy', 'non-det', 'concurrent', 'gpu'];
    for (const chapter of SOURCE_CHAPTERS) {
      for (const variant of VARIANTS_BY_CHAPTER[chapter].filter((v) => legacy.includes(v))) {
        expect(variantSupport(chapter, variant)).toEqual({ available: true });
      }
    }
    expect(variantSupport(3, 'lazy').available).toBe(false);
    expect(variantSupport(1, 'non-det').available).toBe(false);
    expect(variantSupport(2, 'concurrent').available).toBe(false);
  });

  it('offers WebAssembly in chapter 1 only (sourceror)', () => {
    expect(variantSupport(1, 'wasm')).toEqual({ available: true });
    expect(variantSupport(2, 'wasm')).toEqual({
      available: false,
      message: 'Source §2 WebAssembly is not a Source language: no such chapter and variant.',
    });
  });

  it('names the sublanguage in its message', () => {
    expect(variantSupport(2, 'gpu')).toMatchObject({
      message: expect.stringMatching(/^Source §2 GPU is not a Source language/),
    });
  });
});
