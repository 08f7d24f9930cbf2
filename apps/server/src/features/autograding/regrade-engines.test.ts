import { TotalXpResponse } from '@sa/contracts';
import type { RunOutcome, RunSettings, SourceSession, StagesOutcome } from '@sa/runner';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { defaultLibrary, programmingData } from '../../test/assessment-factory';
import { DEMO_PROGRAMS } from '../../test/demo-programs';
import {
  answerGrades,
  type DemoClass,
  seedDemoClass,
  startRegrader,
  xpByStudent,
} from '../../test/demo-regrade';
import { compareEngines, describePair } from '../../test/engine-differences';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { AnswerGrading, type GraderEngine } from './grade-answer';
import type { JobAnswer } from './job-queries';

/**
 * Issue 27: "a regrade of the demo data gives the same XP". The demo course, with a class that has
 * finalised every demo assessment (demo-programs.ts: right, wrong, erroring and runaway programs),
 * is autograded through the staff reautograde route by a grader on the fast path, then again by
 * one on js-slang; every testcase result, every answer's XP and every student's total must agree.
 */

const NOW = new Date();
let s: TestServer;
let demo: DemoClass;
let admin: UserRow;

beforeAll(async () => {
  // No grader of the app's own: each regrade below starts one on the engine it compares.
  s = await startTestServer({ now: () => NOW.getTime(), config: { graderWorkers: 0 } });
  demo = await seedDemoClass(s.db, NOW);
  const [row] = await s.db
    .select()
    .from(users)
    .where(and(eq(users.username, 'admin'), eq(users.provider, 'test')));
  if (!row) throw new Error('no demo admin');
  admin = row;
});
afterAll(() => s?.close());

async function regrade(engine: GraderEngine) {
  const regrader = await startRegrader({
    db: s.db,
    listen: s.listen,
    log: s.app.log,
    engine,
    now: () => NOW,
  });
  let ms: number;
  try {
    ms = await regrader.regrade(demo.submissionIds, async (submissionId) => {
      const res = await s
        .as(admin)
        .post(`/v2/courses/${demo.courseId}/admin/grading/${submissionId}/autograde`);
      if (res.statusCode !== 204)
        throw new Error(`reautograde ${submissionId}: ${res.statusCode} ${res.body}`);
    });
  } finally {
    await regrader.stop();
  }
  const grades = await answerGrades(s.db, demo.submissionIds);
  const totals: Record<string, number> = {};
  for (const student of demo.students) {
    const res = await s.as(admin).get(`/v2/courses/${demo.courseId}/admin/users/${student.regId}/total_xp`);
    totals[student.username] = res.json(TotalXpResponse).totalXp;
  }
  return { ms, grades, totals };
}

describe('a regrade of the demo class', () => {
  it('gives on js-slang every testcase result, answer XP and student total XP the fast path gave', async () => {
    const fast = await regrade('fast');
    const slang = await regrade('js-slang');
    console.log(
      `regrade of ${demo.programmingAnswers} programming answers: fast path ${Math.round(fast.ms)} ms, ` +
        `js-slang ${Math.round(slang.ms)} ms; total XP ${sum(fast.totals)} and ${sum(slang.totals)}`,
    );

    // Every answer the same, up to the one known difference: the line of a stack overflow that a
    // testcase causes in the student's function (engine-differences.ts), which scores 0 either way.
    const { known, unexpected } = compareEngines(fast.grades, slang.grades);
    expect(unexpected.map(describePair)).toEqual([]);
    const overflowing = [DEMO_PROGRAMS.factorial?.[4]?.code, DEMO_PROGRAMS.repeat_string?.[2]?.code];
    expect(known.map((pair) => pair.fast.code).sort()).toEqual(overflowing.sort());
    // XP: every answer (the known differences included), every student's total through the API.
    expect(slang.grades.map((g) => [g.answerId, g.xp])).toEqual(fast.grades.map((g) => [g.answerId, g.xp]));
    expect(slang.totals).toEqual(fast.totals);
    expect(xpByStudent(slang.grades)).toEqual(xpByStudent(fast.grades));

    // The class is what the comparison needs: every programming answer graded (none failed by the
    // grader), with passes, wrong answers, errors and timeouts among them.
    const programming = fast.grades.filter((g) => g.code !== null);
    expect(programming).toHaveLength(demo.programmingAnswers);
    expect(programming.every((g) => g.status === 'success')).toBe(true);
    const results = programming.flatMap((g) => g.results);
    expect(results.some((r) => r.resultType === 'pass')).toBe(true);
    expect(results.some((r) => r.resultType === 'fail')).toBe(true);
    const errors = results.flatMap((r) => (r.resultType === 'error' ? r.errors : []));
    expect(errors.some((e) => e.errorType === 'timeout')).toBe(true);
    expect(errors.some((e) => e.errorType === 'runtime')).toBe(true);
    expect(errors.some((e) => e.errorType === 'syntax')).toBe(true);
    expect(errors.some((e) => e.errorType === 'systemError')).toBe(false);

    // Right programs earn the question's XP; some students have less than others.
    const xpOf = (code: string | undefined) => programming.find((g) => g.code === code)?.xp;
    expect(xpOf(DEMO_PROGRAMS.factorial?.[0]?.code)).toBe(400);
    expect(xpOf(DEMO_PROGRAMS.repeat_string?.[1]?.code)).toBe(600);
    expect(xpOf(DEMO_PROGRAMS.square?.[1]?.code)).toBe(20);
    expect(xpOf(DEMO_PROGRAMS.squares?.[2]?.code)).toBe(500);
    expect(new Set(Object.values(fast.totals)).size).toBeGreaterThan(1);
  }, 600_000);
});

const sum = (totals: Record<string, number>) => Object.values(totals).reduce((a, b) => a + b, 0);

describe('the grader engine override', () => {
  const job: JobAnswer = {
    answer: { code: 'function f(x) { return x * 2; }' },
    question: { type: 'programming', data: programmingData() },
    maxXp: 10,
    gradingLibrary: defaultLibrary(),
  };

  /** A session that records the settings of each run and answers every stage with 2. */
  function recordingSession(seen: RunSettings[]): SourceSession {
    const finished: RunOutcome = { status: 'finished', value: '2', valueIsUndefined: false };
    return {
      runStages: async (codes, settings): Promise<StagesOutcome> => {
        seen.push(settings);
        return { outcome: finished, stage: codes.length - 1 };
      },
      run: async () => finished,
      evaluate: async () => finished,
      stop: () => {},
      dispose: () => {},
    };
  }

  it("runs every testcase on the engine given, and on the question's library's without one", async () => {
    for (const engine of ['js-slang', 'fast'] as const) {
      const seen: RunSettings[] = [];
      await new AnswerGrading(job, engine).step(recordingSession(seen));
      expect(seen).toHaveLength(3);
      expect(seen.every((settings) => settings.engine === engine)).toBe(true);
    }
    const seen: RunSettings[] = [];
    await new AnswerGrading(job).step(recordingSession(seen));
    // The demo questions' libraries name no evaluator: the fast path (runSettings, ADR 0039).
    expect(seen.map((settings) => settings.engine)).toEqual(['fast', 'fast', 'fast']);
  });
});
