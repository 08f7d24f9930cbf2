import type { RunOutcome, RunSettings, SourceSession } from '@sa/runner';

/** One call a fake session received. */
export interface FakeCall {
  kind: 'run' | 'evaluate';
  code: string;
  settings?: RunSettings;
  session: number;
}

/** How the fake answers a call: an outcome, or 'hang' until Stop. */
export type Responder = (call: FakeCall) => RunOutcome | 'hang';

export const finishedWith = (value: string): RunOutcome => ({
  status: 'finished',
  value,
  valueIsUndefined: false,
});
const UNDEFINED: RunOutcome = { status: 'finished', value: 'undefined', valueIsUndefined: true };

export function runtimeError(line: number, message: string): RunOutcome {
  const text = `Line ${line}: ${message}`;
  return {
    status: 'error',
    text,
    errors: [{ type: 'Runtime', severity: 'Error', line, column: 0, text, isTimeout: false }],
  };
}

/**
 * The browser runner's stand-in for page tests (a Web Worker cannot run in jsdom; the real runner
 * has its own tests): every session the page creates answers through the current responder, by the
 * code it is given, and records what it was asked and whether it was disposed.
 */
export const fakeRunner = {
  respond: ((): RunOutcome => UNDEFINED) as Responder,
  calls: [] as FakeCall[],
  created: 0,
  disposed: 0,
  reset() {
    fakeRunner.respond = () => UNDEFINED;
    fakeRunner.calls = [];
    fakeRunner.created = 0;
    fakeRunner.disposed = 0;
  },
};

export async function loadFakeSession(): Promise<SourceSession> {
  fakeRunner.created += 1;
  const id = fakeRunner.created;
  let pendingStop: ((outcome: RunOutcome) => void) | null = null;
  const answer = (call: FakeCall): Promise<RunOutcome> => {
    fakeRunner.calls.push(call);
    const outcome = fakeRunner.respond(call);
    if (outcome === 'hang') return new Promise((resolve) => (pendingStop = resolve));
    return Promise.resolve(outcome);
  };
  return {
    run: (code, settings) => answer({ kind: 'run', code, settings, session: id }),
    evaluate: (code) => answer({ kind: 'evaluate', code, session: id }),
    stop() {
      pendingStop?.({ status: 'stopped', reason: 'user' });
      pendingStop = null;
    },
    dispose() {
      fakeRunner.disposed += 1;
    },
  };
}
