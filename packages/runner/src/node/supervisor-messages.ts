import type { WorkerFailure } from '../host/session-core';
import type { WorkerToHost } from '../worker-messages';

/** What the runner process sends its host: the worker's own messages, or how the worker ended. */
export type FromSupervisor = WorkerToHost | { type: 'worker-failure'; failure: WorkerFailure };

/** The worker limits travel as the runner process's two arguments (no secrets, so argv is fine). */
export function limitsToArgv(limits: { maxOldGenerationSizeMb: number; stackSizeMb: number }): string[] {
  return [String(limits.maxOldGenerationSizeMb), String(limits.stackSizeMb)];
}
