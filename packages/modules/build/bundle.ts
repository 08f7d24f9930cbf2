import { type BuildOptions, build } from 'esbuild';
import { EXPORTS_NAME, wrapIife } from './wrap';

/** Provided at run time by js-slang's require provider; never bundled. */
const JS_SLANG_EXTERNALS = ['js-slang', 'js-slang/*'];

/** Provided by the reference frontend's require provider to served tabs. */
const TAB_EXTERNALS = [
  ...JS_SLANG_EXTERNALS,
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/*',
  '@blueprintjs/core',
  '@blueprintjs/icons',
];

const COMMON: BuildOptions = {
  bundle: true,
  write: false,
  format: 'iife',
  globalName: EXPORTS_NAME,
  minify: true,
  // js-slang names each exported function by its `name` (errors, REPL text): minifying must keep it.
  keepNames: true,
  target: 'es2020',
  platform: 'browser',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
};

/** One module's bundle or one tab, as the text of the served file. */
export async function bundleFile(entry: string, kind: 'bundle' | 'tab'): Promise<string> {
  const result = await build({
    ...COMMON,
    entryPoints: [entry],
    external: kind === 'bundle' ? JS_SLANG_EXTERNALS : TAB_EXTERNALS,
    ...(kind === 'tab' ? { jsx: 'automatic' as const } : {}),
  });
  const output = result.outputFiles?.[0];
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return wrapIife(output.text);
}
