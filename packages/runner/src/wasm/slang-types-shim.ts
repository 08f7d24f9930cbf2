// sourceror 0.8.5 reads ErrorType and ErrorSeverity from js-slang/dist/types, where js-slang 1.0.94
// no longer has them (they moved to dist/errors/base): every error report then crashed. The runner's
// Vite plugin resolves sourceror's import of js-slang/dist/types to this module instead; the Node host
// adds the two names to that module's exports (wasm/node-host.ts). Only these two are read.
export { ErrorSeverity, ErrorType } from 'js-slang/dist/errors/base.js';
