import type { SourceChapter, SourceVariant } from '@sa/domain';
import type {
  ModuleOutput,
  RunListener,
  RunOutcome,
  RunSettings,
  SourceSession,
  VideoFilterOutcome,
  VideoFrame,
} from '@sa/runner';
import { moduleInputsOf, resolveModuleBackendUrl } from './modules/moduleSettings';
import { recordInput } from './replHistory';
import { type ErrorMark, type ReplEntry, runEngine, type WorkspaceState, type WorkspaceStore } from './state';
import { createDrawingBuffer } from './visualizers/data-visualizer/drawingBuffer';
import { type EnvModel, envModelApplies } from './visualizers/env/envModel';
import { runStepper, wantsStepper } from './visualizers/stepper/runStepper';

/** Spec 1 section 8. */
export const EXECUTION_ABORTED = 'Execution aborted';
/** Autorun waits this long after the last edit, so a run does not start on every key press. */
export const AUTORUN_DELAY_MS = 750;
/** display lines are gathered for this long before one store update, so a chatty loop stays cheap. */
const OUTPUT_FLUSH_MS = 16;

export type VariantCheck = { available: true } | { available: false; message: string };
export type CheckVariant = (chapter: SourceChapter, variant: SourceVariant) => VariantCheck;

export interface ExecutionOptions {
  store: WorkspaceStore;
  /** Called once, on the first run: the runner is loaded only when it is needed. */
  createSession: () => Promise<SourceSession>;
  /** The runner's own answer for pairs it cannot honour; never silently run as the default. */
  checkVariant?: CheckVariant;
  /** Code and library around the editor's program (an assessment question's); none when absent. */
  frame?: () => RunFrame;
  /** Told the outcome of each program run (not REPL input): achievements count runs and errors. */
  onRun?: (outcome: RunOutcome) => void;
  /** The environment model (chapter 3 and up): traced runs, and pausing at breakpoints. */
  envModel?: EnvModel;
  /** Where Source modules are served (the deployment's setting); our own /modules when absent. */
  moduleBackendUrl?: string | null;
  /**
   * True while runs may not start: a Run or REPL input then only clears the running flag (spec 3
   * section 4: a remote device chosen that is not CONNECTED). Runs start when absent.
   */
  holdRun?: () => boolean;
}

/**
 * What an area runs around the editor's program: hidden code before and after it and the library's
 * extras. With a frame, Run is the prepend as a fresh run, then the editor's code and the postpend
 * evaluated in its context, so an error in the editor's code is reported at the editor's own line.
 */
export interface RunFrame {
  prepend: string;
  postpend: string;
  externalSymbols?: readonly string[];
  globals?: Readonly<Record<string, string>>;
  /** The question's legacy external library (`external.name`), whose symbols modules provide. */
  externalLibrary?: string;
}

/** Runs the editor's program and the REPL's input through one runner session. */
export interface Execution {
  run(): Promise<void>;
  evaluateRepl(): Promise<void>;
  /** Evaluates `code` as REPL input without touching what is typed in the REPL (Try again). */
  evaluateInput(code: string): Promise<void>;
  stop(): void;
  /**
   * Tells `listener` each time a program run starts (Run, Shift-Enter, autorun; not REPL input), at
   * once and before the run is awaited, so a recording logs the run at the moment it was asked for.
   * Returns the function that stops telling it.
   */
  onRunStarted(listener: () => void): () => void;
  /** Continues a run paused at a breakpoint (the environment model's debug run). */
  resume?(): void;
  /**
   * One camera frame through the program's video filter (the Video Display tab). An error is
   * written to the REPL; the tab then stops. 'skipped' while a program runs.
   */
  filterVideoFrame(frame: VideoFrame): Promise<VideoFilterOutcome>;
  /**
   * Hands data to a module of the program's context (a recording's samples for `sound`), between
   * calls; dropped when no runner is loaded (there is no program to receive it).
   */
  sendToModule(module: string, data: unknown): void;
  /**
   * Starts autorun and loads the runner now (a warm worker by the time the user presses Run).
   * The returned function undoes it and frees the runner; attaching again starts afresh, which
   * is what React's double-mounted effects need.
   */
  attach(): () => void;
}

export function outcomeEntries(outcome: RunOutcome): ReplEntry[] {
  switch (outcome.status) {
    case 'finished':
      return [{ kind: 'result', text: outcome.value }];
    case 'error':
      return outcome.errors.length > 0
        ? outcome.errors.map((e) => ({ kind: 'error', text: e.text }))
        : [{ kind: 'error', text: outcome.text }];
    case 'stopped':
      return [{ kind: 'notice', text: EXECUTION_ABORTED }];
    case 'unavailable':
      return [{ kind: 'error', text: outcome.message }];
  }
}

