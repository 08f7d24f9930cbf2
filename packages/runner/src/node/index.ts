import { Worker } from 'node:worker_threads';
import { SessionCore, type WorkerEvents, type WorkerPort } from '../host/session-core';
import type { RunSettings, SourceSession } from '../protocol';
import type { WorkerToHost } from '../worker-messages';

export { type GraderStage, type GraderStageResult, runGraderStages } from './grader';

export interface NodeSessionOptions {
  /**
   * Terminates the worker this long after a call starts (outcome stopped/'hard-timeout'). js-slang's own
   * limit only checks in loops and calls, so this is the backstop. Default: execTimeMs + 5000.
   */
  hardTimeoutMs?: number;
  /** V8 old-generation limit of each worker (outcome stopped/'out-of-memory'). Default 512. */
  maxOldGenerationSizeMb?: number;
}

export interface NodeSourceSession extends SourceSession {
  /** Resolves when a worker has loaded js-slang (about 0.5 s after creation). */
  whenReady(): Promise<void>;
}

/**
 * Source in Node worker threads, for the server's grader and for tests. Unlike the browser host, the
 * "run the same code again, get 10x the time" rule is off: a grader must judge every run alike.
 */
export function createNodeSession(options: NodeSessionOptions = {}): NodeSourceSession {
  const core = new SessionCore({
    spawn: (events) => spawnWorker(events, options.maxOldGenerationSizeMb ?? 512),
    hardTimeoutMs: (settings: RunSettings) => options.hardTimeoutMs ?? settings.execTimeMs + 5000,
    extendLimitOnRerun: false,
  });
  return core;
}

function spawnWorker(events: WorkerEvents, maxOldGenerationSizeMb: number): WorkerPort {
  // execArgv [] : the parent's loader flags (tsx, vitest) do not carry over to workers reliably; the
  // entry registers tsx itself.
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb },
  });
  let ended = false;
  worker.on('message', (message: WorkerToHost) => {
    if (message.type === 'done' || (message.type === 'ready' && !busy)) worker.unref();
    if (message.type === 'done') busy = false;
    events.message(message);
  });
  worker.on('error', (error: Error & { code?: string }) => {
    if (ended) return;
    ended = true;
    events.failure(
      error.code === 'ERR_WORKER_OUT_OF_MEMORY'
        ? { kind: 'out-of-memory' }
        : { kind: 'crash', message: error.message },
    );
  });
  worker.on('exit', (code) => {
    if (ended) return;
    ended = true;
    events.failure({ kind: 'crash', message: `worker exited with code ${code}` });
  });
  // An idle, loaded worker must not keep the process alive (tests, CLI tools); a loading one or one with
  // a call in flight must, or a script awaiting whenReady() or an outcome would exit early.
  let busy = false;
  return {
    post: (message) => {
      busy = true;
      worker.ref();
      worker.postMessage(message);
    },
    terminate: () => {
      ended = true;
      void worker.terminate();
    },
  };
}
