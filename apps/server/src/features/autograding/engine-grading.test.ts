import type { RunSettings, SourceSession } from '@sa/runner';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, gradingJobs } from '../../db/schema';
import { createAnswer, createSubmission, firstConfigId } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';
import { assessmentByNumber, problemXml, questionsOf, upload } from '../groundcontrol/test-helpers';
import { createGraderSession } from './grade-answer';
import { GraderService } from './grader-service';

/**
 * The grader runs an answer on the evaluator its question's library names (ADR 0039): an assessment
 * uploaded through HTTP with `<OPTION key="engine" value="js-slang"/>` is graded on js-slang, one
 * without the option on the fast path. The runner is the real one; the test only records the
 * settings each testcase is run with on its way in.
 */

let s: TestServer;
let course: CourseRow;
let staff: UserRow;
let configId: number;

beforeAll(async () => {
  // No grader of the app: the test's own grader below is the only one claiming.
  s = await startTestServer({ config: { graderWorkers: 0 } });
  course = await s.createCourse();
  staff = await s.createUser();
  await s.enrol(staff, course, 'staff');
  configId = await firstConfigId(s.db, course.id);
});
afterAll(() => s?.close());

const xml = (number: string, option: string) => `<?xml version="1.0"?>
<CONTENT>
  <TASK title="Engine ${number}" number="${number}">
    <WEBSUMMARY>Which evaluator grades</WEBSUMMARY>
    <PROGRAMMINGLANGUAGE interpreter="1">${option}</PROGRAMMINGLANGUAGE>
    <PROBLEMS>${problemXml('programming')}</PROBLEMS>
  </TASK>
</CONTENT>`;

/** The real grader session, recording the settings of every run it is asked for. */
function recordingSession(seen: RunSettings[]): SourceSession {
  const real = createGraderSession();
  return {
    run: (code, settings, listener) => {
      seen.push(settings);
      return real.run(code, settings, listener);
    },
    evaluate: (code, listener) => real.evaluate(code, listener),
    runStages: async (codes, settings) => {
      seen.push(settings);
      if (!real.runStages) throw new Error('the grader session runs stages');
      return real.runStages(codes, settings);
    },
    stop: () => real.stop(),
    dispose: () => real.dispose(),
  };
}

/** Uploads the assessment, then queues a correct answer of a new student for grading. */
async function queueAnswer(number: string, option: string): Promise<number> {
  const res = await upload(s, course.id, staff, xml(number, option), { configId });
  expect([res.statusCode, res.body]).toEqual([200, 'OK']);
  const assessment = await assessmentByNumber(s, course.id, number);
  const [question] = await questionsOf(s, assessment?.id ?? 0);
  const studentId = await s.enrol(await s.createUser(), course, 'student');
  const submission = await createSubmission(s.db, {
    assessmentId: assessment?.id ?? 0,
    studentId,
    status: 'submitted',
  });
  await createAnswer(s.db, {
    submissionId: submission.id,
    questionId: question?.id ?? 0,
    answer: { code: 'function f(x) { return x; }' },
    autogradingStatus: 'processing',
  });
  const [answer] = await s.db
    .select({ id: answers.id })
    .from(answers)
    .where(eq(answers.submissionId, submission.id));
  const [job] = await s.db
    .insert(gradingJobs)
    .values({ answerId: answer?.id ?? 0 })
    .returning({ id: gradingJobs.id });
  return job?.id ?? 0;
}

const statusOf = async (jobId: number) =>
  (await s.db.select({ status: gradingJobs.status }).from(gradingJobs).where(eq(gradingJobs.id, jobId)))[0]
    ?.status;

describe("the grader uses the question library's evaluator", () => {
  it('grades a library with engine js-slang on js-slang and one without the option on the fast path', async () => {
    const slangJob = await queueAnswer('E1', '<OPTION key="engine" value="js-slang"/>');
    const seen: RunSettings[] = [];
    const grader = new GraderService({
      db: s.db,
      listen: s.listen,
      log: s.app.log,
      poolSize: 1,
      pollMs: 50,
      createSession: () => recordingSession(seen),
    });
    await grader.start();
    try {
      while ((await statusOf(slangJob)) !== 'done') await new Promise((r) => setTimeout(r, 50));
      expect(seen.length).toBeGreaterThan(0);
      expect(new Set(seen.map((settings) => settings.engine))).toEqual(new Set(['js-slang']));

      seen.length = 0;
      const fastJob = await queueAnswer('E2', '<OPTION key="typecheck" value="false"/>');
      grader.wake();
      while ((await statusOf(fastJob)) !== 'done') await new Promise((r) => setTimeout(r, 50));
      expect(new Set(seen.map((settings) => settings.engine))).toEqual(new Set(['fast']));
    } finally {
      await grader.stop();
    }
    // Both answers pass both testcases, whichever evaluator ran them.
    const graded = await s.db.select({ xp: answers.xp, status: answers.autogradingStatus }).from(answers);
    expect(graded).toEqual([
      { xp: 100, status: 'success' },
      { xp: 100, status: 'success' },
    ]);
  }, 300_000);

  it('refuses an upload whose engine option names no evaluator, with a message saying why', async () => {
    const res = await upload(s, course.id, staff, xml('E3', '<OPTION key="engine" value="slow"/>'), {
      configId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('OPTION engine must be "fast" or "js-slang", not "slow"');
  });
});
