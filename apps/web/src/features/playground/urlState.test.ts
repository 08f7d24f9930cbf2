import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decodePlaygroundLink, encodePlaygroundLink, playgroundUrl } from './urlState';

const program = 'const x = 1;\ndisplay(x + 1);';

describe('playground links', () => {
  it('round-trips program, chapter, variant and execution time', () => {
    const state = { program, chapter: 3, variant: 'default', execTime: 2000 } as const;
    expect(decodePlaygroundLink(`#${encodePlaygroundLink(state)}`)).toEqual(state);
  });

  it('builds playground#... links', () => {
    const url = playgroundUrl('https://sa.example', {
      program,
      chapter: 2,
      variant: 'default',
      execTime: 1000,
    });
    expect(url).toMatch(/^https:\/\/sa\.example\/playground#chap=2&exec=1000&lz=.+&variant=default$/);
  });

  it('raises an exec below 1000 to 1000', () => {
    expect(decodePlaygroundLink('#chap=1&exec=10').execTime).toBe(1000);
    expect(decodePlaygroundLink('#chap=1&exec=1500').execTime).toBe(1500);
    expect(decodePlaygroundLink('#chap=1&exec=abc').execTime).toBeUndefined();
  });

  it('reads the older prgrm key and the query string', () => {
    const prgrm = compressToEncodedURIComponent(program);
    expect(decodePlaygroundLink(`#prgrm=${prgrm}&chap=1`).program).toBe(program);
    expect(decodePlaygroundLink('', `?lz=${prgrm}&chap=4`)).toMatchObject({ program, chapter: 4 });
  });

  it('ignores an unknown chapter and falls back to the default variant', () => {
    expect(decodePlaygroundLink('#chap=7&variant=lazy')).toEqual({});
    expect(decodePlaygroundLink('#chap=2&variant=gpu')).toEqual({ chapter: 2, variant: 'default' });
    expect(decodePlaygroundLink('#chap=1&variant=lazy')).toEqual({ chapter: 1, variant: 'lazy' });
  });

  it('gives nothing for an empty hash or a broken program', () => {
    expect(decodePlaygroundLink('')).toEqual({});
    expect(decodePlaygroundLink('#lz=%%%')).toEqual({});
  });
});
