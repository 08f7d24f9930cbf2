import type { WorldState } from '../ev3/world';

/** Main thread to worker: the one program this worker runs, and the robot as it stands. */
export interface RunRequest {
  code: Uint8Array;
  world: WorldState;
}

export type RunOutcome = { status: 'finished'; text: string } | { status: 'error'; message: string };

/** Worker to main thread, in the order they happen. */
export type WorkerReport =
  | { type: 'display'; text: string }
  | { type: 'world'; world: WorldState }
  | { type: 'done'; outcome: RunOutcome };
