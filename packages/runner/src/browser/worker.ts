// Module Web Worker entry: the browser's interpreter. js-slang reads `window` and `global` while it
// loads (worker-globals.ts). A static import order does not guarantee that: once the bundler splits
// the worker into chunks (the variants' engines are loaded with import()), a shared chunk holding
// js-slang is evaluated before this module's own imports. So the interpreter is imported only after.
import './worker-globals';
import type { HostToWorker } from '../worker-messages';

// While the interpreter's chunks load, the worker's event loop runs and would hand a message that
// arrives meanwhile (a Run pressed right after the page opened) to no listener: it would be lost and
// the run would never end. Such messages are kept here and served first.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const early: HostToWorker[] = [];
const keep = (event: MessageEvent<HostToWorker>) => early.push(event.data);
scope.addEventListener('message', keep);
const { serveInBrowser } = await import('./serve-worker');
scope.removeEventListener('message', keep);
serveInBrowser(early);
