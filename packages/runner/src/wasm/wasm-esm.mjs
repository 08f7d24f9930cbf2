// Plain JavaScript: used by the runner's Vite plugin (loaded by Node as config) and as Node module hooks.
//
// sourceror's compiler glue (wasm-pack --target bundler) does `import * as wasm from "./..._bg.wasm"`,
// the WebAssembly ESM integration that neither Node 20 (without --experimental-wasm-modules) nor Vite
// supports. This turns such an import into a small JavaScript module that instantiates the wasm itself
// with the glue's functions as imports and re-exports the instance's exports by name: the same module
// shape the integration would give.

/**
 * @param {WebAssembly.Module} module compiled once at build (or load) time, to list imports and exports
 * @param {string} bytesExpression JavaScript expression evaluating to (a promise of) the wasm bytes
 * @param {string[]} [prelude] import lines the expression needs
 */
export function wasmModuleShim(module, bytesExpression, prelude = []) {
  const importModules = [...new Set(WebAssembly.Module.imports(module).map((entry) => entry.module))];
  const exportNames = WebAssembly.Module.exports(module).map((entry) => entry.name);
  const importObject = importModules.map((name, i) => `${JSON.stringify(name)}: m${i}`).join(', ');
  return [
    ...prelude,
    ...importModules.map((name, i) => `import * as m${i} from ${JSON.stringify(name)};`),
    `const { instance } = await WebAssembly.instantiate(await (${bytesExpression}), { ${importObject} });`,
    ...exportNames.map((name) => `export const ${name} = instance.exports[${JSON.stringify(name)}];`),
    '',
  ].join('\n');
}

/**
 * Whether `id` is sourceror's compiler wasm (the only wasm ESM import the runner has).
 * @param {string} id
 */
export function isSourcerorWasm(id) {
  return /[\\/]sourceror[\\/]wasm[\\/]source_compiler_bg\.wasm$/.test(id);
}

/**
 * Node module hook (module.register): serves the compiler wasm as the shim above.
 * @param {string} url
 * @param {unknown} context
 * @param {(url: string, context: unknown) => Promise<unknown>} nextLoad
 */
export async function load(url, context, nextLoad) {
  if (!isSourcerorWasm(url)) return nextLoad(url, context);
  const { readFile } = await import('node:fs/promises');
  const module = new WebAssembly.Module(await readFile(new URL(url)));
  const source = wasmModuleShim(module, 'readFile(new URL(import.meta.url))', [
    "import { readFile } from 'node:fs/promises';",
  ]);
  return { format: 'module', source, shortCircuit: true };
}
