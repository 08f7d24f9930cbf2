// Module Web Worker entry: the browser's interpreter. js-slang reads `window` and `global` while it
// loads (worker-globals.ts). A static import order does not guarantee that: once the bundler splits
// the worker into chunks (the variants' engines are loaded with import()), a shared chunk holding
// js-slang is evaluated before this module's own imports. So the interpreter is imported only after.
import './worker-globals';

await import('./serve-worker');
