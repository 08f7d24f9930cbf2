// Runs a Source program that imports one module, the way students' programs see it: through
// js-slang 1.0.94's own loader (which wraps every export and checks argument counts), printed by
// the REPL's stringify. The module's exports come straight from its source folder.
import { createContext, runInContext } from 'js-slang';
import { stringify } from 'js-slang/dist/utils/stringify';

if (typeof globalThis.navigator === 'undefined') {
  // js-slang's error reporting reads navigator.userAgent, which Node 20 lacks.
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

export async function runWithModule(
  name: string,
  exports: Record<string, unknown>,
  program: string,
  chapter = 4,
): Promise<{ value?: string; error?: string }> {
  const context = createContext(chapter);
  const result = await runInContext(
    `import { ${Object.keys(exports).join(', ')} } from '${name}';\n${program}`,
    context,
    {
      executionMethod: 'native',
      importOptions: {
        loadTabs: false,
        resolverOptions: {
          extensions: null,
          manifestImporter: async () => ({ default: { [name]: { tabs: [] } } }),
        },
        sourceBundleImporter: async () => ({ default: () => ({ ...exports }) }),
      },
    },
  );
  if (result.status === 'finished') return { value: stringify(result.value) };
  return { error: context.errors.map((e) => e.explain()).join('\n') };
}
