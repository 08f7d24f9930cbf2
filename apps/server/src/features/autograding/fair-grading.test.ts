import { budgetSpentResult } from '@sa/domain';
import type { RunOutcome, SourceSession, StagesOutcome } from '@sa/runner';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers, gradingJobs } from '../../db/schema';
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
import { GraderService } from './grader-service';
import { claimJobs } from './job-queries';

/**
 * Fair grading. The claim order of the queue, read straight from claimJobs (no grader of the app runs
 * here): round robin across submitters, so an ordinary student's job is not stuck behind another's
 * many. Then a grader of the test's own, on fake runners whose programs take as long as the test says.
 */

let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  // No grader in this process: the test is the only one claiming.
  s = await startTestServer({ config: { graderWorkers: 0 } });
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const LOCK_MS = 60_000;
const THREE_TESTCASES = [1, 2, 3].map(() => ({ program: 'f(1);', answer: '2', score: 1 }));
const base = Date.now() - 3_600_000;
let clock = 0;

type Queued = { label: string; jobId: number };
type Owner = { studentId: number } | { teamId: number };

const IdRow = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

async function newStudent(): Promise<Owner> {
  return { studentId: await s.enrol(await s.createUser(), c.course, 'student') };
}

/** A submission of a one-question assessment, its answer waiting for the grader, its job queued last. */
async function queueJob(
  owner: Owner,
  label: string,
  code = 'while (true) {}',
  // A budget far beyond the test's run by default: only the fake sessions below decide how long it takes.
  execTimeMs = 600_000,
): Promise<{ label: string; jobId: number }> {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    questions: [
      {
        type: 'programming',
        data: programmingData({ public: THREE_TESTCASES, opaque: [], secret: [] }),
        gradingLibrary: defaultLibrary({ execTimeMs }),
      },
    ],
  });
  let submissionId: number;
  if ('studentId' in owner) {
    submissionId = (
      await createSubmission(s.db, { assessmentId: assessment.id, ...owner, status: 'submitted' })
    ).id;
  } else {
    // A team's submission has no student (migration 0010).
    const inserted = await s.db.execute(sql`
      insert into submissions (assessment_id, team_id, status)
      values (${assessment.id}, ${owner.teamId}, 'submitted') returning id`);
    submissionId = IdRow.parse(inserted).rows[0]?.id ?? 0;
  }
  await createAnswer(s.db, {
    submissionId,
    questionId: questions[0]?.id ?? 0,
    answer: { code },
    autogradingStatus: 'processing',
  });
  const [answer] = await s.db
    .select({ id: answers.id })
    .from(answers)
    .where(eq(answers.submissionId, submissionId));
  clock += 1000;
  const [job] = await s.db
    .insert(gradingJobs)
    .values({ answerId: answer?.id ?? 0, updatedAt: new Date(base + clock) })
    .returning({ id: gradingJobs.id });
  return { label, jobId: job?.id ?? 0 };
}

async function newTeam(): Promise<Owner> {
  const { assessment } = await createAssessment(s.db, { courseId: c.course.id, configId: c.configId });
  const inserted = await s.db.execute(
    sql`insert into teams (assessment_id) values (${assessment.id}) returning id`,
  );
  return { teamId: IdRow.parse(inserted).rows[0]?.id ?? 0 };
}

function labelsOf(queued: ReadonlyArray<{ label: string; jobId: number }>) {
  const byId = new Map(queued.map((q) => [q.jobId, q.label]));
  return async (limit: number) =>
    (await claimJobs(s.db, limit, LOCK_MS)).map((j) => byId.get(j.id) ?? `other job ${j.id}`).sort();
}

/** A submission of a two-question assessment, both answers waiting, both jobs queued last. */
async function queueTwoAnswers(owner: { studentId: number }, label: string) {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    questions: [{ type: 'programming' }, { type: 'programming' }],
  });
  const submission = await createSubmission(s.db, {
    assessmentId: assessment.id,
    ...owner,
    status: 'submitted',
  });
  clock += 1000;
  const queued: Queued[] = [];
  for (const [index, question] of questions.entries()) {
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: question.id,
      answer: { code: 'function f(x) { return 2 * x; }' },
      autogradingStatus: 'processing',
    });
    const [answer] = await s.db
      .select({ id: answers.id })
      .from(answers)
      .where(and(eq(answers.submissionId, submission.id), eq(answers.questionId, question.id)));
    const [job] = await s.db
      .insert(gradingJobs)
      .values({ answerId: answer?.id ?? 0, updatedAt: new Date(base + clock) })
      .returning({ id: gradingJobs.id });
    queued.push({ label: `${label} ${index + 1}`, jobId: job?.id ?? 0 });
  }
  return queued;
}

