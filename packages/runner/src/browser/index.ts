import { SessionCore, type WorkerEvents, type WorkerPort } from '../host/session-core';
import type { RunSettings, SourceSession } from '../protocol';
import type { WorkerToHost } from '../worker-messages';

export interface BrowserSessionOptions {
  /**
   * Creates the worker; tests or unusual hosts may replace it. The default is the module worker below,
   * which Vite bundles as its own chunk (it holds js-slang, ~400 KB gzip) loaded only when a session exists.
   */
  createWorker?: () => Worker;
}

export interface BrowserSourceSession extends SourceSession {
  /** Resolves when a worker has loaded js-slang; the editor may show "loading" until then. */
  whenReady(): Promise<void>;
}

/**
 * Source in a Web Worker, for every workspace. The page never runs student code itself, so it stays
 * responsive; Stop terminates the worker at once and a loaded spare takes over. After a Stop the REPL
 * context is gone: the next `evaluate` starts a fresh context (its outcome has `freshContext: true`).
 * Running the same program again right after it timed out gets ten times the limit, as the timeout
 * message promises.
 */
export function createBrowserSession(options: BrowserSessionOptions = {}): BrowserSourceSession {
  const createWorker =
    options.createWorker ??
    (() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'source-runner' }));
  return new SessionCore({
    spawn: (events) => spawnWorker(createWorker, events),
    hardTimeoutMs: wasmHardTimeoutMs,
    extendLimitOnRerun: true,
  });
}

/**
 * js-slang stops its own runaway programs (its time limit); WebAssembly code has no such checks, so
 * a wasm run is ended from outside after its time limit plus a margin for compiling (and, on first
 * use, loading the compiler): the outcome is stopped/'hard-timeout', as in the Node host.
 */
export const WASM_HARD_TIMEOUT_MARGIN_MS = 2000;

function wasmHardTimeoutMs(settings: RunSettings, programs: number): number | null {
  return settings.variant === 'wasm' ? settings.execTimeMs * programs + WASM_HARD_TIMEOUT_MARGIN_MS : null;
}

function spawnWorker(createWorker: () => Worker, events: WorkerEvents): WorkerPort {
  const worker = createWorker();
  worker.addEventListener('message', (event: MessageEvent<WorkerToHost>) => events.message(event.data));
  worker.addEventListener('error', (event: ErrorEvent) => {
    event.preventDefault();
    events.failure({ kind: 'crash', message: event.message || 'the worker failed to load' });
  });
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    terminate: () => worker.terminate(),
  };
}
