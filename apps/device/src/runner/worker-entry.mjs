// The worker's first file is plain JavaScript: Node 20 does not carry a parent's `--import tsx`
// into a worker's entry, so the worker turns tsx on itself before loading its TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
