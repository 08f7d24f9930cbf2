import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Evaluator, useFastPath } from '../evaluator/evaluator';
import { usePreludeLoader } from '../evaluator/js-slang-adapter';
import { FastSession } from '../fastpath/run-fast';
import type { RunOutcome, RunSettings } from '../protocol';
import { setUpBrowserWorker } from './worker-setup';

/**
 * The browser worker's setup, run here in Node (the worker itself is checked in Chromium by
 * e2e/tests/fast-path.spec.ts and `npm run bench:latency`): the default variant goes through the
 * fast path unless a run asks for js-slang, and both give the same results and error texts.
 */
const fastRuns = vi.spyOn(FastSession.prototype, 'start');

beforeAll(() => setUpBrowserWorker());
afterAll(() => {
  useFastPath(null);
  usePreludeLoader(null);
  fastRuns.mockRestore();
});

const settings = (chapter: RunSettings['chapter'], more: Partial<RunSettings> = {}): RunSettings => ({
  chapter,
  variant: 'default',
  execTimeMs: 1000,
  ...more,
});

async function run(code: string, runSettings: RunSettings) {
  const output: string[] = [];
  const calls = fastRuns.mock.calls.length;
  const outcome: RunOutcome = await new Evaluator().run(code, runSettings, (line) => output.push(line));
  return { outcome, output, fast: fastRuns.mock.calls.length > calls };
}

const PROGRAMS: [RunSettings['chapter'], string][] = [
  [1, 'function sq(x) { return x * x; }\ndisplay(sq(4));\nsq(5);'],
  [2, 'display_list(map(x => x * 2, list(1, 2, 3)));\naccumulate((x, y) => x + y, 0, list(1, 2, 3));'],
  [2, 'const xs = list(1, 2);\nhead(tail(tail(xs)));'],
  // An error inside a prelude function: js-slang marks it [prelude] on both paths.
  [2, 'map(x => x, 5);'],
  [3, 'let s = 0;\nfor (let i = 0; i < 4; i = i + 1) { s = s + i; }\ns + "x" * 2;'],
  [4, 'stream_tail(stream_tail(stream(1, 2)));\nstream_to_list(stream_map(x => x + 1, stream(1, 2)));'],
];

describe('the browser worker setup', () => {
  it.each(PROGRAMS)(
    'chapter %i %s: the fast path by default, the same outcome as js-slang',
    async (chapter, code) => {
      const fast = await run(code, settings(chapter));
      const slang = await run(code, settings(chapter, { engine: 'js-slang' }));
      expect(fast.fast).toBe(true);
      expect(slang.fast).toBe(false);
      expect(fast.outcome).toEqual(slang.outcome);
      expect(fast.output).toEqual(slang.output);
    },
  );

  it('runs with extra globals go through the fast path too, other variants stay on js-slang', async () => {
    const withGlobals = await run('k + 1;', settings(2, { globals: { k: '3' } }));
    expect(withGlobals.fast).toBe(true);
    expect(withGlobals.outcome).toMatchObject({ status: 'finished', value: '4' });
    expect((await run('1 + 1;', { ...settings(2), variant: 'lazy' })).fast).toBe(false);
  });
});
