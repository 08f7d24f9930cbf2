// Plain-JS entry of the bench's worker thread: Node 20 does not hand `--import tsx` to a worker.
import { register } from 'tsx/esm/api';

register();
await import('./fastpath-measure.ts');
