import type { AutograderResult } from '@sa/domain';
import {
  GRADER_STOPPED,
  type GradingProgram,
  type GradingTestcase,
  gradeTestcase,
  type RunSettings,
  type SourceSession,
} from '@sa/runner';
import { createStore, type Store } from '../../../../workspace/createStore';

export interface TestcaseRunState {
  /** One per testcase, null until it has run in this visit ('No Answer'). */
  results: ReadonlyArray<AutograderResult | null>;
  /** The testcase running now (0-based). */
  running: number | null;
  /** The testcase that Stop interrupted (0-based); the later ones did not run. */
  aborted: number | null;
}

/** A runner session; the browser's says when its worker has loaded, which the time limit waits for. */
export type GradingSession = SourceSession & { whenReady?(): Promise<void> };

export interface TestcaseRunnerSetup {
  testcases: readonly GradingTestcase[];
  settings: RunSettings;
  createSession: () => Promise<GradingSession>;
}

export interface TestcaseRunner {
  store: Store<TestcaseRunState>;
  /** Clears every result, then grades the testcases one by one against `program`. */
  runAll(program: GradingProgram): Promise<void>;
  stop(): void;
  dispose(): void;
}

/** Like the Node host's backstop: js-slang's own limit plus 5 s, counted once the worker is ready. */
const HARD_LIMIT_EXTRA_MS = 5000;
const STOPPED: AutograderResult = {
  resultType: 'error',
  errors: [{ errorType: 'systemError', errorMessage: GRADER_STOPPED }],
};

/**
 * The Autograder tab's runs. Each testcase gets a fresh session of its own (never the editor's, whose
 * REPL context the learner is using), disposed when it is graded, and the same grading code as the
 * server's grader.
 */
export function createTestcaseRunner({
  testcases,
  settings,
  createSession,
}: TestcaseRunnerSetup): TestcaseRunner {
  const store = createStore<TestcaseRunState>({
    results: testcases.map(() => null),
    running: null,
    aborted: null,
  });
  let generation = 0;
  let stopRequested = false;
  let current: GradingSession | null = null;

  const gradeOne = async (
    run: number,
    testcase: GradingTestcase,
    program: GradingProgram,
  ): Promise<AutograderResult> => {
    let session: GradingSession | null = null;
    try {
      session = await createSession();
      current = session;
      await session.whenReady?.();
      // Stopped (or left) while the worker loaded: the caller drops this result anyway.
      if (run !== generation || stopRequested) return STOPPED;
      return await gradeTestcase(session, settings, program, testcase, {
        hardTimeoutMs: settings.execTimeMs + HARD_LIMIT_EXTRA_MS,
      });
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : String(error);
      return { resultType: 'error', errors: [{ errorType: 'systemError', errorMessage }] };
    } finally {
      current = null;
      session?.dispose();
    }
  };

  const interrupt = () => {
    current?.stop();
  };

  return {
    store,
    async runAll(program) {
      interrupt();
      generation += 1;
      const run = generation;
      stopRequested = false;
      store.setState({ results: testcases.map(() => null), running: null, aborted: null });
      for (const [index, testcase] of testcases.entries()) {
        if (run !== generation) return;
        store.setState({ running: index });
        const result = await gradeOne(run, testcase, program);
        if (run !== generation) return; // a newer run or the page's end took over
        if (stopRequested) {
          store.setState({ running: null, aborted: index });
          return;
        }
        store.setState((s) => ({ results: s.results.map((r, i) => (i === index ? result : r)) }));
      }
      store.setState({ running: null });
    },
    stop() {
      if (store.getState().running === null) return;
      stopRequested = true;
      interrupt();
    },
    dispose() {
      generation += 1;
      interrupt();
    },
  };
}
