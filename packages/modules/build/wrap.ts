/** The name esbuild gives the IIFE's result; local to the wrapper function, so it cannot clash. */
export const EXPORTS_NAME = '__sourceModuleExports';

/**
 * Turns esbuild's IIFE (`var __sourceModuleExports=(()=>{...})();`) into the file js-slang's loader
 * imports: an ES module whose default export takes js-slang's `require` provider and returns the
 * exports object. esbuild's `__require` shim calls whatever `require` is in scope, which is this
 * parameter, so `js-slang/context` and `js-slang/dist/...` resolve through the provider.
 */
export function wrapIife(iife: string): string {
  if (!iife.includes(`var ${EXPORTS_NAME}=`)) {
    throw new Error(`Expected esbuild's IIFE assigned to ${EXPORTS_NAME}`);
  }
  return `export default function(require){${iife.trim()}\nreturn ${EXPORTS_NAME};}\n`;
}
