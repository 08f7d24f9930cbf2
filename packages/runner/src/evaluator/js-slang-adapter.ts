/**
 * The one file that touches js-slang's loosely typed API (`Value = any`, untyped error classes).
 * Everything it hands out is plain typed data: RunOutcome pieces, strings, `unknown` values.
 */

import type { SourceChapter } from '@sa/domain';
import { createContext, parseError, runFilesInContext } from 'js-slang';
import { TimeoutError } from 'js-slang/dist/errors/timeoutErrors.js';
import type { Context } from 'js-slang/dist/types.js';
import { stringify } from 'js-slang/dist/utils/stringify.js';
import { errorLineOf, internalErrorLine } from '../error-line';
import type { ModuleLoader } from '../modules/loader';
import type { SourceErrorLine } from '../protocol';

// Node 20 has no global `navigator`; js-slang's native-error reporting reads navigator.userAgent and
// would make runFilesInContext reject instead of reporting e.g. a stack overflow (notes section 1).
if (typeof globalThis.navigator === 'undefined') {
  Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
}

export type SlangContext = Context;

/**
 * Loads a new context's prelude ahead of js-slang, or returns false to leave it to js-slang. The Node
 * worker installs the transpile-once cache (prelude-cache.ts) for the grader; the browser worker does
 * not: the cache's deep imports of js-slang's modules break its bundle's module order, and a REPL
 * keeps its context, so it gains little there.
 */
let preludeLoader: ((context: SlangContext) => boolean) | null = null;

export function usePreludeLoader(loader: ((context: SlangContext) => boolean) | null): void {
  preludeLoader = loader;
}

/**
 * Creates a chapter's context whose display output goes to `onOutput`, one line per call, and whose
 * `draw_data` calls (chapter 2 and up) hand their arguments to `onDraw`.
 */
export function newContext(
  chapter: SourceChapter,
  externalSymbols: readonly string[],
  onOutput: (line: string) => void,
  onDraw: (values: readonly unknown[]) => void = () => {},
): SlangContext {
  const rawDisplay = (value: unknown, prepend: unknown): unknown => {
    // display/display_list pass an already stringified value; raw_display passes it as is.
    const text = typeof value === 'string' ? value : stringify(value);
    onOutput(typeof prepend === 'string' ? `${prepend} ${text}` : text);
    return value;
  };
  // js-slang's own prompt prints with console.log: in a worker that is the page's console or, in
  // Node, the server's stdout, where a loop of prompts would flood the logs. It prints to the REPL
  // like display instead (the same capped sink) and answers with its own text, as js-slang's default
  // does: a worker has no dialog to ask with. (alert exists only in the library-parser chapter.)
  const prompt = (value: unknown): string => {
    const text = typeof value === 'string' ? value : stringify(value);
    onOutput(text);
    return text;
  };
  // Without it js-slang's draw_data throws 'List visualizer is not enabled' (a grader too).
  const visualiseList = (value: unknown): void => onDraw([value]);
  const context = createContext(chapter, undefined, undefined, [...externalSymbols], undefined, {
    rawDisplay,
    prompt,
    visualiseList,
  });
  drawAllArguments(context, onDraw);
  preludeLoader?.(context);
  return context;
}

/**
 * js-slang 1.0.94's draw_data passes only its first argument to visualiseList, yet takes any number
 * (`draw_data(x1, ...xs)`) and the reference draws them all. The native runner looks builtins up in
 * `nativeStorage.builtins` when each program starts, so a replacement there that keeps js-slang's
 * wrapper properties (arity, name, the text `stringify` shows) receives every argument. The CSE
 * machine reads the global frame instead and still goes through visualiseList (first argument).
 */
function drawAllArguments(context: SlangContext, onDraw: (values: readonly unknown[]) => void): void {
  const original: unknown = context.nativeStorage.builtins.get('draw_data');
  if (typeof original !== 'function') return; // chapter 1 has no draw_data
  const drawData = (...values: unknown[]): unknown => {
    onDraw(values);
    return values[0];
  };
  Object.defineProperties(drawData, Object.getOwnPropertyDescriptors(original));
  context.nativeStorage.builtins.set('draw_data', drawData);
}

// js-slang remembers the previous program's text and file name in a module-level variable; running the
// same text again after a timeout silently raises the limit to 10 s, whatever originalMaxExecTime says.
// A unique entry file name per call makes every call "new" without touching the code, so line and
// column numbers in errors are exactly the student's. (A single file gets no file-name prefix.)
let callCounter = 0;

