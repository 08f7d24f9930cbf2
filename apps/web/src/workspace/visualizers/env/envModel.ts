import type { SourceChapter, SourceVariant } from '@sa/domain';
import {
  type EnvRunOptions,
  type EnvTrace,
  type RunOutcome,
  type RunSettings,
  type SourceSession,
  stepLimitMessage,
} from '@sa/runner';
import { createStore, type Store } from '../../createStore';
import type { ErrorMark, ReplEntry, WorkspaceState, WorkspaceStore } from '../../state';

/** Spec 1 section 8. */
export const EXECUTION_PAUSED = 'Execution paused';

export interface EnvModelState {
  trace: EnvTrace | null;
  /** The snapshot shown. */
  step: number;
  /** The last step the slider may reach: the paused step while paused, the last snapshot otherwise. */
  maxStep: number;
  /** Index into trace.breaks while the program is paused there; null when not paused. */
  pausedAt: number | null;
}

const EMPTY: EnvModelState = { trace: null, step: 0, maxStep: 0, pausedAt: null };

/** A `debugger;` statement anywhere in the program (a comment mentioning it is rare enough). */
const DEBUGGER_STATEMENT = /(^|[^\w$.])debugger\s*;/m;

/** Spec 2.6: chapter 3 and up, not the concurrent or non-det variants. */
export function envModelApplies(chapter: SourceChapter, variant: SourceVariant): boolean {
  return chapter >= 3 && variant !== 'concurrent' && variant !== 'non-det';
}

/** Something to draw: a frame besides the global one. */
export function hasDrawing(trace: EnvTrace | null): boolean {
  return trace?.snapshots.some((s) => s.frames.length > 1) ?? false;
}

export interface DebugRunIO {
  runner: SourceSession;
  settings: RunSettings;
  state: WorkspaceState;
  /** Builds the REPL entries of an outcome (the workspace's own rule). */
  outcomeEntries(outcome: RunOutcome): ReplEntry[];
  /** Told the outcome when the run is over (resumed past its last break, or never paused). */
  onRun?(outcome: RunOutcome): void;
}

/**
 * The environment model of a workspace: the last run's trace, the slider position, and pausing at
 * breakpoints. Pausing is done with the snapshots: the program is run once on the CSE machine up to
 * the step limit, and the workspace is shown as it was at each break in turn (output so far,
 * 'Execution paused', the line highlighted). js-slang 1.0.94 cannot suspend a run (its `debugger;`
 * no longer suspends), so this is a replay of a finished, bounded run, not a live suspension.
 */
export class EnvModel {
  readonly store: Store<EnvModelState> = createStore<EnvModelState>(EMPTY);
  private workspace: WorkspaceStore | null = null;
  private pending: { outcome: RunOutcome; io: DebugRunIO } | null = null;
  /** Whether the tab is shown: only then does a plain Run pay for a traced run beside the program's. */
  private openViews = 0;

  /** The tab's view mounts and unmounts; returns the undo for an effect. */
  attachView(): () => void {
    this.openViews += 1;
    return () => {
      this.openViews -= 1;
    };
  }

  /** A plain Run records a trace while the tab is shown (a debug run always records one). */
  get wantsTrace(): boolean {
    return this.openViews > 0;
  }

  /** The options a run sends for a traced run. */
  options(state: WorkspaceState): EnvRunOptions {
    return { stepLimit: state.stepLimit, breakpointLines: state.breakpoints };
  }

  /** A run with gutter breakpoints or a `debugger;` statement is a debug run. */
  wantsDebug(state: WorkspaceState): boolean {
    return state.breakpoints.length > 0 || DEBUGGER_STATEMENT.test(state.editorValue);
  }

  show(trace: EnvTrace | null): void {
    const last = trace ? trace.snapshots.length - 1 : 0;
    this.store.setState({ trace, step: 0, maxStep: Math.max(0, last), pausedAt: null });
  }

  clear(): void {
    this.pending = null;
    this.store.setState(EMPTY);
  }

  setStep(step: number): void {
    const { maxStep } = this.store.getState();
    this.store.setState({ step: Math.min(maxStep, Math.max(0, Math.round(step))) });
  }

