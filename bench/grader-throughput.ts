/**
 * Grader throughput (issue 6a): testcases graded per second for simple chapter 1 and chapter 2
 * testcases, with one Node runner session per core, each grading through `gradeTestcase` exactly as
 * the server's grader does (prepend, student, postpend and testcase as stages of one fresh context,
 * the server's run settings and hard time limit). Then a breakdown of where one testcase's time goes:
 * each stage through the session (worker round trip included), the same stages run in this process
 * (the interpreter's own work), and the round trip of an empty program.
 *
 * Each chapter is measured on both engines in one run: the fast path (ADR 0035, the default) and
 * js-slang (`engine: 'js-slang'`), alternating in blocks of SECONDS so a neighbour's load falls on
 * both; the ratio printed is the median of the blocks' ratios.
 *
 *   npm run bench:grader
 *   SECONDS=4      how long each block is measured (after a warm-up of WARMUP_S, default 2, per engine)
 *   BLOCKS=3       blocks per engine and chapter
 *   BREAKDOWN=1    also print where one testcase's time goes (off by default: it takes a minute)
 *   SESSIONS=2     sessions grading side by side (default: min(2, cores), as the server's pool)
 *   ROUNDS=200     calls per figure in the breakdown
 */
import { availableParallelism, loadavg } from 'node:os';
import type { StoredLibrary } from '@sa/domain';
import { type GradingProgram, type GradingTestcase, gradeTestcase, type RunSettings } from '@sa/runner';
import { createNodeSession, type NodeSourceSession } from '@sa/runner/node';
import { HARD_TIMEOUT_MARGIN_MS, runSettings } from '../apps/server/src/features/autograding/grade-answer';
import { Evaluator } from '../packages/runner/src/evaluator/evaluator';
import {
  newContext,
  runInSlangContext,
  usePreludeLoader,
} from '../packages/runner/src/evaluator/js-slang-adapter';
import { loadPrelude } from '../packages/runner/src/evaluator/prelude-cache';
import { childrenCpuMs } from './cpu-time';

// The in-process figures load the prelude as the Node worker does (node/worker.ts).
usePreludeLoader(loadPrelude);

const seconds = Number(process.env.SECONDS ?? 4);
const warmupSeconds = Number(process.env.WARMUP_S ?? 2);
const blocks = Number(process.env.BLOCKS ?? 3);
type Engine = 'fast' | 'js-slang';
const sessionCount = Number(process.env.SESSIONS ?? Math.min(2, availableParallelism()));
const rounds = Number(process.env.ROUNDS ?? 200);

interface Case {
  label: string;
  library: StoredLibrary;
  program: GradingProgram;
  testcase: GradingTestcase;
  /** Testcases per second the issue asks for on two cores. */
  target: number;
}

const library = (chapter: 1 | 2): StoredLibrary => ({
  chapter,
  variant: 'default',
  execTimeMs: 1000,
  globals: {},
  languageOptions: {},
  external: { name: 'none', symbols: [] },
});

const CASES: Case[] = [
  {
    label: 'chapter 1',
    library: library(1),
    program: { prepend: '', student: 'function f(x) { return x * 2; }', postpend: '' },
    testcase: { program: 'f(3);', answer: '6', score: 1 },
    target: 1000,
  },
  {
    label: 'chapter 2',
    library: library(2),
    program: {
      prepend: '',
      student: 'function sum(xs) { return is_null(xs) ? 0 : head(xs) + sum(tail(xs)); }',
      postpend: '',
    },
    testcase: { program: 'sum(list(1, 2, 3));', answer: '6', score: 1 },
    target: 500,
  },
];

/** One testcase as the server grades it; throws unless it passes, so a broken setup cannot look fast. */
async function gradeOnce(session: NodeSourceSession, c: Case, engine: Engine = 'fast'): Promise<void> {
  const settings: RunSettings = { ...runSettings(c.library), engine };
  const result = await gradeTestcase(session, settings, c.program, c.testcase);
  if (result.resultType !== 'pass') throw new Error(`${c.label}: ${JSON.stringify(result)}`);
}

interface Rate {
  perSecond: number;
  /** CPU time of this process and its runner processes per testcase, in ms. */
  cpuMs: number;
}

