// The browser worker's body, loaded by worker.ts once the globals js-slang needs are set.
import { useFastPath } from '../evaluator/evaluator';
import { usePreludeLoader } from '../evaluator/js-slang-adapter';
import { loadPrelude } from '../evaluator/prelude-cache';
import { serveEvaluator } from '../evaluator/serve';
import { FastSession } from '../fastpath/run-fast';
import { browserModuleLoader } from '../modules/browser-files';
import { useModuleLoaders } from '../modules/worker-modules';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { useBundledMappingsWasm } from './source-map-init';

// Module bodies run after all imports, so js-slang (imported by serve) has set its URL by now.
useBundledMappingsWasm();
// Source modules from the server the page names in each call's settings (moduleBackendUrl).
useModuleLoaders(browserModuleLoader);
// The default variant of chapters 1-4 runs compiled (ADR 0035), as in the Node worker, unless a
// run's settings ask for js-slang. Its deep imports of js-slang sit in this chunk, which worker.ts
// imports only after the globals js-slang reads are set.
useFastPath(() => new FastSession());
usePreludeLoader(loadPrelude);

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
