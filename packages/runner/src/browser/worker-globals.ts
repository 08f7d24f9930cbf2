// Must be the worker's first import: js-slang reads these while it loads. `constants.js` does
// `typeof window === 'undefined' ? global : window`, and the module loader takes its browser path
// (dynamic import of bundles) only when `window` exists. A worker has neither; both mean "the global
// object" here. Done at run time rather than with Vite `define`, which would rewrite the whole app.
const scope: Record<string, unknown> = globalThis as unknown as Record<string, unknown>;
scope.window ??= globalThis;
scope.global ??= globalThis;
