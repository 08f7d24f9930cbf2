// @sa/svml: a machine that loads assembled SVML (js-slang's compileFiles + assemble) and runs it,
// the way a device's firmware does. See README.md.

import { type RunOptions, SvmlRun } from './machine/run.js';
import type { SvmlHost, SvmlOutcome, SvmlProgram } from './types.js';

export { loadProgram, SvmlFormatError } from './format/load.js';
export { PRIMITIVE_NAMES } from './machine/primitives/table.js';
export { DEFAULT_MAX_FRAMES, type RunOptions, SvmlRun } from './machine/run.js';
export { stringifySvml } from './stringify.js';
export type {
  InternalFunction,
  SvmlClosure,
  SvmlFunction,
  SvmlHost,
  SvmlInternal,
  SvmlNative,
  SvmlOpaque,
  SvmlOutcome,
  SvmlProgram,
  SvmlValue,
} from './types.js';

/**
 * Runs to the end. Never throws for a program's own errors (they are the 'error' outcome); an
 * internal function that throws an Error becomes an 'error' outcome with its message. `options`
 * can cap the instructions run (a program that loops for ever then ends with an error).
 */
export function runProgram(program: SvmlProgram, host: SvmlHost, options: RunOptions = {}): SvmlOutcome {
  const run = new SvmlRun(program, host, options);
  for (;;) {
    const outcome = run.step(1_000_000);
    if (outcome) return outcome;
  }
}

/** Starts a run to be driven a slice at a time (`run.step(n)`), so a host can interleave other work and `stop()` it. */
export function startProgram(program: SvmlProgram, host: SvmlHost, options: RunOptions = {}): SvmlRun {
  return new SvmlRun(program, host, options);
}

export interface AsyncRunOptions extends RunOptions {
  /** Instructions per slice before giving the event loop a turn (default 50,000). */
  sliceSteps?: number;
  /** Aborting it ends the run with 'Program stopped.' at the next slice boundary. */
  signal?: AbortSignal;
}

const nextTurn = (): Promise<void> =>
  new Promise((resolve) =>
    typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
  );

/**
 * runProgram in slices, awaiting a turn of the event loop between them, so the host keeps
 * receiving messages (a device's `stop`) while a program runs or loops for ever.
 */
export async function runProgramAsync(
  program: SvmlProgram,
  host: SvmlHost,
  options: AsyncRunOptions = {},
): Promise<SvmlOutcome> {
  const { sliceSteps = 50_000, signal, ...limits } = options;
  const run = new SvmlRun(program, host, limits);
  for (;;) {
    if (signal?.aborted) run.stop();
    const outcome = run.step(sliceSteps);
    if (outcome) return outcome;
    await nextTurn();
  }
}
