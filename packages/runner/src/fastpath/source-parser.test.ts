import { createContext } from 'js-slang';
import { parse } from 'js-slang/dist/parser/parser.js';
import type { Context } from 'js-slang/dist/types.js';
import { describe, expect, it } from 'vitest';
import { chapterParser } from './source-parser';

// Programs breaking several of a chapter's syntax rules at once, so the errors' order counts too.
const PROGRAMS = [
  'let x = 1;\nx = 2;\nwhile (x) { }\nconst a = [1, 2];\na[0];',
  'function f(x) { if (x) { return 1; } }\nconst g = x => { x; };\nf(1)',
  'for (let i = 0; i < 3; i = i + 1) { }\nvar v = 1;\ni++;\nconst o = {};',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a Source template literal with an expression, as program text
  'const s = `a${1}`;\nconst t = typeof 1;\nnull;\n1 ? 2 : 3;\nif (true) 1; else 2;',
  'const xs = [1, , 2];\nconst ys = [...xs];\nx += 1;\nimport { a } from "b";',
  '1 +',
  'function (x) { return x; }',
  'let y = 1; y = y + 1; y;',
];

const describeErrors = (errors: Context['errors']) =>
  errors.map((e) => `${e.location.start.line}:${e.location.start.column} ${e.explain()}`);

describe("the chapter parser reports what js-slang's parse reports", () => {
  for (const chapter of [1, 2, 3, 4] as const) {
    it(`in chapter ${chapter}, in the same order`, () => {
      const ours = createContext(chapter);
      const parser = chapterParser(ours);
      for (const code of PROGRAMS) {
        const theirs = createContext(chapter);
        const expected = parse(code, theirs);
        ours.errors = [];
        const actual = parser.parse(code);
        expect(describeErrors(ours.errors), code).toEqual(describeErrors(theirs.errors));
        expect(actual === null, code).toBe(expected === null);
      }
    });
  }

  it('finds errors at all (the comparison is not between two empty lists)', () => {
    const context = createContext(1);
    context.errors = [];
    expect(chapterParser(context).parse('let x = 1;\nwhile (x) { }')).toBeNull();
    expect(describeErrors(context.errors).length).toBeGreaterThan(0);
  });
});
