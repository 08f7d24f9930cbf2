// js-slang maps native errors (e.g. a stack overflow) back to Source lines with source-map, whose
// wasm it would fetch from unpkg.com: offline or under a strict CSP every such error would turn into
// "Failed to fetch". Point it at our own copy, emitted into the build by the runner's Vite plugin.
// Both names are provided by that plugin: js-slang's own copy of source-map (not the hoisted 0.6.1).
import mappingsWasmUrl from 'virtual:sa-runner/mappings.wasm';
import { SourceMapConsumer } from 'virtual:sa-runner/source-map';

/** Call after js-slang has loaded: its index sets the unpkg URL at load time, overwriting ours. */
export function useBundledMappingsWasm(): void {
  SourceMapConsumer.initialize({ 'lib/mappings.wasm': mappingsWasmUrl });
}