function errorMarksOf(outcome: RunOutcome): ErrorMark[] {
  if (outcome.status !== 'error') return [];
  return outcome.errors.flatMap((e) =>
    e.line === null ? [] : [{ line: e.line, column: e.column, text: e.text }],
  );
}

/** Errors of hidden code keep their text but lose their lines, which are not the editor's. */
function unmarked(outcome: RunOutcome): RunOutcome {
  if (outcome.status !== 'error') return outcome;
  return { ...outcome, errors: outcome.errors.map((e) => ({ ...e, line: null, column: null })) };
}

export function createExecution({
  store,
  createSession,
  checkVariant,
  frame,
  onRun,
  envModel,
  moduleBackendUrl,
  holdRun,
}: ExecutionOptions): Execution {
  const moduleServer = resolveModuleBackendUrl(moduleBackendUrl);
  let session: Promise<SourceSession> | null = null;
  let pending: ReplEntry[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | null = null;
  let autorunTimer: ReturnType<typeof setTimeout> | null = null;
  const runStartedListeners = new Set<() => void>();

  const getSession = () => {
    if (!session) {
      const created = createSession();
      session = created;
      // What the program's modules do after it ended (a timer's callback) shows as it happens.
      created.then(
        (s) => s.onLateModuleOutputs?.(onLateModuleOutputs),
        // A runner that failed to load is tried again on the next run.
        () => {
          if (session === created) session = null;
        },
      );
    }
    return session;
  };
  const drawings = createDrawingBuffer(store);
  const flush = () => {
    drawings.flush();
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    if (pending.length === 0) return;
    const lines = pending;
    pending = [];
    store.setState((s) => ({ output: [...s.output, ...lines] }));
  };
  const onOutput = (line: string) => {
    pending.push({ kind: 'output', text: line });
    flushTimer ??= setTimeout(flush, OUTPUT_FLUSH_MS);
  };
  // What modules drew or played: the run's replace the last run's (cleared at Run), REPL input's and
  // later timers' add. A timer callback's error is a REPL error line rather than a drawing.
  const onModuleOutputs = (outputs: ModuleOutput[]) => {
    const shown = outputs.filter((o) => o.kind !== 'error');
    const errors = outputs.flatMap((o): ReplEntry[] =>
      o.kind === 'error' ? [{ kind: 'error', text: o.text }] : [],
    );
    store.setState((s) => ({
      ...(shown.length > 0 ? { moduleOutputs: [...s.moduleOutputs, ...shown] } : {}),
      ...(errors.length > 0 ? { output: [...s.output, ...errors] } : {}),
    }));
  };
  const onLateModuleOutputs = (outputs: ModuleOutput[]) => {
    // display lines the program printed before come first.
    flush();
    onModuleOutputs(outputs);
  };
  const listener: RunListener = { onOutput, onDataDrawing: drawings.push, onModuleOutputs };
  const finish = (outcome: RunOutcome, extra: Partial<WorkspaceState> = {}) => {
    flush();
    store.setState((s) => ({
      output: [...s.output, ...outcomeEntries(outcome)],
      isRunning: false,
      ...extra,
    }));
  };
  const failed = (error: unknown) => {
    flush();
    const text = error instanceof Error ? error.message : String(error);
    store.setState((s) => ({ output: [...s.output, { kind: 'error', text }], isRunning: false }));
  };

  /** A held run clears the running flag and does nothing else. */
  const held = () => {
    if (!holdRun?.()) return false;
    if (store.getState().isRunning) store.setState({ isRunning: false });
    return true;
  };

  const run = async () => {
    if (held()) return;
    const state = store.getState();
    if (state.isRunning) return;
    for (const listener of [...runStartedListeners]) listener();
    const check = checkVariant?.(state.chapter, state.variant) ?? { available: true };
    if (!check.available) {
      store.setState({
        output: [{ kind: 'error', text: check.message }],
        errorMarks: [],
        highlightedLines: [],
      });
      return;
    }
    store.setState({
      isRunning: true,
      output: [],
      errorMarks: [],
      highlightedLines: [],
      dataDrawings: [],
      moduleOutputs: [],
    });
    try {
      const runner = await getSession();
      const moduleInputs = moduleInputsOf(state);
      const settings: RunSettings = {
        chapter: state.chapter,
        variant: state.variant,
        execTimeMs: state.execTime,
        engine: runEngine(state),
        moduleBackendUrl: moduleServer,
        ...(moduleInputs ? { moduleInputs } : {}),
      };
      // The environment model: a debug run that pauses at breakpoints, or - while its tab is
      // shown - a traced run beside the program's own (a bounded CSE run costs 100-300 ms, which
      // a Run with the tab closed should not pay).
      const envApplies =
        envModel && !frame && !wantsStepper(state) && envModelApplies(state.chapter, state.variant);
      const debug = envApplies && envModel.wantsDebug(state) && runner.runEnvModel !== undefined;
      const env = envApplies && (debug || envModel.wantsTrace) ? envModel : undefined;
      if (!env) envModel?.clear();
      if (env && debug) {
        flush();
        await env.debugRun(store, { runner, settings, state, outcomeEntries, onRun });
        return;
      }
      const outcome = frame
        ? await runFramed(runner, settings, state.editorValue, frame())
        : wantsStepper(state)
          ? await runStepper(runner, store, settings)
          : env
            ? await runner.run(
                state.editorValue,
                { ...settings, envModel: env.options(state) },
                { ...listener, onEnvTrace: (trace) => env.show(trace) },
              )
            : await runner.run(state.editorValue, settings, listener);
      const errorMarks = errorMarksOf(outcome);
      finish(outcome, { errorMarks, highlightedLines: [...new Set(errorMarks.map((m) => m.line))] });
      onRun?.(outcome);
    } catch (error) {
      failed(error);
    }
  };

  // The editor's code between its frame's prepend and postpend; only its own errors mark the editor.
  const runFramed = async (
    runner: SourceSession,
    settings: RunSettings,
    code: string,
    { prepend, postpend, externalSymbols, globals, externalLibrary }: RunFrame,
  ): Promise<RunOutcome> => {
    const library = externalLibrary ? { externalLibrary } : {};
    const before = await runner.run(prepend, { ...settings, externalSymbols, globals, ...library }, listener);
    if (before.status !== 'finished') return unmarked(before);
    const program = await runner.evaluate(code, listener);
    if (program.status !== 'finished' || postpend.trim() === '') return program;
    const after = await runner.evaluate(postpend, listener);
    if (after.status !== 'finished') return unmarked(after);
    // The value of the whole program: the postpend's, unless it has none (declarations only).
    return after.valueIsUndefined ? program : after;
  };

  const evaluateInput = async (code: string, fromRepl = false) => {
    if (held()) return;
    if (store.getState().isRunning || code.trim() === '') return;
    store.setState((s) => ({
      isRunning: true,
      ...(fromRepl ? { replValue: '' } : {}),
      replHistory: recordInput(s.replHistory, code),
      output: [...s.output, { kind: 'input', text: code }],
    }));
    try {
      const runner = await getSession();
      finish(await runner.evaluate(code, listener, moduleInputsOf(store.getState())));
    } catch (error) {
      failed(error);
    }
  };

  // Autorun: a run shortly after the last edit while the toggle is on.
  const watchEdits = () => {
    let lastValue = store.getState().editorValue;
    return store.subscribe(() => {
      const { editorValue, isEditorAutorun } = store.getState();
      if (editorValue === lastValue) return;
      lastValue = editorValue;
      if (!isEditorAutorun) return;
      if (autorunTimer !== null) clearTimeout(autorunTimer);
      autorunTimer = setTimeout(() => {
        autorunTimer = null;
        void run();
      }, AUTORUN_DELAY_MS);
    });
  };

  return {
    run,
    evaluateRepl: () => evaluateInput(store.getState().replValue, true),
    evaluateInput: (code) => evaluateInput(code),
    onRunStarted(listener) {
      runStartedListeners.add(listener);
      return () => runStartedListeners.delete(listener);
    },
    resume() {
      envModel?.resume();
    },
    async filterVideoFrame(frame) {
      const runner = await getSession();
      const outcome: VideoFilterOutcome = runner.filterVideoFrame
        ? await runner.filterVideoFrame(frame)
        : { status: 'error', text: 'This runner shows no video.' };
      if (outcome.status === 'error') {
        store.setState((s) => ({ output: [...s.output, { kind: 'error', text: outcome.text }] }));
      }
      return outcome;
    },
    sendToModule(module, data) {
      void session?.then((s) => s.sendToModule?.(module, data)).catch(() => undefined);
    },
    stop() {
      if (envModel?.stopPaused(EXECUTION_ABORTED)) return;
      if (!store.getState().isRunning || !session) return;
      void session.then((s) => s.stop());
    },
    attach() {
      const unsubscribe = watchEdits();
      void getSession().catch(() => undefined);
      return () => {
        unsubscribe();
        if (autorunTimer !== null) clearTimeout(autorunTimer);
        autorunTimer = null;
        flush();
        const current = session;
        session = null;
        void current?.then((s) => s.dispose()).catch(() => undefined);
        if (store.getState().isRunning) store.setState({ isRunning: false });
      };
    },
  };
}