describe('claiming grading jobs', () => {
  it('takes them round robin across submitters, so a later ordinary student is next, not last', async () => {
    const [hostile, other, team, ordinary] = [
      await newStudent(),
      await newStudent(),
      await newTeam(),
      await newStudent(),
    ];
    const queued = [];
    for (let i = 1; i <= 5; i += 1) queued.push(await queueJob(hostile, `hostile ${i}`));
    for (let i = 1; i <= 2; i += 1) queued.push(await queueJob(other, `other ${i}`));
    queued.push(await queueJob(team, 'team'));
    queued.push(await queueJob(ordinary, 'ordinary'));
    const claim = labelsOf(queued);

    // One at a time, as runners come free: each submitter's first job, in the order they queued it...
    expect(await claim(1)).toEqual(['hostile 1']);
    expect(await claim(1)).toEqual(['other 1']);
    expect(await claim(1)).toEqual(['team']);
    expect(await claim(1)).toEqual(['ordinary']);
    // ...then the second round, the submitter who has waited longest first.
    expect(await claim(1)).toEqual(['hostile 2']);
    expect(await claim(1)).toEqual(['other 2']);

    // A submitter whose jobs are done no longer counts them: a new job of the ordinary student
    // goes ahead of the hostile one's third, whose submitter still has two running.
    const ordinaryJob = queued.find((q) => q.label === 'ordinary')?.jobId ?? 0;
    await s.db.update(gradingJobs).set({ status: 'done' }).where(eq(gradingJobs.id, ordinaryJob));
    const again = await queueJob(ordinary, 'ordinary again');
    expect(await labelsOf([...queued, again])(1)).toEqual(['ordinary again']);
    expect(await claim(3)).toEqual(['hostile 3', 'hostile 4', 'hostile 5']);
    expect(await claim(1)).toEqual([]);
  });

  it('claims one job per submitter in one batch, and takes a job whose lock expired again', async () => {
    const [hostile, ordinary] = [await newStudent(), await newStudent()];
    const queued = [];
    for (let i = 1; i <= 4; i += 1) queued.push(await queueJob(hostile, `hostile ${i}`));
    queued.push(await queueJob(ordinary, 'ordinary'));
    const claim = labelsOf(queued);

    expect(await claim(2)).toEqual(['hostile 1', 'ordinary']);
    // The process grading 'hostile 1' died: its expired lock no longer counts as running, and the
    // job waits again behind its submitter's others (it was queued again when it was claimed).
    const first = queued[0]?.jobId ?? 0;
    await s.db
      .update(gradingJobs)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(gradingJobs.id, first));
    expect(await claim(1)).toEqual(['hostile 2']);
    expect(await claim(5)).toEqual(['hostile 1', 'hostile 3', 'hostile 4']);
    const [retaken] = await s.db.select().from(gradingJobs).where(eq(gradingJobs.id, first));
    expect(retaken).toMatchObject({ status: 'running', attempts: 2 });
  });
});

/** Calls that wait until the test lets them finish, one at a time. */
class Gate {
  private readonly waiting: Array<() => void> = [];
  get pending(): number {
    return this.waiting.length;
  }
  wait(): Promise<void> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }
  release(): void {
    this.waiting.shift()?.();
  }
}

const FINISHED: RunOutcome = { status: 'finished', value: '2', valueIsUndefined: false };

/** A runner whose testcases of 'slow' code end when the gate opens, and all others at once. */
function gatedSession(gate: Gate): SourceSession {
  return {
    async runStages(codes): Promise<StagesOutcome> {
      if (codes.some((code) => code.includes('slow'))) await gate.wait();
      return { outcome: FINISHED, stage: codes.length - 1 };
    },
    run: async () => FINISHED,
    evaluate: async () => FINISHED,
    stop: () => {},
    dispose: () => {},
  };
}

const TIMED_OUT: RunOutcome = {
  status: 'error',
  text: 'Potential infinite loop detected.',
  errors: [
    {
      type: 'Runtime',
      severity: 'Error',
      line: 1,
      column: 0,
      text: 'Potential infinite loop detected.',
      isTimeout: true,
    },
  ],
};

