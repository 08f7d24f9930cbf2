import type { RunOutcome } from '@sa/runner';
import { describe, expect, it, vi } from 'vitest';
import { AUTORUN_DELAY_MS, createExecution, EXECUTION_ABORTED } from './execution';
import { createWorkspaceStore } from './state';
import { createFakeSession, finished } from './test/fakeSession';
import { EnvModel } from './visualizers/env/envModel';

const MODULES = `${window.location.origin}/modules`;

function setup(overrides = {}) {
  const store = createWorkspaceStore({ editorValue: 'display(1); 2;', chapter: 1, ...overrides });
  const session = createFakeSession();
  const execution = createExecution({
    store,
    createSession: async () => session,
    checkVariant: (chapter, variant) =>
      variant === 'default' ? { available: true } : { available: false, message: `${chapter} ${variant} no` },
  });
  return { store, session, execution };
}

describe('execution', () => {
  it('runs the program with the chosen settings and shows output then the value', async () => {
    const { store, session, execution } = setup({ execTime: 3000 });
    session.queue.push({ outputs: ['1'], outcome: finished('2') });
    await execution.run();
    expect(session.runs[0]).toEqual({
      code: 'display(1); 2;',
      settings: {
        chapter: 1,
        variant: 'default',
        execTimeMs: 3000,
        engine: 'fast',
        moduleBackendUrl: MODULES,
      },
    });
    expect(store.getState().output).toEqual([
      { kind: 'output', text: '1' },
      { kind: 'result', text: '2' },
    ]);
    expect(store.getState().isRunning).toBe(false);
  });

  it("runs on the user's evaluator, else on the workspace's default one (the library's or the course's)", async () => {
    const { session, execution, store } = setup({ defaultEngine: 'js-slang' });
    session.queue.push({ outcome: finished('2') }, { outcome: finished('2') }, { outcome: finished('2') });
    await execution.run();
    store.setState({ engine: 'fast' });
    await execution.run();
    store.setState({ engine: 'js-slang', defaultEngine: 'fast' });
    await execution.run();
    expect(session.runs.map((r) => r.settings.engine)).toEqual(['js-slang', 'fast', 'js-slang']);
  });

  it('shows error lines and marks their lines in the editor', async () => {
    const { store, session, execution } = setup();
    session.queue.push({
      outcome: {
        status: 'error',
        text: 'Line 2: Name y not declared.',
        errors: [
          {
            type: 'Runtime',
            severity: 'Error',
            line: 2,
            column: 4,
            text: 'Line 2: Name y not declared.',
            isTimeout: false,
          },
        ],
      },
    });
    await execution.run();
    expect(store.getState().output).toEqual([{ kind: 'error', text: 'Line 2: Name y not declared.' }]);
    expect(store.getState().errorMarks).toEqual([
      { line: 2, column: 4, text: 'Line 2: Name y not declared.' },
    ]);
    expect(store.getState().highlightedLines).toEqual([2]);
  });

  it("shows 'Execution aborted' when stopped", async () => {
    const { store, session, execution } = setup();
    session.queue.push('hang');
    const running = execution.run();
    await vi.waitFor(() => expect(session.runs).toHaveLength(1));
    expect(store.getState().isRunning).toBe(true);
    execution.stop();
    await running;
    expect(store.getState().output).toEqual([{ kind: 'notice', text: EXECUTION_ABORTED }]);
    expect(store.getState().isRunning).toBe(false);
  });

  it('never runs a variant the runner cannot honour, and says why', async () => {
    const { store, session, execution } = setup({ variant: 'lazy' });
    await execution.run();
    expect(session.runs).toHaveLength(0);
    expect(store.getState().output).toEqual([{ kind: 'error', text: '1 lazy no' }]);
  });

  it('evaluates REPL input in the session, echoes it and records it', async () => {
    const { store, session, execution } = setup();
    session.queue.push({ outcome: finished('3') });
    store.setState({ replValue: '1 + 2;' });
    await execution.evaluateRepl();
    expect(session.evaluations).toEqual(['1 + 2;']);
    expect(store.getState().output).toEqual([
      { kind: 'input', text: '1 + 2;' },
      { kind: 'result', text: '3' },
    ]);
    expect(store.getState().replValue).toBe('');
    expect(store.getState().replHistory.records).toEqual(['1 + 2;']);
  });

  it('reports a runner that fails to load, and tries again on the next run', async () => {
    const store = createWorkspaceStore({ editorValue: '1;' });
    const createSession = vi
      .fn()
      .mockRejectedValueOnce(new Error('worker failed'))
      .mockResolvedValue(createFakeSession());
    const execution = createExecution({ store, createSession });
    await execution.run();
    expect(store.getState().output).toEqual([{ kind: 'error', text: 'worker failed' }]);
    await execution.run();
    expect(store.getState().output).toEqual([{ kind: 'result', text: 'undefined' }]);
  });

  it('autoruns after an edit while autorun is on, and frees the runner on detach', async () => {
    vi.useFakeTimers();
    try {
      const { store, session, execution } = setup({ isEditorAutorun: true });
      const detach = execution.attach();
      store.setState({ editorValue: '5;' });
      await vi.advanceTimersByTimeAsync(AUTORUN_DELAY_MS);
      expect(session.runs.map((r) => r.code)).toEqual(['5;']);
      store.setState({ isEditorAutorun: false, editorValue: '6;' });
      await vi.advanceTimersByTimeAsync(AUTORUN_DELAY_MS);
      expect(session.runs).toHaveLength(1);
      detach();
      await vi.advanceTimersByTimeAsync(0);
      expect(session.disposed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('execution with a frame (an assessment question)', () => {
  const error = (line: number, text: string): RunOutcome => ({
    status: 'error',
    text,
    errors: [{ type: 'Runtime', severity: 'Error', line, column: 0, text, isTimeout: false }],
  });
  function framed(postpend = 'check();') {
    const store = createWorkspaceStore({ editorValue: 'const a = 1;\nb;', chapter: 2, execTime: 2000 });
    const session = createFakeSession();
    const execution = createExecution({
      store,
      createSession: async () => session,
      frame: () => ({ prepend: 'const k = 1;', postpend, externalSymbols: ['heart'], globals: { g: '1' } }),
    });
    return { store, session, execution };
  }

  it('runs the prepend fresh with the library, then evaluates the editor code and the postpend', async () => {
    const { store, session, execution } = framed();
    session.queue.push(
      { outcome: finished('undefined') },
      { outcome: finished('1') },
      { outcome: finished('"ok"') },
    );
    await execution.run();
    expect(session.runs).toEqual([
      {
        code: 'const k = 1;',
        settings: {
          chapter: 2,
          variant: 'default',
          execTimeMs: 2000,
          engine: 'fast',
          moduleBackendUrl: MODULES,
          externalSymbols: ['heart'],
          globals: { g: '1' },
        },
      },
    ]);
    expect(session.evaluations).toEqual(['const a = 1;\nb;', 'check();']);
    expect(store.getState().output).toEqual([{ kind: 'result', text: '"ok"' }]);
  });

  it("shows the editor code's value when the postpend has none", async () => {
    const { store, session, execution } = framed('function check() {}');
    session.queue.push(
      { outcome: finished('undefined') },
      { outcome: finished('1') },
      { outcome: { status: 'finished', value: 'undefined', valueIsUndefined: true } },
    );
    await execution.run();
    expect(store.getState().output).toEqual([{ kind: 'result', text: '1' }]);
  });

  it("marks the editor's own line for its errors, and no line for the hidden code's", async () => {
    const { store, session, execution } = framed();
    session.queue.push(
      { outcome: finished('undefined') },
      { outcome: error(2, 'Line 2: Name b not declared.') },
    );
    await execution.run();
    expect(store.getState().highlightedLines).toEqual([2]);
    expect(session.evaluations).toEqual(['const a = 1;\nb;']);

    session.queue.push({ outcome: error(1, 'Line 1: Name z not declared.') });
    await execution.run();
    expect(store.getState().output).toEqual([{ kind: 'error', text: 'Line 1: Name z not declared.' }]);
    expect(store.getState().highlightedLines).toEqual([]);
    expect(store.getState().errorMarks).toEqual([]);
  });
});

describe('execution with the environment model', () => {
  it('records a trace on a plain Run only while the Env Visualizer tab is shown', async () => {
    const store = createWorkspaceStore({ editorValue: 'let x = 1; x;', chapter: 3 });
    const session = createFakeSession();
    const envModel = new EnvModel();
    const execution = createExecution({
      store,
      createSession: async () => session,
      checkVariant: () => ({ available: true }),
      envModel,
    });
    session.queue.push({ outcome: finished('1') }, { outcome: finished('1') }, { outcome: finished('1') });

    await execution.run();
    expect(session.runs[0]?.settings).not.toHaveProperty('envModel');

    const detach = envModel.attachView();
    await execution.run();
    expect(session.runs[1]?.settings).toHaveProperty('envModel');

    detach();
    await execution.run();
    expect(session.runs[2]?.settings).not.toHaveProperty('envModel');
  });
});

describe('evaluateInput (the Try again button)', () => {
  it('evaluates the command as REPL input and keeps what the user is typing', async () => {
    const { store, session, execution } = setup({ variant: 'non-det', chapter: 3 });
    store.setState({ replValue: 'half typed' });
    session.queue.push({ outcome: finished('2') });
    await execution.evaluateInput('try_again');
    expect(session.evaluations).toEqual(['try_again']);
    expect(store.getState().replValue).toBe('half typed');
    expect(store.getState().output).toEqual([
      { kind: 'input', text: 'try_again' },
      { kind: 'result', text: '2' },
    ]);
  });
});

describe('holdRun (a remote device chosen but not connected)', () => {
  it('makes Run and REPL input only clear the running flag, and lets them through once released', async () => {
    const store = createWorkspaceStore({ editorValue: '1;', chapter: 3, isRunning: true, output: [] });
    const session = createFakeSession();
    let holding = true;
    const execution = createExecution({ store, createSession: async () => session, holdRun: () => holding });
    await execution.run();
    expect(store.getState().isRunning).toBe(false);
    store.setState({ replValue: '2;' });
    await execution.evaluateRepl();
    expect(session.runs).toEqual([]);
    expect(session.evaluations).toEqual([]);
    expect(store.getState().output).toEqual([]);
    expect(store.getState().replValue).toBe('2;');

    holding = false;
    session.queue.push({ outcome: finished('1') });
    await execution.run();
    expect(session.runs.map((r) => r.code)).toEqual(['1;']);
    expect(store.getState().output).toEqual([{ kind: 'result', text: '1' }]);
  });
});

describe('run listeners', () => {
  it('tells listeners when a program run starts, before it finishes, and not for REPL input', async () => {
    const { store, session, execution } = setup();
    const started = vi.fn(() => expect(session.runs).toHaveLength(0));
    const stopListening = execution.onRunStarted(started);
    session.queue.push({ outcome: finished('2') });
    const running = execution.run();
    expect(started).toHaveBeenCalledTimes(1);
    await running;
    store.setState({ replValue: '1;' });
    session.queue.push({ outcome: finished('1') });
    await execution.evaluateRepl();
    expect(started).toHaveBeenCalledTimes(1);
    stopListening();
    session.queue.push({ outcome: finished('2') });
    await execution.run();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('does not tell of a Run ignored because a run is going on', async () => {
    const { store, execution } = setup();
    const started = vi.fn();
    execution.onRunStarted(started);
    store.setState({ isRunning: true });
    await execution.run();
    expect(started).not.toHaveBeenCalled();
  });
});
