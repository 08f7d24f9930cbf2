import { MODULES_DIST_DIR } from '@sa/modules/dist-dir';
import { useFastPath } from '../evaluator/evaluator';
import { usePreludeLoader } from '../evaluator/js-slang-adapter';
import { loadPrelude } from '../evaluator/prelude-cache';
import { prepareEnginesWith } from '../evaluator/variant-engines';
import { FastSession } from '../fastpath/run-fast';
import { nodeModuleLoader } from '../modules/node-files';
import { useModuleLoaders } from '../modules/worker-modules';

/**
 * What the Node worker (worker.ts) sets up before it serves: the transpile-once prelude for the
 * grader's fresh contexts, Source modules read from `modulesDir` on disk (never the network), and
 * how the other engines load in Node - each only when its variant first runs (variant-engines.ts),
 * so a default run loads neither.
 */
export function setUpNodeWorker(modulesDir: string = MODULES_DIST_DIR): void {
  usePreludeLoader(loadPrelude);
  // The default variant runs compiled (ADR 0035) unless a run's settings ask for js-slang.
  useFastPath(() => new FastSession());
  const modules = nodeModuleLoader(modulesDir);
  useModuleLoaders(() => modules);
  prepareEnginesWith({
    // js-slang 1.0.80 (lazy, non-det, concurrent, gpu): its source-map wasm read locally, its VM patched.
    legacy: async () => (await import('../legacy/node-legacy')).prepareLegacyForNode(),
    // The wasm variant loads sourceror without Node flags and reads its std files locally (no network).
    wasm: async () => (await import('../wasm/node-host')).useNodeWasmHost(),
  });
}
