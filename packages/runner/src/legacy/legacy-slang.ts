/**
 * The one file that touches js-slang 1.0.80 (`js-slang-legacy`), the last release that runs the lazy,
 * non-det, concurrent and gpu variants (reference: source-variants.md). Like js-slang-adapter.ts for
 * 1.0.94, it hands out plain typed data only. Loaded only when one of those variants is chosen.
 */

import type { SourceChapter } from '@sa/domain';
import { createContext, parseError, resume, runFilesInContext } from 'js-slang-legacy';
import { CUT, JSSLANG_PROPERTIES } from 'js-slang-legacy/dist/constants.js';
import { TimeoutError } from 'js-slang-legacy/dist/errors/timeoutErrors.js';
import type { Context, Result, SourceError, Variant } from 'js-slang-legacy/dist/types.js';
import { stringify } from 'js-slang-legacy/dist/utils/stringify.js';
import { errorLineOf, internalErrorLine } from '../error-line';
import type { SourceErrorLine } from '../protocol';
import { forcedForDisplay, showMoreMarks } from './lazy-stringify';
import { withNonDetDeadline } from './nondet-limit';

export type LegacyVariant = 'lazy' | 'non-det' | 'concurrent' | 'gpu';
export type LegacyContext = Context;

// Node 20 has no global `navigator`; js-slang's native-error reporting reads navigator.userAgent.
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

/** A suspended non-det search: the value found so far, and what `resume` needs for the next one. */
export interface Suspension {
  readonly result: Result;
}

export type LegacyCallResult =
  | { ok: true; value: unknown; suspension: Suspension | null }
  | { ok: false; errors: SourceErrorLine[]; text: string };

/**
 * A context of `chapter` in `variant` whose display output goes to `onOutput`. In the lazy variant,
 * display, display_list and stringify see their argument forced (bounded), never thunk objects.
 */
export function newLegacyContext(
  chapter: SourceChapter,
  variant: LegacyVariant,
  externalSymbols: readonly string[],
  onOutput: (line: string) => void,
): LegacyContext {
  const rawDisplay = (value: unknown, prepend: unknown): unknown => {
    const text = typeof value === 'string' ? value : stringify(value);
    const shown = variant === 'lazy' ? showMoreMarks(text) : text;
    onOutput(typeof prepend === 'string' ? `${prepend} ${shown}` : shown);
    return value;
  };
  // As for 1.0.94 (js-slang-adapter.ts): prompt prints to the REPL and answers its own text.
  const prompt = (value: unknown): string => {
    const text = typeof value === 'string' ? value : stringify(value);
    onOutput(text);
    return text;
  };
  // The enum's values are exactly these strings.
  const context = createContext(chapter, variant as Variant, [...externalSymbols], undefined, {
    rawDisplay,
    prompt,
    alert: prompt,
    visualiseList: () => {
      throw new Error('draw_data is not available in this variant.');
    },
  });
  if (variant === 'lazy') forceDisplayArguments(context);
  return context;
}

/**
 * The lazy variant forces only the top of a builtin's arguments: a list's elements stay thunks, and
 * display would print `{"isMemoized": false, ...}`. The native runner reads builtins from
 * `nativeStorage.builtins` at the start of each program, so replacements there take effect; they keep
 * the originals' properties (name, arity, the text `stringify` shows for them).
 */
function forceDisplayArguments(context: LegacyContext): void {
  const builtins = context.nativeStorage.builtins;
  for (const name of ['display', 'display_list', 'stringify']) {
    const original: unknown = builtins.get(name);
    if (typeof original !== 'function') continue;
    const forcing =
      name === 'stringify'
        ? (value: unknown, ...rest: unknown[]): unknown =>
            showMoreMarks(String(original(forcedForDisplay(value), ...rest)))
        : (value: unknown, ...rest: unknown[]): unknown => {
            original(forcedForDisplay(value), ...rest);
            return value;
          };
    Object.defineProperties(forcing, Object.getOwnPropertyDescriptors(original));
    builtins.set(name, forcing);
  }
}

