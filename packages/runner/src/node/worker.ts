// Worker-thread entry for the Node host: the same evaluator the browser worker serves.
import { parentPort } from 'node:worker_threads';
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';

const port = parentPort;
if (!port) throw new Error('src/node/worker.ts must run as a worker thread.');
void serveEvaluator(
  (message: WorkerToHost) => port.postMessage(message),
  (handler) => port.on('message', (message: HostToWorker) => handler(message)),
);
