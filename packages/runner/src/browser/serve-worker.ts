// The browser worker's body, loaded by worker.ts once the globals js-slang needs are set.
import { serveEvaluator } from '../evaluator/serve';
import { browserModuleLoader } from '../modules/browser-files';
import { useModuleLoaders } from '../modules/worker-modules';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { useBundledMappingsWasm } from './source-map-init';

// Module bodies run after all imports, so js-slang (imported by serve) has set its URL by now.
useBundledMappingsWasm();
// Source modules from the server the page names in each call's settings (moduleBackendUrl).
useModuleLoaders(browserModuleLoader);

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
