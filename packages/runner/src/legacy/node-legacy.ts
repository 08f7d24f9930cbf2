/**
 * Node only (the Node worker and tests): js-slang 1.0.80 maps native errors of the lazy and gpu
 * variants (a stack overflow) back to Source lines with its own source-map 0.7.3, whose wasm loader
 * takes its browser path whenever a global `fetch` exists - always in Node 20 - and then fails with
 * "You must provide the URL of lib/mappings.wasm", or hits the worker's refusing fetch (no-network.ts).
 * Registering the loader module in Node's require cache first, as one that reads the file next to
 * it, gives every such error its Source line. Nothing of js-slang is loaded here.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, Module } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Call before js-slang 1.0.80 is first loaded (it is loaded lazily, by variant-engines.ts). */
export function prepareLegacyForNode(): void {
  patchLegacyConcurrentVm();
  const legacyRequire = createRequire(require.resolve('js-slang-legacy'));
  const loaderPath = legacyRequire.resolve('source-map/lib/read-wasm.js');
  if (require.cache[loaderPath]) return;
  const wasmPath = path.join(path.dirname(loaderPath), 'mappings.wasm');
  const readWasm = async (): Promise<ArrayBuffer> => {
    const bytes = await readFile(wasmPath);
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  const loader = new Module(loaderPath);
  loader.filename = loaderPath;
  loader.loaded = true;
  loader.exports = Object.assign(readWasm, { initialize: () => {} });
  require.cache[loaderPath] = loader;
}

/**
 * js-slang 1.0.80's concurrent VM keeps the running thread's id in a module variable that
 * `runWithProgram` does not reset: after a run that ends in an error, the next run's main thread
 * takes a stale id that collides with a new thread's, and every later concurrent run in that process
 * fails with "undefined is not iterable". The same one-line reset is applied to the browser bundle
 * by the runner's Vite plugin (LEGACY_VM_PATCH in vite-worker-config.js).
 */
export const LEGACY_VM_PATCH = {
  find: 'function runWithProgram(p, context) {',
  replace: 'function runWithProgram(p, context) {\n    currentThreadId = -1;',
} as const;

export function patchLegacyConcurrentVm(): void {
  const legacyRequire = createRequire(require.resolve('js-slang-legacy'));
  const machinePath = legacyRequire.resolve('js-slang-legacy/dist/vm/svml-machine.js');
  if (require.cache[machinePath]) return;
  const source = readFileSync(machinePath, 'utf8');
  if (!source.includes(LEGACY_VM_PATCH.find)) return;
  const machine = new Module(machinePath);
  machine.filename = machinePath;
  machine.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    path.dirname(machinePath),
  );
  (machine as unknown as { _compile(code: string, file: string): void })._compile(
    source.replace(LEGACY_VM_PATCH.find, LEGACY_VM_PATCH.replace),
    machinePath,
  );
  machine.loaded = true;
  require.cache[machinePath] = machine;
}
