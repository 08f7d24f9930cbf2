import type { ForkOptions } from 'node:child_process';
import { setPriority } from 'node:os';
import type { WorkerOptions } from 'node:worker_threads';

/** The limits each Node worker runs under; every one is enforced by V8 or Node, outside js-slang. */
export interface WorkerLimits {
  /** V8 old-generation heap; past it Node ends the worker (outcome stopped/'out-of-memory'). */
  maxOldGenerationSizeMb: number;
  /** The thread's stack, which bounds how deep non-tail recursion may go before a RangeError. */
  stackSizeMb: number;
}

/**
 * Measured on Node 20 (warm worker, `f(n) = n === 0 ? 0 : n + f(n - 1)`): 4 MB (Node's default)
 * reaches a depth of about 7,700, so a chapter 2 list of 10,000 built by non-tail recursion fails;
 * 32 MB reaches about 75,000 (list building about 71,000), and runaway recursion still ends with
 * 'Maximum call stack size exceeded' in about 0.5 s. 256 MB would reach 500,000 but a runaway then
 * takes 5-9 s to overflow, longer than most testcase limits.
 */
export const DEFAULT_WORKER_LIMITS: WorkerLimits = { maxOldGenerationSizeMb: 512, stackSizeMb: 32 };

/**
 * How every worker is started. `env: {}`: Node copies the whole process.env into a worker by
 * default, and the server's env holds the database URL and the JWT secret; student code must have
 * nothing to find even if it escaped js-slang. `execArgv: []`: the parent's loader flags (tsx,
 * vitest) do not carry over to workers reliably; the entry registers tsx itself. Workers get no
 * argv and no workerData either.
 */
export function workerOptions(limits: WorkerLimits): WorkerOptions {
  return {
    env: {},
    execArgv: [],
    argv: [],
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
      stackSizeMb: limits.stackSizeMb,
    },
  };
}

/**
 * How every runner process (the worker's host, see index.ts) is started: the same empty env and no
 * loader flags, and its stdio ignored so that V8's fatal report and anything js-slang prints cannot
 * flood the server's logs. Messages are structured clones, as between threads.
 */
export function runnerProcessOptions(): ForkOptions {
  return {
    env: {},
    execArgv: [],
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    serialization: 'advanced',
  };
}

/**
 * Student programs yield the CPU to the server that runs them: a burst of grading must not slow the
 * API's answers (see bench/grading-burst.ts). A runner process lowers its own priority before it
 * starts its worker thread, which inherits it (on Linux, niceness is per thread).
 */
export const RUNNER_NICENESS = 10;

export function lowerOwnPriority(): void {
  try {
    setPriority(RUNNER_NICENESS);
  } catch {
    // Not permitted or not supported: the runner then competes at normal priority.
  }
}
