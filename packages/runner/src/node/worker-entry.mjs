// Plain-JS entry of the Node worker thread. Node 20 does not apply an inherited `--import tsx` to a
// worker's own entry file (ERR_UNKNOWN_FILE_EXTENSION), so the worker registers tsx itself and then
// loads the TypeScript worker. Works the same under vitest, `node --import tsx` and plain node.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