  /** Runs the program on the CSE machine and pauses at its first break, if any. */
  async debugRun(workspace: WorkspaceStore, io: DebugRunIO): Promise<void> {
    this.workspace = workspace;
    this.pending = null;
    const received: { trace: EnvTrace | null } = { trace: null };
    const run = io.runner.runEnvModel;
    if (!run) throw new Error('This runner cannot record the environment model.');
    const outcome = await run.call(io.runner, io.state.editorValue, io.settings, this.options(io.state), {
      onEnvTrace: (t) => {
        received.trace = t;
      },
    });
    const recorded = received.trace;
    this.show(recorded);
    if (outcome.status === 'stopped' || !recorded || recorded.breaks.length === 0) {
      this.finish(outcome, io, recorded, -1);
      return;
    }
    this.pending = { outcome, io };
    this.pauseAt(0, recorded, -1);
  }

  /** Continues to the next break, or to the end of the run. */
  resume(): void {
    const { trace, pausedAt } = this.store.getState();
    const pending = this.pending;
    if (!trace || pausedAt === null || !pending) return;
    const from = trace.breaks[pausedAt]?.step ?? -1;
    if (pausedAt + 1 < trace.breaks.length) this.pauseAt(pausedAt + 1, trace, from);
    else this.finish(pending.outcome, pending.io, trace, from);
  }

  /** Stop while paused: ends the debug run. Returns false when not paused (nothing to stop here). */
  stopPaused(abortedText: string): boolean {
    const { pausedAt } = this.store.getState();
    if (pausedAt === null || !this.workspace) return false;
    this.pending = null;
    this.store.setState((s) => ({ pausedAt: null, maxStep: s.trace ? s.trace.snapshots.length - 1 : 0 }));
    this.workspace.setState((s) => ({
      output: [...s.output, { kind: 'notice', text: abortedText }],
      isRunning: false,
      isDebugging: false,
      highlightedLines: [],
    }));
    return true;
  }

  private pauseAt(index: number, trace: EnvTrace, fromStep: number): void {
    const pause = trace.breaks[index];
    if (!pause || !this.workspace) return;
    this.store.setState({ step: pause.step, maxStep: pause.step, pausedAt: index });
    this.workspace.setState((s) => ({
      output: [
        ...s.output,
        ...outputBetween(trace, fromStep, pause.step),
        { kind: 'notice', text: EXECUTION_PAUSED },
      ],
      isRunning: true,
      isDebugging: true,
      highlightedLines: [pause.line],
    }));
  }

  private finish(outcome: RunOutcome, io: DebugRunIO, trace: EnvTrace | null, fromStep: number): void {
    this.pending = null;
    const workspace = this.workspace;
    if (!workspace) return;
    const tail = trace ? outputBetween(trace, fromStep, Number.POSITIVE_INFINITY) : [];
    const limit: ReplEntry[] = trace?.limitReached
      ? [{ kind: 'notice', text: stepLimitMessage(trace.stepLimit) }]
      : [];
    const marks = errorMarks(outcome);
    this.store.setState((s) => ({ pausedAt: null, maxStep: s.trace ? s.trace.snapshots.length - 1 : 0 }));
    workspace.setState((s) => ({
      output: [...s.output, ...tail, ...limit, ...io.outcomeEntries(outcome)],
      isRunning: false,
      isDebugging: false,
      errorMarks: marks,
      highlightedLines: [...new Set(marks.map((m) => m.line))],
    }));
    io.onRun?.(outcome);
  }
}

function outputBetween(trace: EnvTrace, afterStep: number, upToStep: number): ReplEntry[] {
  return trace.output
    .filter((o) => o.step > afterStep && o.step <= upToStep)
    .map((o) => ({ kind: 'output' as const, text: o.line }));
}

function errorMarks(outcome: RunOutcome): ErrorMark[] {
  if (outcome.status !== 'error') return [];
  return outcome.errors.flatMap((e) =>
    e.line === null ? [] : [{ line: e.line, column: e.column, text: e.text }],
  );
}
