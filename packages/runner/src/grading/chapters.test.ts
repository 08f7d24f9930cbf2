import type { AutograderResult } from '@sa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSession, type NodeSourceSession } from '../node';
import type { RunSettings } from '../protocol';
import { type GradingProgram, gradeTestcase } from './grade';

/**
 * Every result type and error location, for each chapter, with a program written in that chapter's
 * own language. One session for the file: each testcase starts a fresh context anyway.
 */

type Chapter = RunSettings['chapter'];

interface ChapterCase {
  chapter: Chapter;
  program: GradingProgram;
  testcase: string;
  answer: string;
  /** A student line this chapter refuses, as line 2 of the student's code, and the reason. */
  forbidden: { line: string; explanation: string };
  /** A student line that fails at run time, as line 2, and the message. */
  failing: { line: string; explanation: string };
  /** Student code that never ends. */
  endless: string;
}

const CASES: ChapterCase[] = [
  {
    chapter: 1,
    program: { prepend: 'const k = 2;', student: 'function f(x) {\n  return k * x;\n}', postpend: '' },
    testcase: 'f(21);',
    answer: '42',
    forbidden: {
      line: 'let y = 1;',
      explanation: "Mutable variable declaration using keyword 'let' is not allowed.",
    },
    failing: {
      line: 'const y = 1 + "a";',
      explanation: 'Expected number on right hand side of operation, got string.',
    },
    endless: 'function g(x) { return g(x); }\ng(1);',
  },
  {
    chapter: 2,
    program: {
      prepend: 'const k = 2;',
      student: 'function f(xs) {\n  return map(x => k * x, xs);\n}',
      postpend: '',
    },
    testcase: 'f(list(1, 2));',
    answer: '[2, [4, null]]',
    forbidden: {
      line: 'let y = 1;',
      explanation: "Mutable variable declaration using keyword 'let' is not allowed.",
    },
    failing: {
      line: 'const y = head(null);',
      explanation: 'head: Expected pair, got null.',
    },
    endless: 'function g(xs) { return g(pair(1, xs)); }\ng(null);',
  },
  {
    chapter: 3,
    program: {
      prepend: 'const k = 2;',
      student:
        'function f(a) {\n  let s = 0;\n  for (let i = 0; i < array_length(a); i = i + 1) {\n    s = s + k * a[i];\n  }\n  return s;\n}',
      postpend: '',
    },
    testcase: 'f([1, 2, 3]);',
    answer: '12',
    forbidden: { line: 'const o = {};', explanation: 'Object expressions are not allowed' },
    failing: {
      line: 'const y = [1][5 - 6];',
      explanation: 'Expected array index as prop, got other number.',
    },
    endless: 'let i = 0;\nwhile (i >= 0) { i = i + 1; }',
  },
  {
    chapter: 4,
    program: {
      prepend: 'const k = 2;',
      student: 'function f(xs) {\n  return k * apply_in_underlying_javascript(math_max, xs);\n}',
      postpend: '',
    },
    testcase: 'f(list(1, 5, 3));',
    answer: '10',
    forbidden: { line: 'const o = {};', explanation: 'Object expressions are not allowed' },
    failing: {
      line: 'const y = parse("1");',
      explanation: 'parse: Missing semicolon at the end of statement',
    },
    endless: 'while (true) {}',
  },
];

let session: NodeSourceSession;
beforeAll(async () => {
  session = createNodeSession();
  await session.whenReady();
});
afterAll(() => session?.dispose());

function grade(c: ChapterCase, program: GradingProgram, testcase = c.testcase, answer = c.answer) {
  const settings: RunSettings = { chapter: c.chapter, variant: 'default', execTimeMs: 1000 };
  return gradeTestcase(
    session,
    settings,
    program,
    { program: testcase, answer, score: 3 },
    { hardTimeoutMs: 4000 },
  );
}

/** The student's code with `line` as its line 2, at top level (so it runs in the student stage). */
function withStudentLine2(c: ChapterCase, line: string): GradingProgram {
  return { ...c.program, student: `const first = 1;\n${line}\n${c.program.student}` };
}

describe.each(CASES)('chapter $chapter', (c) => {
  it('passes with the testcase score', async () => {
    expect(await grade(c, c.program)).toEqual({ resultType: 'pass', score: 3 });
  });

  it('fails with the expected and the actual result', async () => {
    expect(await grade(c, c.program, c.testcase, '0')).toEqual({
      resultType: 'fail',
      expected: '0',
      actual: c.answer,
    } satisfies AutograderResult);
  });

  it("reports the chapter's own syntax rule at the student's line 2", async () => {
    expect(await grade(c, withStudentLine2(c, c.forbidden.line))).toEqual({
      resultType: 'error',
      errors: [
        {
          errorType: 'syntax',
          line: 2,
          location: 'student',
          errorLine: c.forbidden.line,
          errorExplanation: c.forbidden.explanation,
        },
      ],
    });
  });

  it("reports a runtime error at the student's line 2", async () => {
    expect(await grade(c, withStudentLine2(c, c.failing.line))).toEqual({
      resultType: 'error',
      errors: [
        {
          errorType: 'runtime',
          line: 2,
          location: 'student',
          errorLine: c.failing.line,
          errorExplanation: c.failing.explanation,
        },
      ],
    });
  });

  it('reports errors in the prepend, the postpend and the testcase at their own lines', async () => {
    const prepend = { ...c.program, prepend: `${c.program.prepend}\nconst broken = k(1);` };
    expect(await grade(c, prepend)).toMatchObject({
      resultType: 'error',
      errors: [{ errorType: 'runtime', line: 2, location: 'prepend', errorLine: 'const broken = k(1);' }],
    });
    const postpend = { ...c.program, postpend: 'const ok = 1;\nconst bad = ok(2);\n' };
    expect(await grade(c, postpend)).toMatchObject({
      resultType: 'error',
      errors: [{ errorType: 'runtime', line: 2, location: 'postpend', errorLine: 'const bad = ok(2);' }],
    });
    expect(await grade(c, c.program, `${c.testcase}\n${c.testcase}\nundefined_name;`)).toMatchObject({
      resultType: 'error',
      errors: [
        {
          errorType: 'runtime',
          line: 3,
          location: 'testcase',
          errorExplanation: 'Name undefined_name not declared.',
        },
      ],
    });
    expect(await grade(c, c.program, 'f(1;')).toMatchObject({
      resultType: 'error',
      errors: [{ errorType: 'syntax', line: 1, location: 'testcase', errorLine: 'f(1;' }],
    });
  });

  it('reports a program that never ends as a timeout', async () => {
    expect(await grade(c, { ...c.program, student: `${c.program.student}\n${c.endless}` })).toEqual({
      resultType: 'error',
      errors: [{ errorType: 'timeout' }],
    });
  });
});
