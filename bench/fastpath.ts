// Bench (issue 27), CPU time: the fast path against js-slang's native runner (the runner's Evaluator, in
// process) and plain JavaScript, per chapter, in one run. Runs inside a worker thread with the
// runner's 32 MB stack, so deep non-tail recursion behaves as in the runner's workers. Each round
// runs the fast path then plain JavaScript, and the ratio is the median of the rounds' ratios; the
// fast path's time includes parsing, validation and compiling, as a real run pays them.
import { isMainThread, Worker } from 'node:worker_threads';

if (isMainThread) {
  const worker = new Worker(new URL('./fastpath-worker.mjs', import.meta.url), {
    resourceLimits: { stackSizeMb: 32, maxOldGenerationSizeMb: 1024 },
  });
  worker.on('error', (error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
