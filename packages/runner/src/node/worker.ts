// Worker-thread entry for the Node host: the same evaluator the browser worker serves.
// no-network must be the first import: it replaces `fetch` before js-slang is loaded.
import './no-network';
import { parentPort } from 'node:worker_threads';
import { usePreludeLoader } from '../evaluator/js-slang-adapter';
import { loadPrelude } from '../evaluator/prelude-cache';
import { serveEvaluator } from '../evaluator/serve';
import { prepareLegacyForNode } from '../legacy/node-legacy';
import { useNodeWasmHost } from '../wasm/node-host';
import type { HostToWorker, WorkerToHost } from '../worker-messages';

usePreludeLoader(loadPrelude);
// js-slang 1.0.80 (lazy, non-det, concurrent, gpu): its source-map wasm read locally, its VM patched.
prepareLegacyForNode();
// The wasm variant loads sourceror without Node flags and reads its std files locally (no network).
useNodeWasmHost();

const port = parentPort;
if (!port) throw new Error('src/node/worker.ts must run as a worker thread.');
void serveEvaluator(
  (message: WorkerToHost) => port.postMessage(message),
  (handler) => port.on('message', (message: HostToWorker) => handler(message)),
);
