import { StaffAssessment, StudentAssessment } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentConfigs } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAssessmentConfig,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { assessmentByNumber, assessmentXml, upload } from '../groundcontrol/test-helpers';

/**
 * Issue 17, "Secret testcase inputs leak through `line`": a secret testcase's result hid its text
 * but kept its error's line, so an answer that throws on a line chosen by its argument read the
 * secret argument back from the line number - at once on a Path, whose grading publishes itself.
 * Made here as the attack was made: uploaded, answered, finalised and graded through the API.
 */

let s: TestServer;
let c: CourseWithMembers;
let pathsTypeId: number;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
  // Paths: autograded, and the grading is published as soon as it is done.
  pathsTypeId = await createAssessmentConfig(s.db, c.course.id, { type: 'Paths', isManuallyGraded: false });
  await s.db
    .update(assessmentConfigs)
    .set({ isGradingAutoPublished: true })
    .where(eq(assessmentConfigs.id, pathsTypeId));
});
afterAll(() => s?.close());

/** One programming problem: a public testcase, and two secret ones calling `f` with 1 and with 2. */
const PATH_XML = assessmentXml({
  number: 'P1',
  title: 'A path',
  problems: [
    `<PROBLEM type="programming" maxxp="30"><TEXT>Write f</TEXT><SNIPPET>
      <TEMPLATE>function f(x) { return x; }</TEMPLATE>
      <TESTCASES>
        <PUBLIC score="1" answer="0">f(0);</PUBLIC>
        <SECRET score="1" answer="1">f(1);</SECRET>
        <SECRET score="1" answer="2">f(2);</SECRET>
      </TESTCASES>
    </SNIPPET></PROBLEM>`,
  ],
});

/** Throws on line 3 for 1 and on line 6 for 2: the line of the error spells out the argument. */
const PROBING_ANSWER = [
  'function f(x) {',
  '  if (x === 1) {',
  "    error('one');",
  '  } else {}',
  '  if (x === 2) {',
  "    error('two');",
  '  } else {}',
  '  return x;',
  '}',
].join('\n');

const request = (user: UserRow, method: 'GET' | 'POST', path: string, payload?: object) =>
  s.as(user).request(method, `/v2/courses/${c.course.id}/${path}`, { body: payload });

/** Staff's view of the student's assessment, once the autograder is done with it. */
async function gradedForStaff(assessmentId: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await request(
      c.users.staff,
      'GET',
      `admin/users/${c.regs.student}/assessments/${assessmentId}`,
    );
    expect(res.statusCode).toBe(200);
    const [question] = StaffAssessment.parse(res.json()).questions;
    if (question && question.autogradingStatus !== 'processing' && question.autogradingStatus !== 'none') {
      return question;
    }
    if (Date.now() > deadline) throw new Error(`still not graded: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("a secret testcase's result, as a student sees it", () => {
  it('carries no line, location or message that depends on the secret input; staff still see them', async () => {
    const uploaded = await upload(s, c.course.id, c.users.staff, PATH_XML, { configId: pathsTypeId });
    expect([uploaded.statusCode, uploaded.body]).toEqual([200, 'OK']);
    const assessment = await assessmentByNumber(s, c.course.id, 'P1');
    if (!assessment) throw new Error('the path was not uploaded');
    const published = await request(c.users.staff, 'POST', `admin/assessments/${assessment.id}`, {
      isPublished: true,
      openAt: '2020-01-01T00:00:00.000Z',
      closeAt: '2100-01-01T00:00:00.000Z',
    });
    expect(published.statusCode).toBe(200);

    const shown = await request(c.users.student, 'GET', `assessments/${assessment.id}`);
    const [question] = StudentAssessment.parse(shown.json()).questions;
    if (!question) throw new Error('the path has no question');
    const saved = await request(c.users.student, 'POST', `assessments/question/${question.id}/answer`, {
      answer: PROBING_ANSWER,
    });
    expect([saved.statusCode, saved.body]).toEqual([200, 'OK']);
    const submitted = await request(c.users.student, 'POST', `assessments/${assessment.id}/submit`);
    expect([submitted.statusCode, submitted.body]).toEqual([200, 'OK']);

    // Staff see where each secret testcase failed: the student's line 3 for 1, line 6 for 2.
    const staffView = await gradedForStaff(assessment.id);
    expect(staffView.autogradingResults).toMatchObject([
      { resultType: 'pass', score: 1 },
      { resultType: 'error', errors: [{ errorType: 'runtime', line: 3 }] },
      { resultType: 'error', errors: [{ errorType: 'runtime', line: 6 }] },
    ]);

    // The student's grading is published (a Path), and both the show and the unlock route answer
    // the secret testcases' verdicts alone.
    for (const [method, path, payload] of [
      ['GET', `assessments/${assessment.id}`, undefined],
      ['POST', `assessments/${assessment.id}/unlock`, { password: '' }],
    ] as const) {
      const res = await request(c.users.student, method, path, payload);
      expect(res.statusCode).toBe(200);
      // (The answer itself, with its error('one') and error('two'), is the student's own to see.)
      for (const detail of ['"line"', '"location"', '"errorLine"', '"errorExplanation"', '"errorType"']) {
        expect([path, detail, res.body.includes(detail)]).toEqual([path, detail, false]);
      }
      const [studentView] = StudentAssessment.parse(res.json()).questions;
      expect(studentView).toMatchObject({ autogradingStatus: 'success', xp: 10 });
      expect(studentView?.autogradingResults).toEqual([
        { resultType: 'pass', score: 1 },
        { resultType: 'error', errors: [] },
        { resultType: 'error', errors: [] },
      ]);
    }
  });
});
