// Plain-JS entry of a runner process (see supervisor.ts); registers tsx like worker-entry.mjs.
import { register } from 'tsx/esm/api';

register();
await import('./supervisor.ts');
