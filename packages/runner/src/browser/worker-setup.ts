import { useFastPath } from '../evaluator/evaluator';
import { usePreludeLoader } from '../evaluator/js-slang-adapter';
import { loadPrelude } from '../evaluator/prelude-cache';
import { FastSession } from '../fastpath/run-fast';
import { browserModuleLoader } from '../modules/browser-files';
import { useModuleLoaders } from '../modules/worker-modules';

/**
 * What the browser worker (serve-worker.ts) sets up before it serves, as the Node worker does
 * (node/worker-setup.ts): the default variant of chapters 1-4 runs compiled (ADR 0035) unless a
 * run's settings ask for js-slang; js-slang's fresh contexts load the chapter prelude from code
 * transpiled once per worker (evaluator/prelude-cache.ts) rather than parsing it again per run; Source
 * modules come from the server each call's settings name (moduleBackendUrl).
 *
 * Both deep-import js-slang's modules. ADR 12 once met "Class extends value undefined" with such
 * imports in the worker bundle; they are safe now because worker.ts imports this code (the
 * serve-worker chunk) only after worker-globals.ts has set what js-slang reads while it loads.
 */
export function setUpBrowserWorker(): void {
  useFastPath(() => new FastSession());
  usePreludeLoader(loadPrelude);
  useModuleLoaders(browserModuleLoader);
}
