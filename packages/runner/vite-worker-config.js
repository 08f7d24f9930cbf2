import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
      worker: { format: 'es', plugins: () => [virtualModules()] },
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
