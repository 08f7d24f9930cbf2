import type { EnvRunOptions, RunListener, RunOutcome, RunSettings, SourceSession } from '@sa/runner';
import { describe, expect, it, vi } from 'vitest';
import { EXECUTION_ABORTED, outcomeEntries } from '../../execution';
import { createWorkspaceStore } from '../../state';
import { EnvModel, EXECUTION_PAUSED, envModelApplies } from './envModel';
import { counterTrace } from './fixtures';

const SETTINGS: RunSettings = { chapter: 3, variant: 'default', execTimeMs: 1000 };

function fakeRunner(outcome: RunOutcome): SourceSession & { options: EnvRunOptions[] } {
  const options: EnvRunOptions[] = [];
  return {
    options,
    run: vi.fn(),
    evaluate: vi.fn(),
    stop: vi.fn(),
    dispose: vi.fn(),
    async runEnvModel(_code: string, _settings: RunSettings, opts: EnvRunOptions, listener?: RunListener) {
      options.push(opts);
      listener?.onEnvTrace?.(counterTrace());
      return outcome;
    },
  };
}

async function debugRun(outcome: RunOutcome = { status: 'finished', value: '3', valueIsUndefined: false }) {
  const store = createWorkspaceStore({
    chapter: 3,
    breakpoints: [2],
    editorValue: 'program',
    isRunning: true,
  });
  const model = new EnvModel();
  const runner = fakeRunner(outcome);
  const onRun = vi.fn();
  await model.debugRun(store, { runner, settings: SETTINGS, state: store.getState(), outcomeEntries, onRun });
  return { store, model, runner, onRun };
}

const texts = (store: ReturnType<typeof createWorkspaceStore>) => store.getState().output.map((e) => e.text);

describe('EnvModel debug runs', () => {
  it('applies from chapter 3, not to concurrent or non-det', () => {
    expect(envModelApplies(2, 'default')).toBe(false);
    expect(envModelApplies(3, 'default')).toBe(true);
    expect(envModelApplies(4, 'default')).toBe(true);
    expect(envModelApplies(3, 'concurrent')).toBe(false);
    expect(envModelApplies(3, 'non-det')).toBe(false);
  });

  it('wants a debug run for gutter breakpoints or a debugger statement only', () => {
    const model = new EnvModel();
    const base = createWorkspaceStore({ editorValue: 'const x = 1;' }).getState();
    expect(model.wantsDebug(base)).toBe(false);
    expect(model.wantsDebug({ ...base, breakpoints: [1] })).toBe(true);
    expect(model.wantsDebug({ ...base, editorValue: 'const x = 1;\ndebugger;' })).toBe(true);
  });

  it('pauses at the first break: output so far, Execution paused, the line highlighted, the model there', async () => {
    const { store, model, runner } = await debugRun();
    expect(runner.options[0]).toEqual({ stepLimit: 1000, breakpointLines: [2] });
    expect(texts(store)).toEqual(['first', EXECUTION_PAUSED]);
    expect(store.getState()).toMatchObject({ isRunning: true, isDebugging: true, highlightedLines: [2] });
    expect(model.store.getState()).toMatchObject({ step: 1, maxStep: 1, pausedAt: 0 });
  });

  it('resumes to the next break, then to the end with the result', async () => {
    const { store, model, onRun } = await debugRun();
    model.resume();
    expect(texts(store)).toEqual(['first', EXECUTION_PAUSED, 'second', EXECUTION_PAUSED]);
    expect(store.getState().highlightedLines).toEqual([4]);
    expect(model.store.getState()).toMatchObject({ step: 3, maxStep: 3, pausedAt: 1 });
    model.resume();
    expect(texts(store)).toEqual(['first', EXECUTION_PAUSED, 'second', EXECUTION_PAUSED, 'third', '3']);
    expect(store.getState()).toMatchObject({ isRunning: false, isDebugging: false, highlightedLines: [] });
    expect(model.store.getState()).toMatchObject({ maxStep: 4, pausedAt: null });
    expect(onRun).toHaveBeenCalledOnce();
  });

  it('stop while paused aborts the run', async () => {
    const { store, model, onRun } = await debugRun();
    expect(model.stopPaused(EXECUTION_ABORTED)).toBe(true);
    expect(texts(store)).toEqual(['first', EXECUTION_PAUSED, EXECUTION_ABORTED]);
    expect(store.getState()).toMatchObject({ isRunning: false, isDebugging: false });
    expect(model.stopPaused(EXECUTION_ABORTED)).toBe(false);
    model.resume();
    expect(texts(store)).toHaveLength(3);
    expect(onRun).not.toHaveBeenCalled();
  });
});
