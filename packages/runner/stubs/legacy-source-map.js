// @ts-nocheck - the two imports are virtual modules of the runner's Vite plugin (legacyModules).
// js-slang 1.0.80's own source-map (0.7.3), for the browser worker: its mappings.wasm comes from our
// build, and the unpkg.com URL js-slang sets when it loads is ignored (offline or under a CSP every
// native error of the lazy and gpu variants would otherwise turn into "Failed to fetch").

import mappingsWasmUrl from 'virtual:sa-runner/legacy-mappings.wasm';
import * as original from 'virtual:sa-runner/legacy-source-map-original';

const sourceMap = original.default ?? original;
sourceMap.SourceMapConsumer.initialize({ 'lib/mappings.wasm': mappingsWasmUrl });
sourceMap.SourceMapConsumer.initialize = () => {};

export const SourceMapConsumer = sourceMap.SourceMapConsumer;
export const SourceMapGenerator = sourceMap.SourceMapGenerator;
export const SourceNode = sourceMap.SourceNode;
export default sourceMap;
