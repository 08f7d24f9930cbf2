/**
 * The textbook's section JSON, node by node (reference section B). A section is an array of nodes;
 * the JSON is someone else's build output, so the reader checks every tag as it renders and treats
 * an unknown one as a parsing error rather than trusting these types blindly.
 */

/** Nodes whose content is `child`, rendered recursively. */
export interface ParentNode {
  tag:
    | 'TEXT'
    | 'B'
    | 'EM'
    | 'TT'
    | 'SUBHEADING'
    | 'SUBSUBHEADING'
    | 'TABLE'
    | 'TR'
    | 'TD'
    | 'OL'
    | 'UL'
    | 'LI'
    | 'REFERENCE';
  id?: string;
  child?: TextbookNode[];
}

/** Nodes whose content is the string `body`. */
export interface BodyNode {
  tag: '#text' | 'JAVASCRIPTINLINE' | 'META' | 'LATEX' | 'TITLE';
  id?: string;
  body: string;
}

export interface BreakNode {
  tag: 'BR';
}

export interface LinkNode {
  tag: 'LINK' | 'REF' | 'FOOTNOTE_REF';
  id?: string;
  href: string;
  body: string;
}

export interface FootnoteNode {
  tag: 'DISPLAYFOOTNOTE';
  id?: string;
  count: number;
  href?: string;
  child?: TextbookNode[];
}

export interface QuoteNode {
  tag: 'EPIGRAPH' | 'BLOCKQUOTE';
  id?: string;
  child?: TextbookNode[];
  author?: string;
  title?: string;
  date?: string;
}

export interface ExerciseNode {
  tag: 'EXERCISE';
  id?: string;
  title: string;
  child?: TextbookNode[];
  solution?: TextbookNode[];
}

/**
 * A program of the book. `latex` snippets are math; `eval: false` ones are shown only; runnable ones
 * carry `program` (a playground link hash) and `prependLength` (rows of required code put first).
 */
export interface SnippetNode {
  tag: 'SNIPPET';
  latex: boolean;
  eval: boolean;
  /** The book's generator numbers a section's snippets (1, 2, ...). */
  id?: string | number;
  body: string;
  output?: string;
  prependLength?: number;
  program?: string;
}

export interface FigureNode {
  tag: 'FIGURE';
  id?: string;
  src?: string;
  /** A CSS width such as "70%". */
  scale?: string;
  snippet?: SnippetNode;
  table?: ParentNode;
  captionName?: string;
  captionHref?: string;
  captionBody?: TextbookNode[];
}

/** A node without a tag only groups its children. */
export interface GroupNode {
  tag?: undefined;
  child?: TextbookNode[];
}

export type TextbookNode =
  | ParentNode
  | BodyNode
  | BreakNode
  | LinkNode
  | FootnoteNode
  | QuoteNode
  | ExerciseNode
  | SnippetNode
  | FigureNode
  | GroupNode;

export type TextbookTag = NonNullable<TextbookNode['tag']>;

/** Every tag of reference section B; anything else in a section is a parsing error. */
export const TEXTBOOK_TAGS: ReadonlySet<string> = new Set<TextbookTag>([
  '#text',
  'TEXT',
  'B',
  'EM',
  'TT',
  'BR',
  'JAVASCRIPTINLINE',
  'META',
  'LATEX',
  'LINK',
  'REF',
  'FOOTNOTE_REF',
  'DISPLAYFOOTNOTE',
  'SUBHEADING',
  'SUBSUBHEADING',
  'TITLE',
  'EPIGRAPH',
  'BLOCKQUOTE',
  'EXERCISE',
  'FIGURE',
  'TABLE',
  'TR',
  'TD',
  'OL',
  'UL',
  'LI',
  'REFERENCE',
  'SNIPPET',
]);

/** One entry of toc.json (a Blueprint Tree node). */
export interface TocEntry {
  id: number;
  label: string;
  nodeData: string;
  hasCaret?: boolean;
  childNodes?: TocEntry[];
}

export interface SectionNeighbours {
  prev?: string;
  next?: string;
}

/** toc-navigation.json: section id -> its neighbours. */
export type TocNavigation = Record<string, SectionNeighbours>;

const NESTED_FIELDS = ['child', 'solution', 'captionBody'] as const;

/**
 * The first tag in a section's node tree that the reader does not know (or a node that is not an
 * object), else null: such a section is a parsing error, found before anything renders.
 */
export function unknownTextbookTag(nodes: readonly unknown[]): string | null {
  const stack: unknown[] = [...nodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return String(node);
    const record = node as Record<string, unknown>;
    if (record.tag !== undefined && (typeof record.tag !== 'string' || !TEXTBOOK_TAGS.has(record.tag))) {
      return String(record.tag);
    }
    for (const field of NESTED_FIELDS) {
      const nested = record[field];
      if (nested === undefined) continue;
      if (!Array.isArray(nested)) return `${String(record.tag)}.${field}`;
      stack.push(...nested);
    }
    if (record.snippet !== undefined) stack.push(record.snippet);
    if (record.table !== undefined) stack.push(record.table);
  }
  return null;
}
