import type { TextbookNode, TocEntry } from '@sa/domain';
import { vi } from 'vitest';
import { deployment } from '../../test/fakeBackend';

/** Small sample JSON in the book's shapes (written for these tests; no text of the book). */
/** The fake deployment's textbookUrl (test/fakeBackend.ts). */
export const BASE = deployment().textbookUrl;

export const TOC: TocEntry[] = [
  { id: 0, label: 'Foreword', nodeData: 'foreword02', hasCaret: false },
  {
    id: 1,
    label: '1 Sample Chapter',
    nodeData: '1',
    childNodes: [
      {
        id: 2,
        label: '1.1 Sample Section',
        nodeData: '1.1',
        childNodes: [{ id: 3, label: '1.1.1 Sample Subsection', nodeData: '1.1.1', hasCaret: false }],
      },
    ],
  },
];

export const NAVIGATION = {
  index: { next: 'foreword02' },
  foreword02: { prev: 'index', next: '1' },
  '1': { prev: 'foreword02', next: '1.1' },
  '1.1': { prev: '1', next: '1.1.1' },
  '1.1.1': { prev: '1.1' },
};

const text = (body: string): TextbookNode => ({ tag: '#text', body });

export const EVERY_KIND: TextbookNode[] = [
  { tag: 'TITLE', id: '/sicpjs/1.1.1', body: '1.1.1 Sample Subsection' },
  {
    tag: 'EPIGRAPH',
    child: [text('Words worth quoting.')],
    author: ' A. Writer, ',
    title: 'A Book',
    date: ' (1999)',
  },
  {
    tag: 'TEXT',
    id: '#p1',
    child: [
      text('Plain '),
      text('merged. '),
      { tag: 'B', child: [text('bold')] },
      { tag: 'EM', child: [text('emphasis')] },
      { tag: 'TT', child: [text('teletype')] },
      { tag: 'BR' },
      { tag: 'JAVASCRIPTINLINE', body: 'const x = 1;' },
      { tag: 'META', body: 'name' },
      { tag: 'LATEX', body: '$n!$' },
      { tag: 'LATEX', body: '$\\mbox{fact}(n)$' },
      { tag: 'LATEX', body: '$\\frac{1}{$' },
      { tag: 'LINK', href: 'https://example.org/', body: 'an outside page' },
      { tag: 'REF', href: '/sicpjs/1.1#ex-1.1', body: '1.1' },
      { tag: 'FOOTNOTE_REF', id: '#footnote-link-1', href: '/sicpjs/1.1.1#footnote-1', body: '1' },
    ],
  },
  { tag: 'SUBHEADING', id: '#h1', child: [text('A subheading')] },
  { tag: 'SUBSUBHEADING', id: '#h2', child: [text('A subsubheading')] },
  { tag: 'BLOCKQUOTE', child: [text('Quoted block.')] },
  {
    tag: 'EXERCISE',
    id: '#ex-1.1',
    title: 'Exercise 1.1',
    child: [text('Do the thing.')],
    solution: [{ tag: 'TEXT', child: [text('The thing, done.')] }],
  },
  { tag: 'EXERCISE', id: '#ex-1.2', title: 'Exercise 1.2', child: [text('Another.')] },
  {
    tag: 'FIGURE',
    id: '#fig-1.1',
    src: 'img_javascript/sample.svg',
    scale: '50%',
    captionName: 'Figure 1.1 ',
    captionHref: '/sicpjs/1.1.1#fig-1.1',
    captionBody: [text('A sample picture.')],
  },
  {
    tag: 'FIGURE',
    id: '#fig-1.2',
    snippet: { tag: 'SNIPPET', latex: false, eval: false, id: 'fig-snippet', body: 'figure_code();' },
    captionName: 'Figure 1.2 ',
    captionBody: [text('A program figure.')],
  },
  {
    tag: 'TABLE',
    child: [
      {
        tag: 'TR',
        child: [
          { tag: 'TD', child: [text('cell a')] },
          { tag: 'TD', child: [text('cell b')] },
        ],
      },
    ],
  },
  { tag: 'OL', child: [{ tag: 'LI', child: [text('first item')] }] },
  { tag: 'UL', child: [{ tag: 'LI', child: [text('bullet item')] }] },
  { tag: 'REFERENCE', child: [text('Writer, A. 1999. A Book.')] },
  { tag: 'SNIPPET', latex: true, eval: false, body: '$$x^2$$' },
  { tag: 'SNIPPET', latex: false, eval: false, id: '2', body: 'shown_only(1); ', output: '42' },
  {
    tag: 'SNIPPET',
    latex: false,
    eval: true,
    id: '3',
    body: 'runnable(2); ',
    output: '7',
    prependLength: 0,
    program: 'chap=1&prgrm=abc',
  },
  { child: [text('grouped text')] },
  {
    tag: 'DISPLAYFOOTNOTE',
    id: '#footnote-1',
    count: 1,
    href: '/sicpjs/1.1.1#footnote-link-1',
    child: [text('A note.')],
  },
];

export interface SampleBook {
  sections?: Record<string, unknown>;
  /** Raw bodies (bad JSON). */
  raw?: Record<string, string>;
  search?: unknown;
}

/** Stubs the global fetch with the sample book at BASE; returns the mock to inspect its calls. */
export function stubBook(book: SampleBook = {}) {
  const files: Record<string, string> = {
    'json/toc.json': JSON.stringify(TOC),
    'json/toc-navigation.json': JSON.stringify(NAVIGATION),
    ...Object.fromEntries(
      Object.entries(book.sections ?? {}).map(([s, v]) => [`json/${s}.json`, JSON.stringify(v)]),
    ),
    ...Object.fromEntries(Object.entries(book.raw ?? {}).map(([s, v]) => [`json/${s}.json`, v])),
  };
  if (book.search !== undefined) files['json/searchData.json'] = JSON.stringify(book.search);
  const mock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const file = url.startsWith(BASE) ? files[url.slice(BASE.length)] : undefined;
    if (file === undefined) return new Response('missing', { status: 404, statusText: 'Not Found' });
    return new Response(file, { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
