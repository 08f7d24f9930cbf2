import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, parseError, runFilesInContext } from 'js-slang';
import { loadModuleBundleAsync } from 'js-slang/dist/modules/loader/loaders';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModules } from '../../build/build';
import { MODULES_DIST_DIR } from '../dist-dir';
import type { ModuleDocs } from '../docs';
import { diskImportOptions } from '../test/dist-import-options';

// Node 20 has no navigator, which js-slang reads when it reports a JavaScript error (a module
// function's Error); the runner's Node host sets the same stand-in.
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

// These tests load the built files exactly as the grader does: through js-slang 1.0.94's own
// loader, from the dist on disk. They build it first if it is missing or older than the sources.
beforeAll(async () => {
  await buildModules();
}, 120_000);

async function run(code: string, chapter = 4, executionMethod: 'native' | 'cse-machine' = 'native') {
  const context = createContext(chapter);
  const result = await runFilesInContext({ '/main.js': code }, '/main.js', context, {
    executionMethod,
    importOptions: diskImportOptions(),
  });
  return { result, context, error: parseError(context.errors) };
}

describe('the built bundles through js-slang’s loader', () => {
  it('runs a program that imports binary_tree', async () => {
    const { result, error } = await run(
      "import { make_tree, make_empty_tree, entry, left_branch, is_tree } from 'binary_tree';\n" +
        'const t = make_tree(5, make_tree(3, make_empty_tree(), make_empty_tree()), make_empty_tree());\n' +
        'list(entry(t), entry(left_branch(t)), is_tree(t));',
    );
    expect(error).toBe('');
    expect(result).toMatchObject({ status: 'finished', value: [5, [3, [true, null]]] });
  });

  // In Node js-slang reports a JavaScript error thrown by a module function without a line (the
  // native runner reads lines off the browser's stack trace); the runner may add one.
  it.each(['native', 'cse-machine'] as const)(
    'shows a module function’s error naming the function (%s)',
    async (method) => {
      const { result, error } = await run("import { entry } from 'binary_tree';\nentry(1);", 4, method);
      expect(result.status).toBe('error');
      expect(error).toBe('Error: function entry expects binary tree, received: 1');
    },
  );

  it.each(['native', 'cse-machine'] as const)(
    'runs repeat, twice and thrice with Source functions (%s)',
    async (method) => {
      const { result, error } = await run(
        "import { repeat, twice, thrice } from 'repeat';\nconst inc = x => x + 1;\nfunction add2(x) { return inc(inc(x)); }\n" +
          'repeat(inc, 5)(0) + twice(add2)(0) * 10 + thrice(inc)(0) * 100;',
        1,
        method,
      );
      expect(error).toBe('');
      expect(result).toMatchObject({ status: 'finished', value: 345 });
    },
  );

  it('says which name a module lacks', async () => {
    const { error } = await run("import { nosuch } from 'repeat';\n1;");
    expect(error).toBe("Line 1: 'repeat' does not contain a definition for 'nosuch'");
  });

  it('loads every bundle in the dist, with exactly the names its docs json lists', async () => {
    const bundles = readdirSync(join(MODULES_DIST_DIR, 'bundles')).map((file) => file.replace(/\.js$/, ''));
    const manifest = JSON.parse(readFileSync(join(MODULES_DIST_DIR, 'modules.json'), 'utf8')) as object;
    expect(bundles.sort()).toEqual(Object.keys(manifest).sort());
    expect(bundles).toEqual(expect.arrayContaining(['binary_tree', 'repeat']));
    for (const name of bundles) {
      const docs = JSON.parse(
        readFileSync(join(MODULES_DIST_DIR, 'jsons', `${name}.json`), 'utf8'),
      ) as ModuleDocs;
      const context = createContext(4);
      const exports = await loadModuleBundleAsync(name, context, diskImportOptions().sourceBundleImporter);
      const documented = Object.keys(docs).filter((key) => docs[key]?.kind !== 'unknown');
      expect(Object.keys(exports).sort(), name).toEqual(documented.sort());
      // Every name also imports through a whole program.
      const { error } = await run(`import { ${Object.keys(exports).join(', ')} } from '${name}';\n0;`);
      expect(error, name).toBe('');
    }
  });
});
