import { describe, expect, it } from 'vitest';
import { LOCKED_COUNTER, TWO_THREADS } from './programs';
import { evaluator, finished, settings } from './test-helpers';

const CC = settings(3, 'concurrent');

describe('Source §3 Concurrent (js-slang 1.0.80)', () => {
  it('interleaves the threads of concurrent_execute', async () => {
    const e = evaluator();
    expect(await e.run(TWO_THREADS(30), CC)).toEqual(finished('"all threads terminated"'));
    const lines = e.lines();
    expect(lines).toHaveLength(60);
    // Each thread keeps its own order, but neither runs all its steps before the other starts.
    expect(lines.filter((l) => l.startsWith('A'))).toEqual(Array.from({ length: 30 }, (_, i) => `A ${i}`));
    const firstB = lines.findIndex((l) => l.startsWith('B'));
    const lastA = lines.findLastIndex((l) => l.startsWith('A'));
    const firstA = lines.findIndex((l) => l.startsWith('A'));
    const lastB = lines.findLastIndex((l) => l.startsWith('B'));
    expect(firstB < lastA && firstA < lastB).toBe(true);
  });

  it('serialises a shared counter with a test_and_set / clear lock: no update is lost', async () => {
    const e = evaluator();
    expect(await e.run(LOCKED_COUNTER, CC)).toEqual(finished('"all threads terminated"'));
    const counts = e.lines().map((line) => Number(line.split(' ')[1]));
    expect(counts).toHaveLength(3);
    expect(Math.max(...counts)).toBe(300);
  });

  it('reports an error in a thread', async () => {
    const e = evaluator();
    const outcome = await e.run('concurrent_execute(() => {\n  head(null);\n});', CC);
    expect(outcome).toMatchObject({
      status: 'error',
      text: expect.stringContaining('head(xs) expects a pair as argument xs, but encountered null'),
    });
  });

  it('ends a runaway thread with the time limit', async () => {
    const e = evaluator();
    const outcome = await e.run('let x = 0;\nconcurrent_execute(() => { while (true) { x = x + 1; } });', CC);
    expect(outcome).toMatchObject({ status: 'error', errors: [{ isTimeout: true }] });
  });
});
