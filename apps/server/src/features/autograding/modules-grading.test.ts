import type { AutograderResult } from '@sa/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, questions } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
  defaultLibrary,
  programmingData,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';

/**
 * Answers that use Source modules, graded on the server (issue 18): the grader loads the same
 * bundles from its own copy on disk (never the network), values compute, nothing is drawn or played
 * and `show(r)` returns r; a legacy external library defines only its listed symbols.
 */
let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const GRADING_TIMEOUT_MS = 300_000;
const pass = (score: number): AutograderResult => ({ resultType: 'pass', score });

async function gradedResults(submissionId: number) {
  for (;;) {
    const rows = await s.db
      .select({ status: answers.autogradingStatus, results: answers.autogradingResults, xp: answers.xp })
      .from(answers)
      .innerJoin(questions, eq(questions.id, answers.questionId))
      .where(eq(answers.submissionId, submissionId))
      .orderBy(asc(questions.displayOrder));
    if (rows.every((r) => r.status !== 'processing')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('grading answers that use Source modules', () => {
  it(
    'grades imports in the prepend and the answer with the bundles, and legacy library symbols',
    async () => {
      const { assessment, questions: qs } = await createAssessment(s.db, {
        courseId: c.course.id,
        configId: c.configId,
        questions: [
          {
            // The prepend's import serves the answer and the testcases.
            type: 'programming',
            maxXp: 10,
            library: defaultLibrary({ chapter: 2 }),
            data: programmingData({
              prepend: "import { make_tree, entry, left_branch } from 'binary_tree';",
              public: [{ program: 'entry(left_branch(t));', answer: '1', score: 1 }],
              opaque: [{ program: 'is_pair(show_twice(heart));', answer: 'true', score: 1 }],
              secret: [{ program: 'length(notes);', answer: '3', score: 1 }],
            }),
          },
          {
            // RUNES with a whitelist: heart is defined with no import, square (not listed) is not.
            type: 'programming',
            maxXp: 10,
            library: defaultLibrary({
              chapter: 2,
              external: { name: 'runes', symbols: ['heart', 'beside', 'show'] },
            }),
            data: programmingData({
              public: [{ program: 'stringify(show(beside(heart, heart)));', answer: '"<Rune>"', score: 1 }],
              opaque: [{ program: 'square;', answer: '"not declared"', score: 1 }],
              secret: [],
            }),
          },
        ],
      });
      const submission = await createSubmission(s.db, {
        assessmentId: assessment.id,
        studentId: c.regs.student,
        status: 'attempted',
      });
      await createAnswer(s.db, {
        submissionId: submission.id,
        questionId: qs[0]?.id ?? 0,
        answer: {
          code: [
            "import { heart, show, stack } from 'rune';",
            "import { letter_name_to_midi_note } from 'sound';",
            'const t = make_tree(2, make_tree(1, null, null), null);',
            // show draws nothing on the server: it returns its rune, a value testcases can use.
            'function show_twice(r) { return pair(show(r), show(stack(r, r))); }',
            'const notes = map(letter_name_to_midi_note, list("C4", "D4", "E4"));',
          ].join('\n'),
        },
      });
      await createAnswer(s.db, {
        submissionId: submission.id,
        questionId: qs[1]?.id ?? 0,
        answer: { code: 'const two = 2;' },
      });

      const res = await s
        .as(c.users.student)
        .post(`/v2/courses/${c.course.id}/assessments/${assessment.id}/submit`);
      expect([res.statusCode, res.body]).toEqual([200, 'OK']);
      const [imports, legacy] = await gradedResults(submission.id);
      expect(imports).toMatchObject({ status: 'success', xp: 10, results: [pass(1), pass(1), pass(1)] });
      expect(legacy?.status).toBe('success');
      expect(legacy?.results[0]).toEqual(pass(1));
      // Only the listed symbols exist: square stays undeclared.
      expect(legacy?.results[1]).toMatchObject({ resultType: 'error' });
      expect(JSON.stringify(legacy?.results[1])).toContain('Name square not declared');
    },
    GRADING_TIMEOUT_MS,
  );
});
