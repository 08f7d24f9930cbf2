// The browser worker's body, loaded by worker.ts once the globals js-slang needs are set.
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { useBundledMappingsWasm } from './source-map-init';
import { setUpBrowserWorker } from './worker-setup';

// Module bodies run after all imports, so js-slang (imported by serve) has set its URL by now.
useBundledMappingsWasm();
setUpBrowserWorker();

/** Serves the worker's requests, first those that arrived while this chunk was loading. */
export function serveInBrowser(early: readonly HostToWorker[]): void {
  const scope = self as unknown as DedicatedWorkerGlobalScope;
  void serveEvaluator(
    (message: WorkerToHost, transfer: ArrayBuffer[] = []) => scope.postMessage(message, transfer),
    (handler) => {
      for (const message of early) handler(message);
      scope.addEventListener('message', (event: MessageEvent<HostToWorker>) => handler(event.data));
    },
    { moduleOutputs: true },
  );
}
