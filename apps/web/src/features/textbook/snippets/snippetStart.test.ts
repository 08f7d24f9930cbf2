import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { snippetStart } from './snippetStart';

const prgrm = compressToEncodedURIComponent('const a = 1;\na;');

describe('snippet start', () => {
  it('reads the program, chapter and variant of the hash, with or without its #', () => {
    for (const hash of [`chap=3&variant=default&prgrm=${prgrm}`, `#chap=3&prgrm=${prgrm}`]) {
      const { state } = snippetStart(hash, 0);
      expect(state).toMatchObject({
        editorValue: 'const a = 1;\na;',
        chapter: 3,
        variant: 'default',
        hasUnsavedChanges: false,
      });
    }
  });

  it('folds rows 1 to prependLength, and nothing without prepended code', () => {
    expect(snippetStart(`chap=1&prgrm=${prgrm}`, 2).folds).toEqual([{ fromLine: 1, toLine: 2 }]);
    expect(snippetStart(`chap=1&prgrm=${prgrm}`, 0).folds).toEqual([]);
    expect(snippetStart(`chap=1&prgrm=${prgrm}`).folds).toEqual([]);
  });
});
