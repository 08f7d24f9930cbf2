import { createRequire, register } from 'node:module';
import type { SourcerorApi } from './host';
import { useWasmHost } from './host';
import { wasmStdFile } from './std-library';

/**
 * The wasm variant in a Node worker (the server's grader, tests), with no Node flag: a module hook
 * (wasm-esm.mjs) instantiates the compiler's wasm by hand when sourceror's glue imports it, and the std
 * files are read from std-library.ts, the very texts our server serves: this thread has no network.
 */
export function useNodeWasmHost(): void {
  useWasmHost({ loadSourceror, readStdFile });
}

let loaded: Promise<SourcerorApi> | null = null;

function loadSourceror(): Promise<SourcerorApi> {
  loaded ??= (async () => {
    register(new URL('./wasm-esm.mjs', import.meta.url));
    provideErrorTypes();
    return (await import('sourceror')) as SourcerorApi;
  })();
  return loaded;
}

/**
 * sourceror 0.8.5 reads ErrorType and ErrorSeverity from js-slang/dist/types, which in js-slang 1.0.94
 * lacks them (moved to dist/errors/base): each error report crashed with "Cannot read properties of
 * undefined". sourceror requires that CommonJS module, so adding the two names to its (shared, cached)
 * exports object before sourceror runs gives it the shape it expects, without patching the package.
 */
function provideErrorTypes(): void {
  const require = createRequire(import.meta.url);
  const types: Record<string, unknown> = require('js-slang/dist/types');
  const base: Record<string, unknown> = require('js-slang/dist/errors/base');
  types.ErrorType ??= base.ErrorType;
  types.ErrorSeverity ??= base.ErrorSeverity;
}

async function readStdFile(name: string): Promise<string> {
  const text = wasmStdFile(name);
  if (text === undefined) throw new Error(`The WebAssembly library has no file ${name}.`);
  return text;
}
