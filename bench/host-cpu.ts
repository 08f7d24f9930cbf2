/**
 * CPU of heavy textbook programs (streams, the eight queens, a Monte Carlo with math_random) through
 * the Node host - the server's grader: runner process, worker thread, js-slang 1.0.94 - against
 * js-slang run directly in a fresh plain Node process (host-cpu-direct.mjs). Both sides run each
 * program once per round, alternately, and the medians are compared in this one run.
 *
 *   npm run bench:host-cpu
 *   ROUNDS=3   rounds per program (median taken)
 *   SCALE=1    program size (1: about a second of CPU each on a quiet core)
 *
 * "run" is the CPU of the run alone: the direct process's own around runInContext; for the host, the
 * runner process that ran it, all its threads (/proc, 10 ms ticks), from its request to its answer.
 * Start-up is printed apart: a runner process pays it once (the grader's pool keeps its runners), and
 * again after each stop or hard time limit. Linux only (/proc).
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createNodeSession } from '@sa/runner/node';
import { childrenCpuByPid } from './cpu-time';
import { type HeavyProgram, heavyPrograms } from './host-cpu-programs';

const rounds = Number(process.env.ROUNDS ?? 3);
const scale = Number(process.env.SCALE ?? 1);
const TARGET = 1.1;
const DIRECT = fileURLToPath(new URL('./host-cpu-direct.mjs', import.meta.url));
const LIMIT_MS = 600_000;

interface DirectFigures {
  runMs: number;
  processMs: number;
  value: string;
}

async function runDirect(program: HeavyProgram): Promise<DirectFigures> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [DIRECT, JSON.stringify({ chapter: program.chapter, code: program.code })],
    { maxBuffer: 1 << 20 },
  );
  const figures: DirectFigures = JSON.parse(stdout);
  if (!program.check(figures.value)) throw new Error(`${program.label}, direct: ${figures.value}`);
  return figures;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no runner process of ours is still starting up (its CPU stands still for 0.5 s). */
async function runnersSettled(): Promise<Map<number, number>> {
  let before = childrenCpuByPid(process.pid);
  for (;;) {
    await sleep(500);
    const now = childrenCpuByPid(process.pid);
    if ([...now].every(([pid, ms]) => before.get(pid) === ms)) return now;
    before = now;
  }
}

interface HostFigures {
  runMs: number;
  startupMs: number;
}

async function runThroughHost(program: HeavyProgram): Promise<HostFigures> {
  const session = createNodeSession({ hardTimeoutMs: LIMIT_MS });
  try {
    await session.whenReady();
    // The first call makes the loaded runner the active one and starts its spare: let that load
    // first, so the measured run shares the machine with nothing of ours.
    await session.run('0;', { chapter: program.chapter, variant: 'default', execTimeMs: 1000 });
    const settled = await runnersSettled();
    const startupMs = Math.max(...settled.values());
    const outcome = await session.run(program.code, {
      chapter: program.chapter,
      variant: 'default',
      execTimeMs: LIMIT_MS,
    });
    const after = childrenCpuByPid(process.pid);
    if (outcome.status !== 'finished' || !program.check(outcome.value)) {
      throw new Error(`${program.label}, host: ${JSON.stringify(outcome)}`);
    }
    let runMs = 0;
    for (const [pid, ms] of settled) runMs += (after.get(pid) ?? ms) - ms;
    return { runMs, startupMs };
  } finally {
    session.dispose();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${Math.round(value)} ms`.padStart(9);

console.log(`Host CPU against js-slang directly: ${rounds} rounds, scale ${scale}, medians`);
console.log(`${'program'.padEnd(36)}${'direct'.padStart(9)}${'host'.padStart(9)}  ratio`);
const direct: DirectFigures[] = [];
const startups: number[] = [];
let worst = 0;
for (const program of heavyPrograms(scale)) {
  const directRuns: number[] = [];
  const hostRuns: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const d = await runDirect(program);
    direct.push(d);
    directRuns.push(d.runMs);
    const h = await runThroughHost(program);
    hostRuns.push(h.runMs);
    startups.push(h.startupMs);
  }
  const ratio = median(hostRuns) / median(directRuns);
  worst = Math.max(worst, ratio);
  console.log(
    `${program.label.padEnd(36)}${ms(median(directRuns))}${ms(median(hostRuns))}  ${ratio.toFixed(2)}x`,
  );
}
console.log(
  `worst ratio ${worst.toFixed(2)}x (target at most ${TARGET}x): ${worst <= TARGET ? 'met' : 'NOT met'}`,
);
const directStartup = direct.map((d) => d.processMs - d.runMs);
console.log(
  `start-up apart from the runs, median: a runner process to ready ${ms(median(startups)).trim()},`,
);
console.log(`  a plain Node process loading js-slang ${ms(median(directStartup)).trim()}`);
