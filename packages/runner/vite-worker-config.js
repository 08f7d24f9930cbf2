import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSourcerorWasm, wasmModuleShim } from './src/wasm/wasm-esm.mjs';

// Plain JavaScript (type-checked through JSDoc) because Vite loads its config with Node and leaves
// workspace packages external: a .ts file here would fail with ERR_UNKNOWN_FILE_EXTENSION.

/**
 * What a Vite app needs to bundle the Source runner's Web Worker (js-slang is CommonJS written for
 * Node). Add `runnerVitePlugin()` to `plugins`; it configures both the app and the worker build:
 * - `path` -> path-browserify (used at run time by js-slang's module preprocessor) and a `url` stub;
 * - `@ts-morph/bootstrap` -> a stub, dropping the 4.3 MB TypeScript compiler (FULL_TS is not offered);
 * - two virtual modules for src/browser/source-map-init.ts: js-slang's own copy of source-map and the
 *   URL of its mappings.wasm, emitted as a hashed asset so nothing is fetched from unpkg.com;
 * - js-slang pre-bundled in dev, where the dependency scanner cannot see into `new Worker(...)`.
 * `window`/`global` are set inside the worker at run time (src/browser/worker-globals.ts), not here.
 * @returns {import('vite').Plugin}
 */
export function runnerVitePlugin() {
  return {
    ...virtualModules(),
    name: 'sa-runner',
    config: () => ({
      resolve: { alias: ALIASES },
      optimizeDeps: { include: OPTIMIZED },
      worker: { format: 'es', plugins: () => [virtualModules(), sourcerorModules(), legacyModules()] },
    }),
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const jsSlangEntry = require.resolve('js-slang');
// Resolved from js-slang itself: it pins source-map 0.7.6, which npm nests below it.
const sourceMapDir = path.dirname(createRequire(jsSlangEntry).resolve('source-map'));

const ALIASES = [
  { find: /^path$/, replacement: require.resolve('path-browserify') },
  { find: /^url$/, replacement: path.join(here, 'stubs/url.ts') },
  { find: /^@ts-morph\/bootstrap$/, replacement: path.join(here, 'stubs/ts-morph-bootstrap.ts') },
];

const OPTIMIZED = [
  'js-slang',
  'js-slang/dist/errors/timeoutErrors.js',
  'js-slang/dist/utils/stringify.js',
  // Pre-bundled with js-slang so that, in dev too, source-map-init initialises js-slang's instance.
  'js-slang > source-map',
  'path-browserify',
];

/** @returns {import('vite').Plugin} */
function virtualModules() {
  return {
    name: 'sa-runner-virtual-modules',
    /** @param {string} id */
    async resolveId(id) {
      if (id === 'virtual:sa-runner/mappings.wasm')
        return `${path.join(sourceMapDir, 'lib/mappings.wasm')}?url`;
      // Resolve as js-slang does, so the worker initialises the very instance js-slang uses.
      if (id === 'virtual:sa-runner/source-map') return this.resolve('source-map', jsSlangEntry);
      return null;
    },
  };
}

/**
 * The wasm variant's compiler (sourceror, in its own chunk loaded only when the variant is chosen):
 * its glue imports the compiler's .wasm as an ES module, which Vite does not support, so that import
 * becomes a module instantiating the wasm (src/wasm/wasm-esm.mjs) from a hashed asset; and sourceror's
 * import of js-slang/dist/types gets the error types it expects (src/wasm/slang-types-shim.ts).
 * @returns {import('vite').Plugin}
 */
function sourcerorModules() {
  return {
    name: 'sa-runner-sourceror',
    enforce: 'pre',
    /** @param {string} id @param {string | undefined} importer */
    resolveId(id, importer) {
      const fromSourceror = importer !== undefined && /[\\/]sourceror[\\/]dist[\\/]/.test(importer);
      if (fromSourceror && /^js-slang\/dist\/types(\.js)?$/.test(id))
        return path.join(here, 'src/wasm/slang-types-shim.ts');
      return null;
    },
    /** @param {string} id */
    async load(id) {
      if (!isSourcerorWasm(id)) return null;
      const { readFile } = await import('node:fs/promises');
      const module = new WebAssembly.Module(await readFile(id));
      return wasmModuleShim(module, 'fetch(wasmUrl).then((response) => response.arrayBuffer())', [
        `import wasmUrl from ${JSON.stringify(`${id}?url`)};`,
      ]);
    },
  };
}

const legacyEntry = require.resolve('js-slang-legacy');
const legacySourceMapDir = path.dirname(createRequire(legacyEntry).resolve('source-map'));
const fromLegacy = (/** @type {string | undefined} */ importer) =>
  importer !== undefined && /[\\/]js-slang-legacy[\\/]dist[\\/]/.test(importer);

/**
 * js-slang 1.0.80 (lazy, non-det, concurrent, gpu; its own chunk, loaded only when such a variant is
 * chosen): its `source-map` import gets stubs/legacy-source-map.js (the bundled mappings.wasm, not
 * unpkg.com), and its concurrent VM gets the thread-id reset of src/legacy/node-legacy.ts
 * (LEGACY_VM_PATCH), without which every concurrent run after a failed one breaks. gpu.js resolves to
 * its browser build (its `browser` field: WebGL where available), which holds none of the Node-only
 * `webgpu`/`gl` binaries.
 * @returns {import('vite').Plugin}
 */
function legacyModules() {
  return {
    name: 'sa-runner-legacy',
    enforce: 'pre',
    /** @param {string} id @param {string | undefined} importer */
    async resolveId(id, importer) {
      if (id === 'virtual:sa-runner/legacy-source-map-original')
        return path.join(legacySourceMapDir, 'source-map.js');
      if (id === 'virtual:sa-runner/legacy-mappings.wasm')
        return `${path.join(legacySourceMapDir, 'lib/mappings.wasm')}?url`;
      if (id === 'source-map' && fromLegacy(importer)) return path.join(here, 'stubs/legacy-source-map.js');
      return null;
    },
    /** @param {string} code @param {string} id */
    transform(code, id) {
      if (!/[\\/]js-slang-legacy[\\/]dist[\\/]vm[\\/]svml-machine\.js$/.test(id)) return null;
      const find = 'function runWithProgram(p, context) {';
      if (!code.includes(find))
        this.error('js-slang 1.0.80 svml-machine.js changed: LEGACY_VM_PATCH does not apply.');
      return { code: code.replace(find, `${find}\n    currentThreadId = -1;`), map: null };
    },
  };
}