/** A runner on which 'runaway' programs run into the time limit and all others finish. */
function runawaySession(): SourceSession {
  return {
    runStages: async (codes) => ({
      outcome: codes.some((code) => code.includes('runaway')) ? TIMED_OUT : FINISHED,
      stage: codes.length - 1,
    }),
    run: async () => FINISHED,
    evaluate: async () => FINISHED,
    stop: () => {},
    dispose: () => {},
  };
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`the condition never held: ${condition.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('claiming grading jobs of a submission', () => {
  it('finishes a submission under way before a submitter who waited longer starts another answer', async () => {
    const hostile = await newStudent();
    const ordinary = await newStudent();
    if (!('studentId' in ordinary)) throw new Error('a student expected');
    const queued: Queued[] = [];
    for (let i = 1; i <= 3; i += 1) queued.push(await queueJob(hostile, `hostile ${i}`));
    queued.push(...(await queueTwoAnswers(ordinary, 'ordinary')));
    const claim = labelsOf(queued);
    const done = (label: string) =>
      s.db
        .update(gradingJobs)
        .set({ status: 'done', updatedAt: new Date() })
        .where(eq(gradingJobs.id, queued.find((q) => q.label === label)?.jobId ?? 0));

    expect(await claim(1)).toEqual(['hostile 1']);
    expect(await claim(1)).toEqual(['ordinary 1']);
    await done('hostile 1');
    await done('ordinary 1');
    // Both submitters have nothing running; the hostile one has waited longer, but the ordinary
    // student's submission is half graded: its second answer goes first.
    expect(await claim(1)).toEqual(['ordinary 2']);
    expect(await claim(1)).toEqual(['hostile 2']);
  });
});

describe('the grader', () => {
  it('sets a long answer aside between two testcases for a newly queued one, then resumes it', async () => {
    const gate = new Gate();
    const grader = new GraderService({
      db: s.db,
      listen: s.listen,
      log: s.app.log,
      poolSize: 1,
      sliceMs: 0,
      pollMs: 50,
      createSession: () => gatedSession(gate),
    });
    const statusOf = async (jobId: number) =>
      (
        await s.db.select({ status: gradingJobs.status }).from(gradingJobs).where(eq(gradingJobs.id, jobId))
      )[0]?.status;
    await grader.start();
    try {
      const slow = await queueJob(await newStudent(), 'slow', 'function f(x) { return 2; } // slow');
      await until(async () => gate.pending === 1); // its first testcase is running on the only runner
      const ordinary = await queueJob(await newStudent(), 'ordinary', 'function f(x) { return 2 * x; }');
      grader.wake(); // as the notification of a finalise does

      gate.release();
      // The ordinary answer is graded before the slow one's second testcase ends.
      await until(async () => (await statusOf(ordinary.jobId)) === 'done');
      expect(await statusOf(slow.jobId)).toBe('running');
      await until(async () => gate.pending === 1); // the slow answer resumed
      gate.release();
      await until(async () => gate.pending === 1);
      gate.release();
      await until(async () => (await statusOf(slow.jobId)) === 'done');
      const graded = await s.db
        .select({ xp: answers.xp, results: answers.autogradingResults })
        .from(answers)
        .innerJoin(gradingJobs, eq(gradingJobs.answerId, answers.id))
        .where(eq(gradingJobs.id, slow.jobId));
      expect(graded[0]?.results).toEqual(THREE_TESTCASES.map(() => ({ resultType: 'pass', score: 1 })));
    } finally {
      for (let i = 0; i < 10; i += 1) gate.release();
      await grader.stop();
    }
  });

  it('gives all testcases of an answer one time budget: once it is spent, the rest are not run', async () => {
    const grader = new GraderService({
      db: s.db,
      listen: s.listen,
      log: s.app.log,
      poolSize: 1,
      pollMs: 50,
      createSession: runawaySession,
    });
    await grader.start();
    try {
      const runaway = await queueJob(await newStudent(), 'runaway', 'function f(x) { runaway(); }', 1000);
      let graded: { xp: number; status: string; results: unknown } | undefined;
      await until(async () => {
        [graded] = await s.db
          .select({ xp: answers.xp, status: answers.autogradingStatus, results: answers.autogradingResults })
          .from(answers)
          .innerJoin(gradingJobs, eq(gradingJobs.answerId, answers.id))
          .where(eq(gradingJobs.id, runaway.jobId));
        return graded?.status !== 'processing';
      });
      // Two testcases ran into the 1 s limit: the budget of 2 s is spent, the third is not run.
      const timeout = { resultType: 'error', errors: [{ errorType: 'timeout' }] };
      expect(graded).toEqual({
        xp: 0,
        status: 'success',
        results: [timeout, timeout, budgetSpentResult(1000)],
      });
    } finally {
      await grader.stop();
    }
  });
});
