import type {
  ModuleOutput,
  RunListener,
  RunOutcome,
  RunSettings,
  SourceSession,
  VideoFilterOutcome,
} from '@sa/runner';

/**
 * A scripted SourceSession for component tests: each call answers with the next outcome the test
 * queued (or finishes with 'undefined'), and Stop resolves a pending call as the real one does.
 * The real runner has its own tests; here only the workspace's handling of outcomes matters.
 */
export interface FakeSession extends SourceSession {
  runs: Array<{ code: string; settings: RunSettings }>;
  evaluations: string[];
  /** The module inputs each evaluation was given (undefined for none). */
  evaluationInputs: Array<Readonly<Record<string, unknown>> | undefined>;
  /** Outcomes (and display lines, module outputs) to answer with, in order. */
  queue: Array<{ outputs?: string[]; moduleOutputs?: ModuleOutput[]; outcome: RunOutcome } | 'hang'>;
  /** What filterVideoFrame answers, in order ('skipped' when empty). */
  videoQueue: VideoFilterOutcome[];
  /** What sendToModule was given, in order. */
  sentToModules: Array<{ module: string; data: unknown }>;
  /** Plays the worker posting outputs after a call (a timer's callback). */
  emitLate(outputs: ModuleOutput[]): void;
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
    if (next.moduleOutputs) listener?.onModuleOutputs?.(next.moduleOutputs);
    return Promise.resolve(next.outcome);
  };
  const lateListeners = new Set<(outputs: ModuleOutput[]) => void>();
  const session: FakeSession = {
    sentToModules: [],
    emitLate(outputs) {
      for (const listener of lateListeners) listener(outputs);
    },
    sendToModule(module, data) {
      session.sentToModules.push({ module, data });
    },
    onLateModuleOutputs(listener) {
      lateListeners.add(listener);
      return () => lateListeners.delete(listener);
    },
    runs: [],
    evaluations: [],
    evaluationInputs: [],
    queue: [],
    videoQueue: [],
    disposed: false,
    run(code, settings, listener) {
      session.runs.push({ code, settings });
      return answer(listener);
    },
    evaluate(code, listener, moduleInputs) {
      session.evaluations.push(code);
      session.evaluationInputs.push(moduleInputs);
      return answer(listener);
    },
    async filterVideoFrame() {
      return session.videoQueue.shift() ?? { status: 'skipped' };
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
