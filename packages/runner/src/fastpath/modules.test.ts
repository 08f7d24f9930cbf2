/**
 * Fast-path-only behaviour of modules (ADR 0035): callbacks that never end are stopped by the fast
 * path's clock, and module calls after the run get a time limit of their own.
 */
import { fileURLToPath } from 'node:url';
import { MODULES_DIST_DIR } from '@sa/modules/dist-dir';
import { describe, expect, it } from 'vitest';
import { Evaluator, useFastPath } from '../evaluator/evaluator';
import { nodeModuleLoader } from '../modules/node-files';
import { useModuleLoaders } from '../modules/worker-modules';
import type { RunOutcome } from '../protocol';
import { FastSession } from './run-fast';

const settings = { chapter: 4, variant: 'default', execTimeMs: 1000 } as const;

async function fastEvaluator(): Promise<Evaluator> {
  useModuleLoaders(() => nodeModuleLoader(MODULES_DIST_DIR));
  useFastPath(() => new FastSession());
  return new Evaluator();
}

const timedOut = (outcome: RunOutcome) => outcome.status === 'error' && outcome.errors[0]?.isTimeout === true;

describe('modules on the fast path', () => {
  it('stops a callback that tail-calls itself for ever, inside the module’s own loop', async () => {
    const evaluator = await fastEvaluator();
    const started = Date.now();
    const outcome = await evaluator.run(
      "import { repeat } from 'repeat';\nfunction f(x) {\n  return f(x);\n}\nrepeat(f, 1)(0);",
      settings,
      () => {},
    );
    expect(timedOut(outcome)).toBe(true);
    expect(outcome.status === 'error' && outcome.text).toMatch(
      /^Line 3: Potential infinite recursion detected/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    useFastPath(null);
  });

  it('gives a module call after the run a time limit of its own', async () => {
    const evaluator = await fastEvaluator();
    const code = `import { add } from 'game';
function update() {
  let n = 0;
  for (let i = 0; i < 200000; i = i + 1) { n = n + 1; }
  return n;
}`;
    expect(await evaluator.run(code, settings, () => {})).toMatchObject({ status: 'finished' });
    // Past the run's own deadline: the loop still runs to its end (the room's call answers true).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(evaluator.callModule('game', { kind: 'function', name: 'update' })).toMatchObject({
      status: 'finished',
      value: 'true',
    });
    useFastPath(null);
  });

  it("a module's timer after the run: notified, its output handed out once, stopped by the next run", async () => {
    const evaluator = await fastEvaluator();
    useModuleLoaders(() =>
      nodeModuleLoader(fileURLToPath(new URL('../modules/fixtures/modules', import.meta.url))),
    );
    const globals = globalThis as { lateDisposed?: number };
    globals.lateDisposed = 0;
    expect(await evaluator.run("import { later } from 'late'; later(20);", settings, () => {})).toMatchObject(
      {
        value: '20',
      },
    );
    let notified = 0;
    evaluator.watchModules(() => {
      notified += 1;
    });
    expect(evaluator.newModuleOutputs()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(notified).toBe(1);
    expect(evaluator.newModuleOutputs()).toEqual([{ module: 'sound', kind: 'stop' }]);
    expect(evaluator.newModuleOutputs()).toEqual([]);
    await evaluator.run("import { later } from 'late'; later(30);", settings, () => {});
    await evaluator.run('1;', settings, () => {});
    expect(globals.lateDisposed).toBe(2);
    useFastPath(null);
  });
});
