import { describe, expect, it } from 'vitest';
import { languageAppProperties, languageFromAppProperties } from './appProperties';

describe('Drive appProperties', () => {
  it('records the chapter and variant', () => {
    expect(languageAppProperties({ chapter: 1, variant: 'lazy' })).toEqual({
      source_chapter: '1',
      source_variant: 'lazy',
    });
  });

  it('reads them back', () => {
    expect(languageFromAppProperties({ source_chapter: '3', source_variant: 'non-det' })).toEqual({
      chapter: 3,
      variant: 'non-det',
    });
  });

  it('opens a file without properties in chapter 4, default variant', () => {
    expect(languageFromAppProperties(undefined)).toEqual({ chapter: 4, variant: 'default' });
    expect(languageFromAppProperties({ other: 'x' })).toEqual({ chapter: 4, variant: 'default' });
  });

  it('falls back on an unknown chapter, and on a variant its chapter lacks', () => {
    expect(languageFromAppProperties({ source_chapter: '7', source_variant: 'lazy' })).toEqual({
      chapter: 4,
      variant: 'default',
    });
    expect(languageFromAppProperties({ source_chapter: '2', source_variant: 'gpu' })).toEqual({
      chapter: 2,
      variant: 'default',
    });
    expect(languageFromAppProperties({ source_chapter: '1' })).toEqual({ chapter: 1, variant: 'default' });
  });
});
