// Worker-thread entry for the Node host: the same evaluator the browser worker serves.
// no-network must be the first import: it replaces `fetch` before js-slang is loaded.
import './no-network';
import { parentPort, workerData } from 'node:worker_threads';
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { setUpNodeWorker } from './worker-setup';

// The built modules, unless the session named another folder (tests' fixture bundles).
const data = workerData as { modulesDir?: string } | null | undefined;
setUpNodeWorker(data?.modulesDir);

const port = parentPort;
if (!port) throw new Error('src/node/worker.ts must run as a worker thread.');
void serveEvaluator(
  (message: WorkerToHost) => port.postMessage(message),
  (handler) => port.on('message', (message: HostToWorker) => handler(message)),
);
