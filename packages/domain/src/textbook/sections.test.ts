import { describe, expect, it } from 'vitest';
import { unknownTextbookTag } from './nodes';
import {
  isSectionId,
  isTocEntries,
  sectionNeighbours,
  snippetFoldRange,
  splitPlaceId,
  tocPath,
} from './sections';

describe('section ids', () => {
  it('accepts the book file names', () => {
    for (const id of ['1', '1.1', '1.1.2', 'foreword02', 'prefaces96', 'making-of', 'references']) {
      expect(isSectionId(id)).toBe(true);
    }
  });
  it('refuses anything that could leave json/ or is not a name', () => {
    for (const id of ['', '..', '.', '../x', '1/2', '1.1%2F', 'a b', '1.1#p3', 'é']) {
      expect(isSectionId(id)).toBe(false);
    }
  });
});

describe('neighbours', () => {
  const nav = {
    '1.1': { prev: '1', next: '1.1.1' },
    index: { next: 'foreword02' },
    bad: { prev: '../x', next: 3 },
  };
  it('gives what toc-navigation.json has', () => {
    expect(sectionNeighbours(nav, '1.1')).toEqual({ prev: '1', next: '1.1.1' });
    expect(sectionNeighbours(nav, 'index')).toEqual({ next: 'foreword02' });
  });
  it('drops missing sections, bad ids and inherited keys', () => {
    expect(sectionNeighbours(nav, '9.9')).toEqual({});
    expect(sectionNeighbours(nav, 'bad')).toEqual({});
    expect(sectionNeighbours(nav, 'toString')).toEqual({});
    expect(sectionNeighbours(null, '1.1')).toEqual({});
  });
});

describe('fold range', () => {
  it('is rows 1..prependLength', () => {
    expect(snippetFoldRange(4)).toEqual({ fromLine: 1, toLine: 4 });
  });
  it('is nothing without prepended rows', () => {
    expect(snippetFoldRange(0)).toBeNull();
    expect(snippetFoldRange(undefined)).toBeNull();
    expect(snippetFoldRange(-2)).toBeNull();
    expect(snippetFoldRange(1.5)).toBeNull();
  });
});

describe('places and the contents', () => {
  it('splits a place id', () => {
    expect(splitPlaceId('1.2.2#p3')).toEqual({ section: '1.2.2', anchor: 'p3' });
    expect(splitPlaceId('references')).toEqual({ section: 'references', anchor: '' });
  });
  const toc = [
    { id: 0, label: 'Foreword', nodeData: 'foreword02', hasCaret: false },
    {
      id: 1,
      label: '1 Building Abstractions',
      nodeData: '1',
      childNodes: [
        {
          id: 2,
          label: '1.1 Elements',
          nodeData: '1.1',
          childNodes: [{ id: 3, label: '1.1.1', nodeData: '1.1.1' }],
        },
      ],
    },
  ];
  it('finds the path to a section', () => {
    expect(tocPath(toc, '1.1.1').map((e) => e.nodeData)).toEqual(['1', '1.1', '1.1.1']);
    expect(tocPath(toc, 'foreword02').map((e) => e.nodeData)).toEqual(['foreword02']);
    expect(tocPath(toc, '7')).toEqual([]);
  });
  it('recognises toc.json', () => {
    expect(isTocEntries(toc)).toBe(true);
    expect(isTocEntries({})).toBe(false);
    expect(isTocEntries([{ label: 'x' }])).toBe(false);
  });
});

describe('unknown tags', () => {
  it('finds none in a well-formed section, nested fields included', () => {
    const nodes = [
      { tag: 'TITLE', body: '1.1 x' },
      { child: [{ tag: 'TEXT', child: [{ tag: '#text', body: 'a' }] }] },
      { tag: 'EXERCISE', title: 'Exercise 1.1', child: [], solution: [{ tag: 'BR' }] },
      { tag: 'FIGURE', snippet: { tag: 'SNIPPET', latex: false, eval: false, body: 'x;' }, captionBody: [] },
    ];
    expect(unknownTextbookTag(nodes)).toBeNull();
  });
  it('names the first unknown tag, wherever it hides', () => {
    expect(unknownTextbookTag([{ tag: 'BLINK' }])).toBe('BLINK');
    expect(unknownTextbookTag([{ tag: 'EXERCISE', title: 'e', solution: [{ tag: 'MARQUEE' }] }])).toBe(
      'MARQUEE',
    );
    expect(unknownTextbookTag([{ tag: 'FIGURE', table: { tag: 'TABLE', child: [{ tag: 'TH' }] } }])).toBe(
      'TH',
    );
    expect(unknownTextbookTag([null])).toBe('null');
    expect(unknownTextbookTag([{ tag: 'TEXT', child: 'oops' }])).toBe('TEXT.child');
  });
});
