import { parentPort } from 'node:worker_threads';
import { loadProgram, runProgram, SvmlFormatError } from '@sa/svml';
import { createEv3Functions } from '../ev3/functions';
import type { WorldState } from '../ev3/world';
import type { RunOutcome, RunRequest, WorkerReport } from './messages';

/**
 * Runs programs, one at a time, in a thread of their own so that `stop` can end even
 * `while (true) {}` at once by terminating the thread. The machine runs synchronously; ev3_pause blocks the thread for real
 * with Atomics.wait, and the robot's state goes to the main thread (for the monitor) as it changes.
 */

/** At most this many display lines a second: a runaway display loop is slowed, not let flood the link. */
const DISPLAY_LINES_PER_SECOND = 200;
/** World updates closer together than this are merged (a tight loop of motor calls). */
const WORLD_REPORT_MS = 20;

const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
const report = (message: WorkerReport) => port.postMessage(message);

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => {
  if (ms > 0) Atomics.wait(sleeper, 0, 0, ms);
};

let windowStart = Date.now();
let linesInWindow = 0;
function display(text: string) {
  if (linesInWindow >= DISPLAY_LINES_PER_SECOND) {
    sleep(windowStart + 1_000 - Date.now());
  }
  if (Date.now() - windowStart >= 1_000) {
    windowStart = Date.now();
    linesInWindow = 0;
  }
  linesInWindow++;
  report({ type: 'display', text });
}

let unreported: WorldState | undefined;
let lastWorldReport = 0;
function flushWorld() {
  if (!unreported) return;
  report({ type: 'world', world: unreported });
  unreported = undefined;
  lastWorldReport = Date.now();
}

function run(request: RunRequest): RunOutcome {
  let program: ReturnType<typeof loadProgram>;
  try {
    program = loadProgram(request.code);
  } catch (error) {
    const reason = error instanceof SvmlFormatError || error instanceof Error ? error.message : String(error);
    return { status: 'error', message: `The program could not be loaded: ${reason}` };
  }
  const ev3 = createEv3Functions(request.world, {
    now: Date.now,
    sleep: (ms) => {
      flushWorld();
      sleep(ms);
    },
    display,
    changed: (world) => {
      unreported = world;
      if (Date.now() - lastWorldReport >= WORLD_REPORT_MS) flushWorld();
    },
  });
  try {
    const outcome = runProgram(program, { display, internalFunctions: ev3.functions });
    return outcome.status === 'finished'
      ? { status: 'finished', text: outcome.text }
      : { status: 'error', message: outcome.message };
  } catch (error) {
    // The machine reports program errors itself; this is a fault of the machine or the host.
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  } finally {
    flushWorld();
  }
}

// A thread whose program finished may be given the next one (see ProgramRunner).
port.on('message', (request: RunRequest) => {
  windowStart = Date.now();
  linesInWindow = 0;
  unreported = undefined;
  report({ type: 'done', outcome: run(request) });
});
