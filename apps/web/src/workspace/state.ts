import {
  DEFAULT_CHAPTER,
  DEFAULT_SOURCE_ENGINE,
  DEFAULT_VARIANT,
  type SourceChapter,
  type SourceEngine,
  type SourceVariant,
} from '@sa/domain';
import type { ModuleOutput } from '@sa/modules/protocol';
import type { DataDrawing, StepperSteps } from '@sa/runner';
import { createStore, type Store } from './createStore';
import { EDITOR_WIDTH_DEFAULT_PERCENT, EXEC_TIME_DEFAULT_MS, STEP_LIMIT_DEFAULT } from './limits';
import { EMPTY_HISTORY, type ReplHistory } from './replHistory';

/** One line of the REPL's output area. Each kind has its own style. */
export type ReplEntry =
  /** A `display` line from the program. */
  | { kind: 'output'; text: string }
  /** The value of a program or of REPL input, as the REPL prints it. */
  | { kind: 'result'; text: string }
  /** An error line ('Line 1: Name x not declared.') or the runner's unavailable message. */
  | { kind: 'error'; text: string }
  /** REPL input echoed before its result. */
  | { kind: 'input'; text: string }
  /** A message about the execution itself ('Execution aborted'). */
  | { kind: 'notice'; text: string };

/** Where an error of the last run is, for the editor's markers (1-based line, 0-based column). */
export interface ErrorMark {
  line: number;
  column: number | null;
  text: string;
}

/**
 * Workspace state (spec 1 section 3): only plain, serialisable data. Interpreter state stays in
 * the runner's worker; what comes back from it is text.
 */
export interface WorkspaceState {
  editorValue: string;
  /** 1-based line numbers. */
  breakpoints: number[];
  /** 1-based line numbers drawn highlighted (the lines of the last run's errors). */
  highlightedLines: number[];
  errorMarks: ErrorMark[];
  output: ReplEntry[];
  replValue: string;
  replHistory: ReplHistory;
  chapter: SourceChapter;
  variant: SourceVariant;
  /**
   * The evaluator the user chose for the default variant (the playground's Evaluator control), null
   * to follow `defaultEngine`. The stepper and the Env Visualizer use js-slang whatever it says.
   */
  engine: SourceEngine | null;
  /** The evaluator when the user chose none: the question library's, else the course's (ADR 0039). */
  defaultEngine: SourceEngine;
  execTime: number;
  stepLimit: number;
  isEditorAutorun: boolean;
  isRunning: boolean;
  isDebugging: boolean;
  hasUnsavedChanges: boolean;
  /** A save of the editor's code is out (an assessment's Save shows a spinner meanwhile). */
  isSaving: boolean;
  /** The editor's last save waits on this device to be sent (offline): Save says so. */
  saveWaiting: boolean;
  /** Editor share of the width in percent; 100 collapses the side content, 0 fills it. */
  editorWidth: number;
  /** True while the Stepper tab is shown: Run then computes the program's steps instead. */
  stepperOpen: boolean;
  /** The last stepper run's steps (plain data from the worker); null before one, or after an error. */
  stepper: StepperSteps | null;
  /** The last run's `draw_data` drawings, then those of REPL input after it (the Data Visualizer). */
  dataDrawings: readonly DataDrawing[];
  /** What the last run's Source modules drew or played, then REPL input's after it (module tabs). */
  moduleOutputs: readonly ModuleOutput[];
  /**
   * The question's external library (legacy `external.name` and its symbols), null for none: which
   * module tabs an assessment shows before any run (Tone Matrix for `get_matrix`, Video Display).
   */
  library: WorkspaceLibrary | null;
  /** The Tone Matrix's 16x16 grid (rows of columns, true = on), sent with each run; null if never touched. */
  toneMatrix: readonly (readonly boolean[])[] | null;
  /**
   * The side tab the user chose (its id), null before any choice: in the store rather than the tab
   * bar so a recording can log tab changes and a replay can switch tabs.
   */
  sideTab: string | null;
}

export interface WorkspaceLibrary {
  name: string;
  symbols: readonly string[];
}

export type WorkspaceStore = Store<WorkspaceState>;

export function initialWorkspaceState(overrides: Partial<WorkspaceState> = {}): WorkspaceState {
  return {
    editorValue: '',
    breakpoints: [],
    highlightedLines: [],
    errorMarks: [],
    output: [],
    replValue: '',
    replHistory: EMPTY_HISTORY,
    chapter: DEFAULT_CHAPTER,
    variant: DEFAULT_VARIANT,
    engine: null,
    defaultEngine: DEFAULT_SOURCE_ENGINE,
    execTime: EXEC_TIME_DEFAULT_MS,
    stepLimit: STEP_LIMIT_DEFAULT,
    isEditorAutorun: false,
    isRunning: false,
    isDebugging: false,
    hasUnsavedChanges: false,
    isSaving: false,
    saveWaiting: false,
    editorWidth: EDITOR_WIDTH_DEFAULT_PERCENT,
    stepperOpen: false,
    stepper: null,
    dataDrawings: [],
    moduleOutputs: [],
    library: null,
    toneMatrix: null,
    sideTab: null,
    ...overrides,
  };
}

export function createWorkspaceStore(overrides: Partial<WorkspaceState> = {}): WorkspaceStore {
  return createStore(initialWorkspaceState(overrides));
}

/** The evaluator a run of the default variant uses: the user's choice, else the workspace's default. */
export function runEngine(state: Pick<WorkspaceState, 'engine' | 'defaultEngine'>): SourceEngine {
  return state.engine ?? state.defaultEngine;
}
