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
 * Runs one program at a time in a worker thread. A run that is stopped or replaced ends with its
 * thread (the only way to end `while (true) {}` at once); a thread whose program finished by itself
 * is kept for the next run, and a spare is always loading, so a run does not wait for a thread and
 * its TypeScript to start (about 300 ms). A program cannot leave anything behind in its thread: the
 * machine gives it no access to the thread's globals, and each run gets new EV3 functions.
 *
 * Keeps the robot's latest state, which outlives runs: a motor started by one program still turns
 * after it ends, until stopped.
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
    this.spare = this.makeSpare();
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
    const worker = this.spare ?? this.makeSpare();
    this.spare = undefined;
    this.current = worker;
    worker.removeAllListeners();
    worker.on('message', (report: WorkerReport) => this.onReport(worker, report));
    worker.on('error', (error) => this.fail(worker, workerErrorText(error)));
    worker.on('exit', () => this.fail(worker, 'The program ended unexpectedly'));
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

  /** Terminates the running thread, if any, and has a spare load. */
  private endCurrent(): boolean {
    const worker = this.current;
    if (!worker) return false;
    this.current = undefined;
    retire(worker);
    if (!this.spare && !this.closed) this.spare = this.makeSpare();
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
        this.current = undefined;
        this.recycle(worker);
        this.events.ended(report.outcome);
        return;
    }
  }

  /** The thread itself failed (out of memory, crashed): it is not reused. */
  private fail(worker: Worker, message: string) {
    if (worker !== this.current) return;
    this.endCurrent();
    this.events.ended({ status: 'error', message });
  }

  /** A thread whose program finished is idle and warm: it becomes the spare. */
  private recycle(worker: Worker) {
    if (this.spare || this.closed) {
      retire(worker);
      return;
    }
    worker.removeAllListeners();
    this.watchSpare(worker);
    this.spare = worker;
  }

  private makeSpare(): Worker {
    const worker = new Worker(WORKER_ENTRY, {
      // Programs get nothing of the agent's environment and a bounded heap and stack.
      env: {},
      execArgv: [],
      argv: [],
      resourceLimits: { maxOldGenerationSizeMb: 256, stackSizeMb: 16 },
    });
    worker.unref();
    this.watchSpare(worker);
    return worker;
  }

  /**
   * A spare that fails must not take the agent down, nor be handed a run it cannot answer: once it
   * has exited, the next run starts a new one.
   */
  private watchSpare(worker: Worker) {
    worker.on('error', () => {});
    worker.once('exit', () => {
      if (this.spare === worker) this.spare = undefined;
    });
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
