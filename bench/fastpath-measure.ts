import { runFast, SlangEvaluator } from '@sa/runner/fastpath';
import { FAST_PATH_PROGRAMS } from './fastpath-programs';

const ROUNDS = 7;
const SLANG_ROUNDS = 3;
const LIMIT_MS = 120_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The median CPU time of `rounds` runs after a warm-up (process.cpuUsage: this worker does all the
 * work, the main thread only waits). CPU time rather than wall time, because this machine's two
 * cores are shared with other work and a busy neighbour inflates wall time, not CPU time.
 */
async function time(rounds: number, once: () => unknown | Promise<unknown>): Promise<number> {
  await once(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = process.cpuUsage();
    await once();
    const used = process.cpuUsage(started);
    times.push((used.user + used.system) / 1000);
  }
  return median(times);
}

function describe(outcome: { status: string; value?: string; text?: string }): string {
  return outcome.status === 'finished' ? (outcome.value ?? '') : `${outcome.status}: ${outcome.text ?? ''}`;
}

const rows: string[][] = [
  ['program', 'ch', 'fast ms', 'js-slang ms', 'plain JS ms', 'fast/JS', 'js-slang/JS', 'js-slang/fast'],
];
for (const program of FAST_PATH_PROGRAMS) {
  const plain = await time(ROUNDS, program.plain);
  for (const chapter of program.chapters) {
    let fastValue = '';
    const fast = await time(ROUNDS, () => {
      fastValue = describe(runFast(program.source, { chapter, timeLimitMs: LIMIT_MS }));
    });
    if (fastValue !== program.expected) throw new Error(`${program.label} ch${chapter} fast: ${fastValue}`);
    let slangValue = '';
    const slang = await time(SLANG_ROUNDS, async () => {
      const outcome = await new SlangEvaluator().run(
        program.source,
        { chapter, variant: 'default', execTimeMs: LIMIT_MS },
        () => {},
      );
      slangValue = describe(outcome as { status: string; value?: string; text?: string });
    });
    const slangOk = slangValue === program.expected;
    rows.push([
      program.label,
      String(chapter),
      fast.toFixed(2),
      slangOk ? slang.toFixed(1) : `(${slangValue.slice(0, 40)})`,
      plain.toFixed(2),
      `${(fast / plain).toFixed(1)}x`,
      slangOk ? `${(slang / plain).toFixed(0)}x` : '-',
      slangOk ? `${(slang / fast).toFixed(0)}x` : '-',
    ]);
  }
}
const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
