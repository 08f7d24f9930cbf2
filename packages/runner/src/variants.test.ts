import { SOURCE_CHAPTERS, VARIANTS_BY_CHAPTER } from '@sa/domain';
import { describe, expect, it } from 'vitest';
import { variantSupport } from './variants';

describe('variantSupport', () => {
  it('offers exactly the default variant of chapters 1 to 4', () => {
    for (const chapter of SOURCE_CHAPTERS) {
      for (const variant of VARIANTS_BY_CHAPTER[chapter]) {
        expect(variantSupport(chapter, variant).available).toBe(variant === 'default');
      }
    }
  });

  it('names the sublanguage in its message', () => {
    expect(variantSupport(1, 'wasm')).toEqual({
      available: false,
      message:
        'Source §1 WebAssembly is not available yet: this version of the interpreter runs only the default variant of each chapter.',
    });
    expect(variantSupport(4, 'gpu')).toMatchObject({
      message: expect.stringMatching(/^Source §4 GPU is not available yet/),
    });
    expect(variantSupport(2, 'gpu')).toMatchObject({
      message: expect.stringMatching(/^Source §2 GPU is not a Source language/),
    });
  });
});
