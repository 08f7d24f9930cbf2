import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SessionCore, type WorkerEvents, type WorkerPort } from '../host/session-core';
import type { RunSettings, SourceSession } from '../protocol';
import { type FromSupervisor, limitsToArgv } from './supervisor-messages';
import { DEFAULT_WORKER_LIMITS, runnerProcessOptions, type WorkerLimits } from './worker-options';

export { type GraderStage, type GraderStageResult, runGraderStages } from './grader';
export { DEFAULT_WORKER_LIMITS, type WorkerLimits } from './worker-options';

export interface NodeSessionOptions {
  /**
   * Terminates the worker this long after a call starts (outcome stopped/'hard-timeout'). js-slang's own
   * limit only checks in loops and calls, so this is the backstop. Default: execTimeMs + 5000.
   */
  hardTimeoutMs?: number;
  /**
   * Instead of a fixed hardTimeoutMs: the call's execTimeMs plus this margin (default 5000). The
   * limit counts from when the worker is ready, so a cold start never eats into it.
   */
  hardTimeoutMarginMs?: number;
  /** V8 old-generation limit of each worker (outcome stopped/'out-of-memory'). Default 512. */
  maxOldGenerationSizeMb?: number;
  /** Stack of each worker thread; 32 MB (the default) allows recursion about 75,000 deep. */
  stackSizeMb?: number;
  /**
   * The folder of Source module files (modules.json, bundles/) the workers import from; default
   * the build's own (`@sa/modules/dist-dir`). Tests point it at fixture bundles.
   */
  modulesDir?: string;
}

export interface NodeSourceSession extends SourceSession {
  /** Resolves when a worker has loaded js-slang (about 0.5 s after creation). */
  whenReady(): Promise<void>;
}

/**
 * Source in Node, for the server's grader and for tests. Unlike the browser host, the "run the same
 * code again, get 10x the time" rule is off: a grader must judge every run alike.
 *
 * Each worker thread lives in a runner process of its own (supervisor.ts), not in the caller's: V8
 * ends a worker that passes its heap limit with only 16 MB of leeway, and a program whose last
 * allocation is a large string built inside a native call (returning a 64 MB string near the limit)
 * overshoots it and aborts the whole process (FATAL ERROR: Reached heap limit). That abort now ends
 * the runner process, which the session reports as out of memory; the server keeps running.
 */
export function createNodeSession(options: NodeSessionOptions = {}): NodeSourceSession {
  const limits: WorkerLimits = {
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? DEFAULT_WORKER_LIMITS.maxOldGenerationSizeMb,
    stackSizeMb: options.stackSizeMb ?? DEFAULT_WORKER_LIMITS.stackSizeMb,
  };
  return new SessionCore({
    spawn: (events) => spawnRunnerProcess(events, limits, options.modulesDir),
    // Each program of a call has the exec time; the margin is added once.
    hardTimeoutMs: (settings: RunSettings, programs: number) =>
      options.hardTimeoutMs ?? settings.execTimeMs * programs + (options.hardTimeoutMarginMs ?? 5000),
    extendLimitOnRerun: false,
  });
}

const ENTRY = fileURLToPath(new URL('./runner-process-entry.mjs', import.meta.url));

function spawnRunnerProcess(events: WorkerEvents, limits: WorkerLimits, modulesDir?: string): WorkerPort {
  const argv = [...limitsToArgv(limits), ...(modulesDir ? [modulesDir] : [])];
  const child = fork(ENTRY, argv, runnerProcessOptions());
  let ended = false;
  let busy = false;
  const end = (failure: Parameters<WorkerEvents['failure']>[0]) => {
    if (ended) return;
    ended = true;
    events.failure(failure);
  };
  // An idle, loaded runner must not keep the process alive (tests, CLI tools); a loading one or one
  // with a call in flight must, or a script awaiting whenReady() or an outcome would exit early.
  const hold = (held: boolean) => {
    if (held) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  child.on('message', (message: FromSupervisor) => {
    if (message.type === 'worker-failure') {
      end(message.failure);
      return;
    }
    const answered = message.type === 'done' || message.type === 'device/compiled';
    if (answered) busy = false;
    if (answered || (message.type === 'ready' && !busy)) hold(false);
    events.message(message);
  });
  child.on('error', (error) => end({ kind: 'crash', message: error.message }));
  child.on('exit', (code, signal) =>
    // V8's fatal out-of-memory aborts: the heap limit overshot inside a native call.
    end(
      signal === 'SIGABRT'
        ? { kind: 'out-of-memory' }
        : { kind: 'crash', message: `the runner process exited with ${signal ?? `code ${code}`}` },
    ),
  );
  return {
    post: (message) => {
      busy = true;
      hold(true);
      child.send(message);
    },
    terminate: () => {
      ended = true;
      child.kill('SIGKILL');
    },
  };
}
