/**
 * Regrade of the demo data on both engines (issue 27: "a regrade of the demo data gives the same
 * XP"). An in-memory PGlite gets the demo course and a class that has finalised every demo
 * assessment with realistic programs (apps/server/src/test/demo-programs.ts: right, wrong,
 * erroring, runaway); a grader on the fast path, then one on js-slang, regrade every submission
 * through the staff reautograde service. Prints each engine's total XP, whether every answer's
 * results and XP agree (apart from the known stack-overflow line, engine-differences.ts), and how
 * long each regrade took: wall time, CPU of the runner processes (a process killed for a runaway
 * program drops out of that figure) and CPU of this process (the API, the grader loop and PGlite).
 * The first round of an engine includes its runner processes' start.
 *
 *   npm run bench:regrade
 *   ROUNDS=2      regrades per engine on the same grader (default 2)
 *   SESSIONS=2    runner sessions of each grader (default: the server's, min(2, cores))
 */
import { loadavg } from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { wrapPglite } from '../apps/server/src/db/client';
import { courseRegistrations } from '../apps/server/src/db/schema';
import type { GraderEngine } from '../apps/server/src/features/autograding/grade-answer';
import { reautograde } from '../apps/server/src/features/autograding/reautograde-service';
import {
  type AnswerGrade,
  answerGrades,
  seedDemoClass,
  startRegrader,
  xpByStudent,
} from '../apps/server/src/test/demo-regrade';
import { compareEngines, describePair } from '../apps/server/src/test/engine-differences';
import { childrenCpuByPid } from './cpu-time';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rounds = Number(process.env.ROUNDS ?? 2);
const sessions = process.env.SESSIONS === undefined ? undefined : Number(process.env.SESSIONS);
const ENGINES: readonly GraderEngine[] = ['fast', 'js-slang'];

/**
 * CPU of the runner processes since `before`, per process: one that ended meanwhile (the last
 * grader's, or one killed for a runaway program) drops out rather than making the figure negative.
 */
function runnerCpuSince(before: ReadonlyMap<number, number>): number {
  let total = 0;
  for (const [pid, ms] of childrenCpuByPid(process.pid)) total += ms - (before.get(pid) ?? 0);
  return total;
}

async function main(): Promise<void> {
  const database = wrapPglite(await PGlite.create());
  try {
    await database.migrate();
    const { db, listen } = database;
    const now = new Date();
    const demo = await seedDemoClass(db, now);
    const [admin] = await db
      .select()
      .from(courseRegistrations)
      .where(and(eq(courseRegistrations.courseId, demo.courseId), eq(courseRegistrations.role, 'admin')));
    if (!admin) throw new Error('the demo has no admin');
    console.log(
      `demo class: ${demo.students.length} students, ${demo.submissionIds.length} submissions, ` +
        `${demo.programmingAnswers} programming answers; load ${loadavg()[0]?.toFixed(1)}`,
    );

    const grades = new Map<GraderEngine, AnswerGrade[]>();
    for (const engine of ENGINES) {
      const regrader = await startRegrader({
        db,
        listen,
        log: pino({ level: 'silent' }),
        engine,
        now: () => now,
        ...(sessions === undefined ? {} : { poolSize: sessions }),
      });
      try {
        const figures: string[] = [];
        for (let round = 0; round < rounds; round += 1) {
          const runnerBefore = childrenCpuByPid(process.pid);
          const ownBefore = process.cpuUsage();
          const ms = await regrader.regrade(demo.submissionIds, (submissionId) =>
            reautograde(db, admin, { submissionId }, now),
          );
          const runnerMs = runnerCpuSince(runnerBefore);
          const own = process.cpuUsage(ownBefore);
          figures.push(
            `${seconds(ms)} (runner CPU ${seconds(runnerMs)}, server and PGlite CPU ${seconds((own.user + own.system) / 1000)})`,
          );
        }
        const graded = await answerGrades(db, demo.submissionIds);
        grades.set(engine, graded);
        const total = Object.values(xpByStudent(graded)).reduce((a, b) => a + b, 0);
        console.log(`${engine.padEnd(8)} answer XP in total ${total}; regrade ${figures.join('; ')}`);
      } finally {
        await regrader.stop();
      }
    }

    const [fast, slang] = ENGINES.map((engine) => grades.get(engine) ?? []);
    const { known, unexpected } = compareEngines(fast ?? [], slang ?? []);
    const xpDiffering = (fast ?? []).filter((a, i) => a.xp !== slang?.[i]?.xp);
    const totals = ENGINES.map((engine) => xpByStudent(grades.get(engine) ?? []));
    const sameTotals = JSON.stringify(totals[0]) === JSON.stringify(totals[1]);
    console.log(
      `XP: ${xpDiffering.length === 0 && sameTotals ? 'equal' : 'NOT equal'} (${xpDiffering.length} answers and ` +
        `${sameTotals ? 'no' : 'some'} student totals differ)`,
    );
    console.log(
      `testcase results: ${unexpected.length === 0 ? 'equal' : `${unexpected.length} answers differ`}` +
        (known.length > 0 ? `, apart from ${known.length} known stack-overflow line differences` : ''),
    );
    for (const pair of [...unexpected, ...known]) console.log(`\n${describePair(pair)}`);
    if (xpDiffering.length > 0 || !sameTotals || unexpected.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
