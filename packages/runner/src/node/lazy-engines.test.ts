import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { Evaluator } from '../evaluator/evaluator';
import type { RunSettings } from '../protocol';
import { setUpNodeWorker } from './worker-setup';

// Each test file runs in a process of its own, so this file's modules are all that is loaded.
const require = createRequire(import.meta.url);
const loaded = (pkg: string) =>
  Object.keys(require.cache).some((path) => path.includes(`/node_modules/${pkg}/`));

const settings = (variant: RunSettings['variant']): RunSettings => ({
  chapter: 3,
  variant,
  execTimeMs: 5000,
});

describe('the Node worker loads an engine only when its variant runs', () => {
  it('a default run loads js-slang 1.0.94 only; a lazy run then loads js-slang 1.0.80', async () => {
    setUpNodeWorker();
    const evaluator = new Evaluator();
    const program = 'function f(n) { return n === 0 ? null : pair(n, f(n - 1)); } length(f(100));';
    expect(await evaluator.run(program, settings('default'), () => {})).toMatchObject({ value: '100' });
    expect(loaded('js-slang')).toBe(true);
    expect(loaded('js-slang-legacy')).toBe(false);
    expect(loaded('gpu.js')).toBe(false);

    expect(
      await evaluator.run(
        'head(tail(pair(1, pair(2, null))));',
        { ...settings('lazy'), chapter: 2 },
        () => {},
      ),
    ).toMatchObject({
      status: 'finished',
      value: '2',
    });
    expect(loaded('js-slang-legacy')).toBe(true);
  });
});
