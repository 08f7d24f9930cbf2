import type { RunListener, RunOutcome, RunSettings, SourceSession } from '@sa/runner';

/**
 * A scripted SourceSession for component tests: each call answers with the next outcome the test
 * queued (or finishes with 'undefined'), and Stop resolves a pending call as the real one does.
 * The real runner has its own tests; here only the workspace's handling of outcomes matters.
 */
export interface FakeSession extends SourceSession {
  runs: Array<{ code: string; settings: RunSettings }>;
  evaluations: string[];
  /** Outcomes (and display lines) to answer with, in order. */
  queue: Array<{ outputs?: string[]; outcome: RunOutcome } | 'hang'>;
  disposed: boolean;
}

export function createFakeSession(): FakeSession {
  let pendingStop: ((outcome: RunOutcome) => void) | null = null;
  const answer = (listener?: RunListener): Promise<RunOutcome> => {
    const next = session.queue.shift() ?? {
      outcome: { status: 'finished', value: 'undefined', valueIsUndefined: true },
    };
    if (next === 'hang') return new Promise((resolve) => (pendingStop = resolve));
    for (const line of next.outputs ?? []) listener?.onOutput?.(line);
    return Promise.resolve(next.outcome);
  };
  const session: FakeSession = {
    runs: [],
    evaluations: [],
    queue: [],
    disposed: false,
    run(code, settings, listener) {
      session.runs.push({ code, settings });
      return answer(listener);
    },
    evaluate(code, listener) {
      session.evaluations.push(code);
      return answer(listener);
    },
    stop() {
      pendingStop?.({ status: 'stopped', reason: 'user' });
      pendingStop = null;
    },
    dispose() {
      session.disposed = true;
    },
  };
  return session;
}

export const finished = (value: string): RunOutcome => ({
  status: 'finished',
  value,
  valueIsUndefined: false,
});
