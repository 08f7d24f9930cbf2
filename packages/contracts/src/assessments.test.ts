import { describe, expect, it } from 'vitest';
import {
  type AutograderResultOutput,
  SECRET_RESULT_TEXT,
  StaffAssessment,
  StudentAssessment,
  type TestcaseOutput,
} from './assessments';
import { responseSchemaFor } from './http/route';
import { routes } from './routes';

/**
 * What a student's assessment schema lets through, whatever the server built: it is the last cut
 * before the answer leaves (the show, unlock and member routes parse with it by role).
 */

const library = {
  chapter: 1,
  variant: 'default',
  execTimeMs: 1000,
  globals: {},
  external: { name: 'NONE', symbols: [] },
  languageOptions: {},
} as const;

/** An answer that throws on a line chosen by its argument, and says the argument. */
const thrownOnLine = (line: number, argument: string): AutograderResultOutput => ({
  resultType: 'error',
  errors: [
    {
      errorType: 'runtime',
      line,
      location: 'testcase',
      errorLine: `error(${argument});`,
      errorExplanation: `Error: "${argument}"`,
    },
  ],
});

/** A staff-shaped assessment: one programming question with a public testcase and its results. */
function payload(testcases: TestcaseOutput[], results: AutograderResultOutput[]) {
  return {
    id: 1,
    courseId: 1,
    title: 'A path',
    type: 'Paths',
    story: null,
    number: 'P1',
    reading: null,
    longSummary: null,
    hasTokenCounter: false,
    missionPDF: null,
    isMinigame: false,
    isAutosaveEnabled: true,
    questions: [
      {
        id: 10,
        type: 'programming',
        library,
        graderLibrary: library,
        showSolution: false,
        maxXp: 30,
        blocking: false,
        content: 'Write f',
        answer: 'function f(x) { return x; }',
        lastModifiedAt: null,
        grader: null,
        gradedAt: null,
        xp: 10,
        autogradingStatus: 'success',
        autogradingResults: results,
        comments: null,
        prepend: '',
        solutionTemplate: '',
        postpend: '',
        testcases,
        solution: 'function f(x) { return x * 2; }',
      },
    ],
  };
}

const shown: TestcaseOutput = { program: 'f(0);', answer: '0', score: 1, type: 'public' };
const secret: TestcaseOutput = { program: 'f(7);', answer: '7', score: 1, type: 'secret' };

describe("a student's assessment schema", () => {
  it("keeps a shown testcase's result whole, and cuts every result past them to its verdict", () => {
    const results: AutograderResultOutput[] = [
      thrownOnLine(1, 'public-argument-0'),
      thrownOnLine(3, 'secret-argument-7'),
      { resultType: 'fail', expected: '7', actual: '8' },
      { resultType: 'pass', score: 1 },
      { resultType: 'error', errors: [{ errorType: 'timeout' }] },
      { resultType: 'error', errors: [{ errorType: 'systemError', errorMessage: 'crashed on 7' }] },
    ];
    const [question] = StudentAssessment.parse(payload([shown], results)).questions;
    expect(question?.autogradingResults).toEqual([
      thrownOnLine(1, 'public-argument-0'),
      { resultType: 'error', errors: [] },
      { resultType: 'fail', expected: SECRET_RESULT_TEXT, actual: SECRET_RESULT_TEXT },
      { resultType: 'pass', score: 1 },
      { resultType: 'error', errors: [] },
      { resultType: 'error', errors: [] },
    ]);
    expect(JSON.stringify(question)).not.toMatch(/secret-argument|crashed on 7|"line":3/);
  });

  it('drops the grading library and the solution switch, and refuses a secret testcase', () => {
    const [question] = StudentAssessment.parse(payload([shown], [])).questions;
    expect(question).not.toHaveProperty('graderLibrary');
    expect(question).not.toHaveProperty('showSolution');
    expect(StudentAssessment.safeParse(payload([shown, secret], [])).success).toBe(false);
  });

  it("leaves staff every detail of every result, and cuts a student's at the show routes", () => {
    const results = [thrownOnLine(1, 'public-argument-0'), thrownOnLine(3, 'secret-argument-7')];
    const built = payload([shown, secret], results);
    expect(StaffAssessment.parse(built).questions[0]?.autogradingResults).toEqual(results);
    const { assessments } = routes;
    for (const route of [assessments.show, assessments.unlock, assessments.memberAssessment]) {
      expect(responseSchemaFor(route, 'student')).toBe(StudentAssessment);
      expect(responseSchemaFor(route, 'staff')).toBe(StaffAssessment);
      expect(responseSchemaFor(route, 'admin')).toBe(StaffAssessment);
    }
  });
});