/**
 * Non-det runs in js-slang's generator interpreter, which had no time limit at all and is about 50
 * times slower than the native runner: SICP's multiple-dwelling puzzle takes about a second. Its
 * limit is this multiple of the execution time (5 s by default, still within the Node host's hard
 * limit of execution time + 5 s); the timeout message states the limit it applied.
 */
export const NON_DET_TIME_FACTOR = 5;

// js-slang remembers the previous program's text and gives a re-run of the same text after a timeout
// ten times the limit; a unique file name per call makes every call new (see js-slang-adapter.ts).
let callCounter = 0;

/** Runs code in the context with the variant's runner and a time limit; never rejects. */
export async function runInLegacyContext(
  context: LegacyContext,
  variant: LegacyVariant,
  code: string,
  execTimeMs: number,
): Promise<LegacyCallResult> {
  callCounter += 1;
  const entry = `/run${callCounter}.js`;
  context.errors = [];
  // The concurrent VM reads its limit from this module constant, not from the options.
  JSSLANG_PROPERTIES.maxExecTime = execTimeMs;
  const options = {
    // Non-det exists only in the generator interpreter ('auto' picks the native runner: "Name amb
    // not declared"); lazy and gpu are transforms for the native runner, which 'auto' would swap for
    // the CSE machine (no laziness there) on `debugger;`. Concurrent ignores the option.
    executionMethod: variant === 'non-det' ? ('interpreter' as const) : ('native' as const),
    originalMaxExecTime: execTimeMs,
    // Named here, the variant also keeps js-slang's static infinite-loop detector out (it runs only
    // for an unnamed or default variant): a runaway ends with the time limit's error, as in 1.0.94.
    variant: variant as Variant,
  };
  return settle(context, () =>
    variant === 'non-det'
      ? withNonDetDeadline(execTimeMs * NON_DET_TIME_FACTOR, () =>
          runFilesInContext({ [entry]: code }, entry, context, options),
        )
      : runFilesInContext({ [entry]: code }, entry, context, options),
  );
}

/** The next value of a suspended non-det search, under the same time limit as a run. */
export function resumeLegacy(
  context: LegacyContext,
  suspension: Suspension,
  execTimeMs: number,
): Promise<LegacyCallResult> {
  context.errors = [];
  return settle(context, () =>
    withNonDetDeadline(execTimeMs * NON_DET_TIME_FACTOR, async () => resume(suspension.result)),
  );
}

async function settle(context: LegacyContext, work: () => Promise<Result>): Promise<LegacyCallResult> {
  try {
    const result = await work();
    if (result.status === 'finished') return { ok: true, value: result.value, suspension: null };
    if (result.status === 'suspended-non-det') {
      // `cut()` makes the interpreter answer with the marker string itself: it has no value.
      const value: unknown = result.value === CUT ? undefined : result.value;
      return { ok: true, value, suspension: { result } };
    }
    if (context.errors.length === 0) return internalError('The program stopped without a result.');
    return { ok: false, errors: context.errors.map(toLegacyErrorLine), text: parseError(context.errors) };
  } catch (thrown) {
    return internalError(thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown));
  }
}

function internalError(text: string): LegacyCallResult {
  return { ok: false, errors: [internalErrorLine(text)], text };
}

export function toLegacyErrorLine(error: SourceError): SourceErrorLine {
  return errorLineOf(error, parseError([error]), error instanceof TimeoutError);
}

/** A thrown value as error lines when it is one of js-slang's Source errors (a lazy thunk failing late). */
export function sourceErrorOf(thrown: unknown): { errors: SourceErrorLine[]; text: string } | null {
  if (typeof thrown !== 'object' || thrown === null) return null;
  const candidate = thrown as Partial<SourceError>;
  if (typeof candidate.explain !== 'function' || candidate.location === undefined) return null;
  const error = thrown as SourceError;
  return { errors: [toLegacyErrorLine(error)], text: parseError([error]) };
}

/** The value as the REPL shows it; in the lazy variant forced first, infinite lists cut short. */
export function legacyReplString(value: unknown, variant: LegacyVariant): string {
  if (variant !== 'lazy') return stringify(value);
  return showMoreMarks(stringify(forcedForDisplay(value)));
}
