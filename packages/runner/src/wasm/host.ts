import type * as Sourceror from 'sourceror';

export type SourcerorApi = typeof Sourceror;

/**
 * What differs between the hosts for the wasm variant: how sourceror and its compiler's wasm are
 * loaded, and where the std files come from (wasm/std-library.ts). The browser worker's defaults are
 * here: Vite bundles sourceror (runnerVitePlugin instantiates the compiler's wasm and gives sourceror
 * the error types it expects) and the std files are fetched from our server. The Node worker replaces
 * both (wasm/node-host.ts): no flag, no bundler, no network.
 */
export interface WasmHost {
  loadSourceror(): Promise<SourcerorApi>;
  /** The text of std file `name` ('misc', 'math', 'host'); rejects when there is none. */
  readStdFile(name: string): Promise<string>;
}

let host: WasmHost = {
  loadSourceror: () => import('sourceror'),
  readStdFile: async (name) => {
    // Relative to the worker script's origin: the server that served the page serves the std files.
    const response = await fetch(`/wasm-std/${encodeURIComponent(name)}`);
    if (!response.ok) throw new Error(`The WebAssembly library file ${name} is not available.`);
    return response.text();
  },
};

export function useWasmHost(next: WasmHost): void {
  host = next;
}

export function wasmHost(): WasmHost {
  return host;
}
