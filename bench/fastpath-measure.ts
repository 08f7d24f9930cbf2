import type { SourceChapter } from '@sa/domain';
import { runFast, SlangEvaluator } from '@sa/runner/fastpath';
import { FAST_PATH_PROGRAMS, type FastPathProgram } from './fastpath-programs';

// ROUNDS=15 fast-path/plain-JS rounds per program and chapter; SLANG=0 leaves js-slang out (slow).
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const SLANG_ROUNDS = Number(process.env.SLANG_ROUNDS ?? 3);
const withSlang = process.env.SLANG !== '0';
const LIMIT_MS = 120_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * CPU time of one call in ms (process.cpuUsage: this worker does all the work, the main thread only
 * waits). CPU time rather than wall time, because this machine's two cores are shared with other
 * work and a busy neighbour inflates wall time, not CPU time.
 */
async function cpuMs(once: () => unknown | Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  await once();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function describe(outcome: { status: string; value?: string; text?: string }): string {
  return outcome.status === 'finished' ? (outcome.value ?? '') : `${outcome.status}: ${outcome.text ?? ''}`;
}

function runFastChecked(program: FastPathProgram, chapter: SourceChapter): void {
  const value = describe(runFast(program.source, { chapter, timeLimitMs: LIMIT_MS }));
  if (value !== program.expected) throw new Error(`${program.label} ch${chapter} fast: ${value}`);
}

/**
 * The fast path and plain JavaScript measured in alternation, a round being one run of each, so a
 * neighbour's burst of load falls on both sides of a ratio; the ratio reported is the median of the
 * rounds' own ratios (with the median times and the range of ratios beside it).
 */
async function interleaved(program: FastPathProgram, chapter: SourceChapter) {
  runFastChecked(program, chapter); // warm-up of the compiler and the realm
  program.plain();
  const fast: number[] = [];
  const plain: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const f = await cpuMs(() => runFastChecked(program, chapter));
    const p = await cpuMs(program.plain);
    fast.push(f);
    plain.push(p);
    ratios.push(f / p);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  return {
    fast: median(fast),
    plain: median(plain),
    ratio: median(ratios),
    low: sorted[0],
    high: sorted.at(-1),
  };
}

async function slang(program: FastPathProgram, chapter: SourceChapter): Promise<number | string> {
  let value = '';
  const once = async () => {
    const outcome = await new SlangEvaluator().run(
      program.source,
      { chapter, variant: 'default', execTimeMs: LIMIT_MS },
      () => {},
    );
    value = describe(outcome as { status: string; value?: string; text?: string });
  };
  await once();
  const times: number[] = [];
  for (let i = 0; i < SLANG_ROUNDS; i += 1) times.push(await cpuMs(once));
  return value === program.expected ? median(times) : `(${value.slice(0, 40)})`;
}

const rows: string[][] = [
  ['program', 'ch', 'fast ms', 'plain JS ms', 'fast/JS', 'fast/JS range', 'js-slang ms', 'js-slang/JS'],
];
for (const program of FAST_PATH_PROGRAMS) {
  for (const chapter of program.chapters) {
    const m = await interleaved(program, chapter);
    const s = withSlang ? await slang(program, chapter) : '-';
    rows.push([
      program.label,
      String(chapter),
      m.fast.toFixed(2),
      m.plain.toFixed(2),
      `${m.ratio.toFixed(1)}x`,
      `${m.low?.toFixed(1)}-${m.high?.toFixed(1)}x`,
      typeof s === 'number' ? s.toFixed(1) : s,
      typeof s === 'number' ? `${(s / m.plain).toFixed(0)}x` : '-',
    ]);
  }
}
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
console.log(`fast/JS: median of ${ROUNDS} interleaved rounds' ratios of CPU time (fast path, then plain JS)`);
