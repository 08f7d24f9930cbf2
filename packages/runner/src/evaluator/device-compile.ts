/**
 * Compiling a program for a remote device (spec 3 section 4): js-slang's SVML compiler in a context
 * of the device's chapter whose external symbols are the device's own functions, so `ev3_motorA()`
 * is neither undeclared nor a primitive - the compiler turns it into CALLV by its position in
 * `internalFunctions`. The program goes out as the assembled bytes of a Sling `run` message.
 */

import type { SourceChapter } from '@sa/domain';
import { assemble, compileFiles, createContext, parseError } from 'js-slang';
import { internalErrorLine } from '../error-line';
import type { DeviceCompileOutcome } from '../protocol';
import { toErrorLine } from './js-slang-adapter';

const ENTRY = '/prog.js';

export async function compileForDevice(
  code: string,
  chapter: SourceChapter,
  internalFunctions: readonly string[],
): Promise<DeviceCompileOutcome> {
  const names = [...internalFunctions];
  // No variant given: the default one. The external symbols make the names declared for the checker.
  const context = createContext(chapter, undefined, undefined, names);
  try {
    const program = await compileFiles({ [ENTRY]: code }, ENTRY, context, names);
    if (program && context.errors.length === 0) return { status: 'compiled', program: assemble(program) };
    return { status: 'error', errors: context.errors.map(toErrorLine), text: parseError(context.errors) };
  } catch (thrown) {
    // The compiler rejects what it cannot handle (an import) with a plain Error, not a SourceError.
    const text = thrown instanceof Error ? thrown.message : String(thrown);
    return { status: 'error', errors: [internalErrorLine(text)], text };
  }
}
