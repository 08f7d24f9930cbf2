import { Worker } from 'node:worker_threads';
import { allStopped, type WorldState } from '../ev3/world';
import type { RunOutcome, RunRequest, WorkerReport } from './messages';

export type RunEnd = RunOutcome | { status: 'stopped' };

export interface RunnerEvents {
  display(text: string): void;
  /** The run ended: finished, failed, or stopped. Not called for a run replaced by a new one. */
  ended(end: RunEnd): void;
}

const WORKER_ENTRY = new URL('./worker-entry.mjs', import.meta.url);

/**
 * Runs one program at a time, each in a fresh worker thread. A spare worker is started ahead, so a
 * run does not wait for a thread and its TypeScript to load. Keeps the robot's latest state, which
 * outlives runs: a motor started by one program still turns after it ends, until stopped.
 */
export class ProgramRunner {
  private current: Worker | undefined;
  private spare: Worker | undefined;
  private world: WorldState;
  private closed = false;

  constructor(
    private readonly events: RunnerEvents,
    world: WorldState,
  ) {
    this.world = world;
    this.spare = this.makeWorker();
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  /** The robot as the programs left it. */
  worldState(): WorldState {
    return this.world;
  }

  /** Starts a program, ending the one that runs (without an `ended` for it). */
  start(code: Uint8Array): void {
    if (this.closed) return;
    this.endCurrent();
    const worker = this.spare ?? this.makeWorker();
    this.spare = this.makeWorker();
    this.current = worker;
    worker.on('message', (report: WorkerReport) => this.onReport(worker, report));
    worker.on('error', (error) => this.finish(worker, { status: 'error', message: workerErrorText(error) }));
    worker.on('exit', () =>
      this.finish(worker, { status: 'error', message: 'The program ended unexpectedly' }),
    );
    const request: RunRequest = { code, world: this.world };
    worker.postMessage(request);
  }

  /** Ends the run at once (if any) and stops every motor. Says whether a program was running. */
  stop(): boolean {
    const wasRunning = this.endCurrent();
    this.world = allStopped(this.world, Date.now());
    if (wasRunning) this.events.ended({ status: 'stopped' });
    return wasRunning;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.endCurrent();
    const spare = this.spare;
    this.spare = undefined;
    await spare?.terminate();
  }

  private endCurrent(): boolean {
    const worker = this.current;
    if (!worker) return false;
    this.current = undefined;
    retire(worker);
    return true;
  }

  private onReport(worker: Worker, report: WorkerReport) {
    if (worker !== this.current) return;
    switch (report.type) {
      case 'display':
        this.events.display(report.text);
        return;
      case 'world':
        this.world = report.world;
        return;
      case 'done':
        this.finish(worker, report.outcome);
        return;
    }
  }

  private finish(worker: Worker, end: RunEnd) {
    if (worker !== this.current) return;
    this.current = undefined;
    retire(worker);
    this.events.ended(end);
  }

  private makeWorker(): Worker {
    const worker = new Worker(WORKER_ENTRY, {
      // Programs get nothing of the agent's environment and a bounded heap and stack.
      env: {},
      execArgv: [],
      argv: [],
      resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 16 },
    });
    // A spare that fails to start must not take the agent down; its run will report the failure.
    worker.on('error', () => {});
    worker.unref();
    return worker;
  }
}

/** Ends a worker whose reports no longer matter; anything it still says is ignored. */
function retire(worker: Worker) {
  worker.removeAllListeners();
  worker.on('error', () => {});
  void worker.terminate();
}

function workerErrorText(error: Error): string {
  if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY')
    return 'The program ran out of memory';
  return error.message;
}