export type CallResult =
  | { ok: true; value: unknown }
  | { ok: false; errors: SourceErrorLine[]; text: string };

/**
 * Runs code in the context with the native runner and a time limit; never rejects. Source modules it
 * imports come from `modules` (modules/loader.ts); a module file that did not load ends the call with
 * the loader's one error line ('Error loading libraries') rather than js-slang's internal error.
 */
export async function runInSlangContext(
  context: SlangContext,
  code: string,
  execTimeMs: number,
  modules?: ModuleLoader,
): Promise<CallResult> {
  callCounter += 1;
  const entry = `/run${callCounter}.js`;
  context.errors = [];
  modules?.takeFailure();
  try {
    // 'native' always: 'auto' switches to the CSE machine on `debugger;`, which has no time limit.
    const result = await runFilesInContext({ [entry]: code }, entry, context, {
      executionMethod: 'native',
      originalMaxExecTime: execTimeMs,
      ...(modules ? { importOptions: modules.importOptions } : {}),
    });
    dropPreludeOnceLoaded(context);
    const loadFailure = modules?.takeFailure();
    if (loadFailure) return importFailure(loadFailure);
    if (result.status === 'finished') return { ok: true, value: result.value };
    return { ok: false, errors: context.errors.map(toErrorLine), text: parseError(context.errors) };
  } catch (thrown) {
    // Only environment problems reject (e.g. mappings.wasm unreachable); report them, never hang.
    const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
    return { ok: false, errors: [internalErrorLine(text)], text };
  }
}

function importFailure(text: string): CallResult {
  return { ok: false, errors: [importErrorLine(text)], text };
}

/** A module file that did not load, as one error line without a place (both engines report it so). */
export function importErrorLine(text: string): SourceErrorLine {
  return { type: 'Import', severity: 'Error', line: null, column: null, text, isTimeout: false };
}

/** The exports of the modules the context's last program imported (wrapped as js-slang wraps them). */
export function loadedModuleExports(context: SlangContext): Record<string, Record<string, unknown>> {
  return context.nativeStorage.loadedModules as Record<string, Record<string, unknown>>;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * The value of a global name the context's programs declared (a room's `update`), or undefined.
 * The native runner keeps each program's names in the scope of its `eval`; `nativeStorage.evaller`
 * evaluates text in the last program's scope, and a bare declared name is all it is given here, so
 * no code of the program runs. A name still in its temporal dead zone (the program failed before
 * declaring it) reads as undefined.
 */
export function programGlobal(context: SlangContext, name: string): unknown {
  const storage = context.nativeStorage;
  if (!IDENTIFIER.test(name) || !storage.previousProgramsIdentifiers.has(name)) return undefined;
  const evaller: unknown = storage.evaller;
  if (typeof evaller !== 'function') return undefined;
  try {
    return (evaller as (code: string) => unknown)(name);
  } catch {
    return undefined;
  }
}

/** A thrown error as the call's outcome's error line, printed as parseError prints it. */
export function thrownErrorLine(thrown: unknown): SourceErrorLine {
  if (typeof thrown === 'object' && thrown !== null && typeof Reflect.get(thrown, 'explain') === 'function') {
    return toErrorLine(thrown as Context['errors'][number]);
  }
  return { ...internalErrorLine(thrownErrorText(thrown)), type: 'Runtime' };
}

/** A Source function's error thrown outside a run (a video filter), as parseError prints it. */
export function thrownErrorText(thrown: unknown): string {
  if (typeof thrown === 'object' && thrown !== null && typeof Reflect.get(thrown, 'explain') === 'function') {
    return parseError([thrown as Context['errors'][number]]);
  }
  return thrown instanceof Error ? thrown.toString() : String(thrown);
}

// Chapters 2+ carry the list/stream library as Source text in `context.prelude`, and the native runner
// re-parses and re-runs it on every call (~20 ms). Once it has run, its names live in the context, so
// later calls may skip it. It has run as soon as any program got past validation.
function dropPreludeOnceLoaded(context: SlangContext): void {
  if (context.prelude !== null && context.nativeStorage.previousProgramsIdentifiers.size > 0) {
    context.prelude = null;
  }
}

export function toErrorLine(error: Context['errors'][number]): SourceErrorLine {
  return errorLineOf(error, parseError([error]), error instanceof TimeoutError);
}

/** The value as the REPL shows it: '[1, [2, null]]', '"str"', function source text. */
export function toReplString(value: unknown): string {
  return stringify(value);
}
