// Main thread of a runner process: hosts one worker thread and relays its messages to the server.
import { Worker } from 'node:worker_threads';
import type { HostToWorker } from '../worker-messages';
import { endNow, endWithParent } from './parent-watch';
import type { FromSupervisor } from './supervisor-messages';
import { DEFAULT_WORKER_LIMITS, lowerOwnPriority, type WorkerLimits, workerOptions } from './worker-options';

function limitsFromArgv(argv: readonly string[]): WorkerLimits {
  const [heap, stack] = argv.map(Number);
  return {
    maxOldGenerationSizeMb: heap && heap > 0 ? heap : DEFAULT_WORKER_LIMITS.maxOldGenerationSizeMb,
    stackSizeMb: stack && stack > 0 ? stack : DEFAULT_WORKER_LIMITS.stackSizeMb,
  };
}

// First: nothing may outlive the server, whatever state this process is in when it goes away.
endWithParent(endNow);

const send = (message: FromSupervisor, then?: () => void) =>
  process.send?.(message, undefined, undefined, () => then?.());

// Tells the server how the worker ended (once: 'error' is followed by 'exit'), then ends this
// process; the server starts a new one when it needs it.
let failed = false;
const fail = (failure: Extract<FromSupervisor, { type: 'worker-failure' }>['failure']) => {
  if (failed) return;
  failed = true;
  send({ type: 'worker-failure', failure }, () => process.exit(0));
};

lowerOwnPriority();
// A third argument names the folder of Source module files, when not the build's own.
const modulesDir = process.argv[4];
const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
  ...workerOptions(limitsFromArgv(process.argv.slice(2, 4))),
  ...(modulesDir ? { workerData: { modulesDir } } : {}),
});
worker.on('message', (message: FromSupervisor) => send(message));
worker.on('error', (error: Error & { code?: string }) =>
  fail(
    error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      ? { kind: 'out-of-memory' }
      : { kind: 'crash', message: error.message },
  ),
);
worker.on('exit', (code) => fail({ kind: 'crash', message: `worker exited with code ${code}` }));
process.on('message', (message: HostToWorker) => worker.postMessage(message));
