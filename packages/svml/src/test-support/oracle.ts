// Test support: compile Source chapter 3 with js-slang (as the device's server does) and run the
// same program on js-slang itself, to compare with the machine. Only tests import this file.

import { assemble, compileFiles, createContext, parseError, runInContext } from 'js-slang';
import { Variant } from 'js-slang/dist/langs.js';
import { stringify } from 'js-slang/dist/utils/stringify.js';
import { loadProgram, runProgram } from '../index.js';
import type { InternalFunction, SvmlOutcome } from '../types.js';

// js-slang reads navigator.userAgent when it reports a JavaScript error; Node 20 has no navigator.
if (typeof (globalThis as { navigator?: unknown }).navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

const CHAPTER = 3;

/** The assembled SVML bytes of a chapter 3 program, as a device receives them. */
export async function compileToSvml(
  code: string,
  internalNames: readonly string[] = [],
): Promise<Uint8Array> {
  const context = createContext(CHAPTER);
  const program = await compileFiles({ '/prog.js': code }, '/prog.js', context, [...internalNames]);
  if (!program) throw new Error(`js-slang did not compile the program: ${parseError(context.errors)}`);
  return assemble(program);
}

export interface Observed {
  lines: string[];
  outcome: { status: 'finished'; text: string } | { status: 'error'; message: string };
}

/** js-slang's message without what SVML cannot know: the line number and the function's name slot. */
export function normaliseMessage(message: string): string {
  return message
    .replace(/^(\[prelude\] )?Line -?\d+: /, '')
    .replace(/^: /, '')
    .trim();
}

/** How long js-slang may run a comparison program (its default is 1 s). */
const ORACLE_TIME_LIMIT_MS = 60_000;

/** What js-slang itself prints and answers for the program. */
export async function runOnJsSlang(code: string): Promise<Observed> {
  const lines: string[] = [];
  const context = createContext(CHAPTER, Variant.DEFAULT, {}, [], undefined, {
    rawDisplay: (value: string, prefix?: string) => {
      lines.push((prefix === undefined ? '' : `${prefix} `) + value);
      return value;
    },
  });
  // js-slang's 1 s time limit is a guess at a runaway loop, not semantics: on a busy machine its
  // own run of a long tail recursion hit it and called it infinite recursion (the oracle flaked).
  const result = await runInContext(code, context, { originalMaxExecTime: ORACLE_TIME_LIMIT_MS });
  if (result.status === 'finished')
    return { lines, outcome: { status: 'finished', text: stringify(result.value) } };
  return { lines, outcome: { status: 'error', message: normaliseMessage(parseError(context.errors)) } };
}

/** What the machine prints and answers for the program's binary. */
export async function runOnMachine(
  code: string,
  internals: { names: readonly string[]; functions: readonly InternalFunction[] } = {
    names: [],
    functions: [],
  },
): Promise<Observed & { raw: SvmlOutcome }> {
  const program = loadProgram(await compileToSvml(code, internals.names));
  const lines: string[] = [];
  const raw = runProgram(program, {
    display: (text) => lines.push(text),
    internalFunctions: internals.functions,
  });
  const outcome =
    raw.status === 'finished'
      ? { status: 'finished' as const, text: raw.text }
      : { status: 'error' as const, message: raw.message };
  return { lines, outcome, raw };
}
