import type { RunOutcome, RunSettings } from './protocol';

/**
 * Messages between a host (browser page, Node process) and its worker. Plain data only, so the same
 * evaluator serves both `postMessage` flavours.
 */
export type HostToWorker =
  | { type: 'run'; id: number; code: string; settings: RunSettings }
  /** `settings` is used only if the worker holds no context yet (first call, or after a Stop). */
  | { type: 'evaluate'; id: number; code: string; settings: RunSettings }
  /** A fresh context for `codes[0]`, then the others in it, up to the first that does not finish. */
  | { type: 'stages'; id: number; codes: string[]; settings: RunSettings };

export type WorkerToHost =
  /** js-slang is loaded and warmed up; the worker answers at once from now on. */
  | { type: 'ready' }
  | { type: 'output'; id: number; line: string }
  /** `stage`: for a 'stages' call, the index of the stage whose outcome this is. */
  | { type: 'done'; id: number; outcome: RunOutcome; stage?: number };
