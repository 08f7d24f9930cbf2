// Test support: compile a Source program for the EV3 as the playground does (js-slang's
// compileFiles with the device's internal functions, then assemble) to the bytes of a `run`.
import { EV3_FUNCTIONS } from '@sa/domain';
import { assemble, compileFiles, createContext, parseError } from 'js-slang';

// js-slang reads navigator.userAgent when it reports an error; Node 20 has no navigator.
if (typeof (globalThis as { navigator?: unknown }).navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

export async function compileForEv3(code: string): Promise<Uint8Array> {
  const context = createContext(3);
  const program = await compileFiles({ '/prog.js': code }, '/prog.js', context, [...EV3_FUNCTIONS]);
  if (!program) throw new Error(`js-slang did not compile the program: ${parseError(context.errors)}`);
  return assemble(program);
}
