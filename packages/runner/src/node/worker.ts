// Worker-thread entry for the Node host: the same evaluator the browser worker serves.
// no-network must be the first import: it replaces `fetch` before js-slang is loaded.
import './no-network';
import { parentPort } from 'node:worker_threads';
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { setUpNodeWorker } from './worker-setup';

setUpNodeWorker();

const port = parentPort;
if (!port) throw new Error('src/node/worker.ts must run as a worker thread.');
void serveEvaluator(
  (message: WorkerToHost) => port.postMessage(message),
  (handler) => port.on('message', (message: HostToWorker) => handler(message)),
);
