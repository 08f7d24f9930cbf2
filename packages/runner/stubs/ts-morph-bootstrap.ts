// Replaces @ts-morph/bootstrap in the browser build: it is reached only by js-slang's FULL_TS parser
// (chapter -3), which the platform does not offer, and would add the 4.3 MB TypeScript compiler.
export const ts = {};
export function createProjectSync(): never {
  throw new Error('Full TypeScript is not available in this build of the Source runner.');
}
