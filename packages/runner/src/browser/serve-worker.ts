// The browser worker's body, loaded by worker.ts once the globals js-slang needs are set.
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { useBundledMappingsWasm } from './source-map-init';

// Module bodies run after all imports, so js-slang (imported by serve) has set its URL by now.
useBundledMappingsWasm();

const scope = self as unknown as DedicatedWorkerGlobalScope;
void serveEvaluator(
  (message: WorkerToHost) => scope.postMessage(message),
  (handler) => scope.addEventListener('message', (event: MessageEvent<HostToWorker>) => handler(event.data)),
);