/** Every session grades testcases back to back for `forSeconds`: testcases per second, CPU per testcase. */
async function throughput(
  sessions: readonly NodeSourceSession[],
  c: Case,
  forSeconds: number,
  engine: Engine,
): Promise<Rate> {
  const cpu = process.cpuUsage();
  const runnersBefore = childrenCpuMs(process.pid);
  const started = performance.now();
  const end = started + forSeconds * 1000;
  let graded = 0;
  await Promise.all(
    sessions.map(async (session) => {
      while (performance.now() < end) {
        await gradeOnce(session, c, engine);
        graded += 1;
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return {
    perSecond: graded / ((performance.now() - started) / 1000),
    // CPU of this process (the host's side) and of the runner processes (the student code) per
    // testcase: unlike the rate, it does not drop when something else on the machine takes a core.
    cpuMs: ((used.user + used.system) / 1000 + childrenCpuMs(process.pid) - runnersBefore) / graded,
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Median time of `work` over `rounds` calls, in ms (after a few unmeasured ones). */
async function timeIt(work: () => Promise<unknown> | unknown): Promise<number> {
  for (let i = 0; i < 10; i += 1) await work();
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

function assertFinished(outcome: { status: string }, what: string): void {
  if (outcome.status !== 'finished') throw new Error(`${what}: ${JSON.stringify(outcome)}`);
}

interface Breakdown {
  /** Through the session, i.e. including the worker round trip. */
  session: { fresh: number; student: number; testcase: number; empty: number; whole: number };
  /** The same calls in this process: the interpreter's own work. */
  local: {
    context: number;
    fresh: number;
    student: number;
    testcase: number;
    empty: number;
    /** Chapter 2+: the fresh context's first call with the list library's prelude removed. */
    withoutPrelude?: number;
  };
}

/**
 * Times each stage of one testcase alone (one session, nothing else running). `fresh` is the
 * prepend stage: `run` of the (empty) prepend, which creates the context; in chapter 2 it also runs
 * the list library's prelude. `empty` is `evaluate('')` in a live context: the fixed cost of a call.
 */
async function breakdown(session: NodeSourceSession, c: Case): Promise<Breakdown> {
  const settings: RunSettings = runSettings(c.library);
  const { prepend, student } = c.program;
  const test = c.testcase.program;
  const viaSession = {
    fresh: await timeIt(() => session.run(prepend, settings)),
    student: await stageTime(
      () => session.run(prepend, settings),
      () => session.evaluate(student),
    ),
    testcase: await stageTime(
      async () => {
        await session.run(prepend, settings);
        await session.evaluate(student);
      },
      () => session.evaluate(test),
    ),
    empty: await stageTime(
      async () => undefined,
      () => session.evaluate(''),
    ),
    whole: await timeIt(() => gradeOnce(session, c)),
  };

  const evaluator = new Evaluator();
  const quiet = () => undefined;
  // The worker is warm from the throughput runs; warm this process's copy of js-slang likewise.
  for (let i = 0; i < rounds * 2; i += 1) {
    await evaluator.run(prepend, settings, quiet);
    await evaluator.evaluate(student, settings, quiet);
    assertFinished(await evaluator.evaluate(test, settings, quiet), 'local warm-up');
  }
  const local = {
    context: await timeIt(() => newContext(c.library.chapter, [], quiet)),
    fresh: await timeIt(() => evaluator.run(prepend, settings, quiet)),
    student: await stageTime(
      () => evaluator.run(prepend, settings, quiet),
      () => evaluator.evaluate(student, settings, quiet),
    ),
    testcase: await stageTime(
      async () => {
        await evaluator.run(prepend, settings, quiet);
        await evaluator.evaluate(student, settings, quiet);
      },
      () => evaluator.evaluate(test, settings, quiet),
    ),
    empty: await stageTime(
      async () => undefined,
      () => evaluator.evaluate('', settings, quiet),
    ),
    // What the prepend stage would cost if the prelude did not have to be parsed, checked and
    // transpiled again in every context (the programs here use only built-in list functions).
    ...(c.library.chapter >= 2
      ? {
          withoutPrelude: await timeIt(() => {
            const context = newContext(c.library.chapter, [], quiet);
            context.prelude = null;
            return runInSlangContext(context, prepend, settings.execTimeMs);
          }),
        }
      : {}),
  };
  return { session: viaSession, local };
}

/** Median time of `measured` alone, each call preceded by an unmeasured `before`. */
async function stageTime(
  before: () => Promise<unknown>,
  measured: () => Promise<{ status: string }>,
): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < rounds + 10; i += 1) {
    await before();
    const started = performance.now();
    assertFinished(await measured(), 'stage');
    if (i >= 10) times.push(performance.now() - started);
  }
  return median(times);
}

const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const cores = availableParallelism();

const sessions = Array.from({ length: sessionCount }, () =>
  createNodeSession({ hardTimeoutMarginMs: HARD_TIMEOUT_MARGIN_MS }),
);
try {
  await Promise.all(sessions.map((s) => s.whenReady()));
  const [first] = sessions;
  if (!first) throw new Error('no session');
  console.log(
    `${sessionCount} runner session(s) (a runner process each, with its worker thread) on ${cores} cores; ${seconds} s per figure ` +
      `after a ${warmupSeconds} s warm-up; every testcase checked to pass. Load average before: ` +
      `${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (anything else running takes cores from the workers)\n`,
  );
  console.log(
    `chapter     fast path   CPU/testcase   js-slang   CPU/testcase   fast/js-slang (blocks)   target`,
  );
  for (const c of CASES) {
    await throughput(sessions, c, warmupSeconds, 'fast');
    await throughput(sessions, c, warmupSeconds, 'js-slang');
    const fast: Rate[] = [];
    const slang: Rate[] = [];
    const ratios: number[] = [];
    for (let i = 0; i < blocks; i += 1) {
      const f = await throughput(sessions, c, seconds, 'fast');
      const j = await throughput(sessions, c, seconds, 'js-slang');
      fast.push(f);
      slang.push(j);
      ratios.push(f.perSecond / j.perSecond);
    }
    const rate = (rates: Rate[]) => median(rates.map((r) => r.perSecond));
    const cpu = (rates: Rate[]) => median(rates.map((r) => r.cpuMs));
    const perSecond = rate(fast);
    console.log(
      `${c.label.padEnd(10)} ${perSecond.toFixed(0).padStart(8)}/s ${ms(cpu(fast))} ${rate(slang).toFixed(0).padStart(8)}/s ` +
        `${ms(cpu(slang))}   ${median(ratios).toFixed(1).padStart(5)}x (${ratios.map((r) => r.toFixed(1)).join(', ')})` +
        `   ${perSecond >= c.target ? 'met' : 'NOT MET'} (${c.target}/s)`,
    );
  }
  console.log(
    `(${sessionCount} sessions grading side by side; testcases per second and CPU per testcase are medians of ${blocks} blocks of ${seconds} s)`,
  );
  if (process.env.BREAKDOWN === '1') await printBreakdown(first);
} finally {
  for (const session of sessions) session.dispose();
}

async function printBreakdown(first: NodeSourceSession): Promise<void> {
  console.log(
    `\nwhere one testcase's time goes (median of ${rounds} calls, one session alone). The prepend stage ` +
      "is the `run` that starts the testcase's fresh context (even when the prepend is empty); an empty " +
      'postpend is skipped. "in this process" runs the same evaluator without a worker: the difference is ' +
      'the round trip (message, structured clone, promise).',
  );
  for (const c of CASES) {
    const b = await breakdown(first, c);
    const stages = b.session.fresh + b.session.student + b.session.testcase;
    console.log(`\n${c.label}                        via session   in this process   difference`);
    const row = (name: string, viaSession: number, local: number) =>
      console.log(`  ${name.padEnd(30)} ${ms(viaSession)}   ${ms(local)}     ${ms(viaSession - local)}`);
    row('prepend: run (fresh context)', b.session.fresh, b.local.fresh);
    row('student: evaluate', b.session.student, b.local.student);
    row('testcase: evaluate', b.session.testcase, b.local.testcase);
    row('empty program: evaluate("")', b.session.empty, b.local.empty);
    const alone = (name: string, local: number) =>
      console.log(`  ${name.padEnd(30)} ${' '.repeat(10)}   ${ms(local)}`);
    alone('creating a context alone', b.local.context);
    if (b.local.withoutPrelude !== undefined) {
      alone('fresh context, prelude skipped', b.local.withoutPrelude);
    }
    console.log(
      `  ${'whole gradeTestcase'.padEnd(30)} ${ms(b.session.whole)}   (the stages add up to ${stages.toFixed(2)} ms;` +
        ` ${(1000 / b.session.whole).toFixed(0)}/s for one session)`,
    );
  }
}
