// A generated textbook section for the reader's render benchmark (bench/textbook.ts): the book's
// largest section is about 600 KB of JSON, so this writes one of that size out of the node kinds
// a real section mixes (paragraphs with inline markup, runnable snippets, LaTeX, exercises,
// figures, lists, tables, footnotes). The text is made up; only the shape follows the book's.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

type Node = { tag: string; [field: string]: unknown };

const text = (body: string): Node => ({ tag: '#text', body });

/** One 'block' of a section: about 2.5 KB of JSON with every common node kind. */
function block(section: string, k: number): Node[] {
  const p = (n: number) => `#p${k * 10 + n}`;
  return [
    { tag: 'SUBHEADING', id: `#h${k}`, child: [text(`Part ${k} of the generated section`)] },
    {
      tag: 'TEXT',
      id: p(1),
      child: [
        text(`Paragraph ${k} talks about `),
        { tag: 'B', child: [text('bold ideas')] },
        text(', '),
        { tag: 'EM', child: [text('emphasised words')] },
        text(' and code such as '),
        { tag: 'JAVASCRIPTINLINE', body: `square(${k})` },
        text(', where '),
        { tag: 'LATEX', body: `$x_{${k}}^2$` },
        text(' grows with '),
        { tag: 'META', body: 'n' },
        text('. See exercise '),
        { tag: 'REF', href: `/sicpjs/${section}#ex-3.${k}`, body: `3.${k}` },
        text('.'),
        {
          tag: 'FOOTNOTE_REF',
          id: `#footnote-link-${k}`,
          href: `/sicpjs/${section}#footnote-${k}`,
          body: `${k}`,
        },
      ],
    },
    {
      tag: 'SNIPPET',
      latex: false,
      id: k,
      eval: true,
      body: `function step_${k}(x) {\n    return x * ${k} + 1;\n}\nstep_${k}(${k}); `,
      output: String(k * k + 1),
      prependLength: 0,
      // A program hash of the usual form; the render benchmark never opens the snippet.
      program: `chap=3&prgrm=${'A'.repeat(120)}`,
    },
    { tag: 'LATEX', body: `$$\\mbox{cost}(${k}) = \\sum_{i=1}^{${k}} i^2$$` },
    {
      tag: 'UL',
      child: [
        { tag: 'LI', child: [text(`first point of part ${k}`)] },
        { tag: 'LI', child: [text(`second point of part ${k}`)] },
      ],
    },
    {
      tag: 'TABLE',
      child: [
        {
          tag: 'TR',
          child: [
            { tag: 'TD', child: [text('n')] },
            { tag: 'TD', child: [text('value')] },
          ],
        },
        {
          tag: 'TR',
          child: [
            { tag: 'TD', child: [text(String(k))] },
            { tag: 'TD', child: [text(String(2 * k))] },
          ],
        },
      ],
    },
    {
      tag: 'EXERCISE',
      id: `#ex-3.${k}`,
      title: `Exercise 3.${k}`,
      child: [{ tag: 'TEXT', id: p(2), child: [text(`Write step_${k + 1} in the same way.`)] }],
      ...(k % 2 === 0 ? { solution: [{ tag: 'TEXT', id: p(3), child: [text('Change the factor.')] }] } : {}),
    },
    {
      tag: 'FIGURE',
      id: `#fig-3.${k}`,
      snippet: { tag: 'SNIPPET', latex: false, id: 10_000 + k, eval: false, body: `const part = ${k}; ` },
      captionName: `Figure 3.${k} `,
      captionHref: `/sicpjs/${section}#fig-3.${k}`,
      captionBody: [text(`A program shown as figure ${k}.`)],
    },
  ];
}

/**
 * A section (`section`, e.g. '3.3.4') as the book's JSON: a TITLE, then blocks until the text is
 * at least `bytes` long (default 600 KB), then the footnotes. Returns the JSON text.
 */
export function textbookSampleSection(section = '3.3.4', bytes = 600 * 1024): string {
  const nodes: Node[] = [
    { tag: 'TITLE', id: `/sicpjs/${section}`, body: `${section}\u00a0\u00a0A Generated Section` },
  ];
  let size = JSON.stringify(nodes).length;
  const footnotes: Node[] = [];
  for (let k = 1; size < bytes; k++) {
    const more = block(section, k);
    const note: Node = {
      tag: 'DISPLAYFOOTNOTE',
      id: `#footnote-${k}`,
      count: k,
      href: `/sicpjs/${section}#footnote-link-${k}`,
      child: [text(`Footnote ${k} of the generated section.`)],
    };
    nodes.push(...more);
    footnotes.push(note);
    size += JSON.stringify(more).length + JSON.stringify(note).length + more.length + 1;
  }
  return JSON.stringify([...nodes, ...footnotes]);
}

/** Writes `textbookSampleSection(section, bytes)` to `file` (its folder made if missing). */
export function writeTextbookSampleSection(file: string, section = '3.3.4', bytes = 600 * 1024): number {
  const json = textbookSampleSection(section, bytes);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, json);
  return json.length;
}
