import { describe, expect, it, vi } from 'vitest';
import { AUTORUN_STARTED, AUTORUN_STOPPED, executionActions, RUN_TOOLTIP } from './actions';
import type { Execution } from './execution';
import { createWorkspaceStore } from './state';

function setup() {
  const store = createWorkspaceStore();
  const execution: Execution = {
    run: vi.fn(async () => {}),
    evaluateRepl: vi.fn(),
    evaluateInput: vi.fn(async () => {}),
    stop: vi.fn(),
    attach: vi.fn(),
    filterVideoFrame: vi.fn(async () => ({ status: 'skipped' as const })),
    sendToModule: vi.fn(),
    onRunStarted: vi.fn(() => () => undefined),
  };
  const notifier = { show: vi.fn() };
  const [run, stop, autorun, resume, tryAgain] = executionActions({ store, execution, notifier });
  return {
    store,
    execution,
    notifier,
    run: run!,
    stop: stop!,
    autorun: autorun!,
    resume: resume!,
    tryAgain: tryAgain!,
  };
}

describe('workspace actions', () => {
  it('Run is enabled while idle, Stop while running', () => {
    const { store, run, stop } = setup();
    expect(run.isEnabled(store.getState())).toBe(true);
    expect(stop.isEnabled(store.getState())).toBe(false);
    store.setState({ isRunning: true });
    expect(run.isEnabled(store.getState())).toBe(false);
    expect(stop.isEnabled(store.getState())).toBe(true);
  });

  it('Run carries the spec tooltip and the Shift-Enter shortcut', () => {
    const { run } = setup();
    expect(run).toMatchObject({ label: 'Run', tooltip: RUN_TOOLTIP, shortcut: 'Shift-Enter' });
    expect(RUN_TOOLTIP).toBe('or press shift-enter in the editor');
  });

  it('Run and Stop perform on the execution', () => {
    const { run, stop, execution } = setup();
    run.perform();
    stop.perform();
    expect(execution.run).toHaveBeenCalledOnce();
    expect(execution.stop).toHaveBeenCalledOnce();
  });

  it('Autorun toggles with its toasts and runs once when started', () => {
    const { store, autorun, notifier, execution } = setup();
    expect(autorun.isActive?.(store.getState())).toBe(false);
    autorun.perform();
    expect(store.getState().isEditorAutorun).toBe(true);
    expect(notifier.show).toHaveBeenLastCalledWith(AUTORUN_STARTED, { intent: 'primary' });
    expect(execution.run).toHaveBeenCalledOnce();
    autorun.perform();
    expect(store.getState().isEditorAutorun).toBe(false);
    expect(notifier.show).toHaveBeenLastCalledWith(AUTORUN_STOPPED, { intent: 'primary' });
    expect([AUTORUN_STARTED, AUTORUN_STOPPED]).toEqual(['Autorun Started', 'Autorun Stopped']);
  });

  it('Try again shows only for Non-Det and sends the REPL command', () => {
    const { store, tryAgain, execution } = setup();
    expect(tryAgain.label).toBe('Try again');
    store.setState({ chapter: 3, variant: 'default' });
    expect(tryAgain.isVisible?.(store.getState())).toBe(false);
    store.setState({ variant: 'non-det' });
    expect(tryAgain.isVisible?.(store.getState())).toBe(true);
    tryAgain.perform();
    expect(execution.evaluateInput).toHaveBeenCalledWith('try_again');
  });

  it('Resume shows only where breakpoints pause (chapter 3 and up, not Concurrent or Non-Det)', () => {
    const { store, resume } = setup();
    store.setState({ chapter: 1, variant: 'default' });
    expect(resume.isVisible?.(store.getState())).toBe(false);
    store.setState({ chapter: 3 });
    expect(resume.isVisible?.(store.getState())).toBe(true);
    store.setState({ variant: 'non-det' });
    expect(resume.isVisible?.(store.getState())).toBe(false);
  });
});
