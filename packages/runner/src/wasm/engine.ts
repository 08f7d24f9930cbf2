import { createContext } from 'js-slang';
import type { Context } from 'js-slang/dist/types.js';
import type { SourcerorContext } from 'sourceror';
import { toErrorLine, toReplString } from '../evaluator/js-slang-adapter';
import type { VariantEngine } from '../evaluator/variant-engines';
import type { RunOutcome, RunSettings, SourceErrorLine } from '../protocol';
import { autoImports } from './auto-imports';
import { type SourcerorApi, wasmHost } from './host';
import { interceptLibraryFetches } from './library-files';
import { platformImports, SourceRaisedError } from './platform';

/**
 * Source §1 WebAssembly: programs compiled by sourceror 0.8.5 to WebAssembly and run in this worker.
 * One context at a time, as the Evaluator keeps one: `run` compiles a whole program in a fresh one,
 * `evaluate` compiles REPL input against it (sourceror's REPL mode keeps globals and memory).
 * The wasm code has no time checks: the host's hard time limit and Stop end it by ending the worker.
 */
export class WasmEngine implements VariantEngine {
  private context: SourcerorContext | null = null;
  /** Length of the auto-inserted import line on line 1 of the last run's program. */
  private shift = 0;

  async run(code: string, _settings: RunSettings, onOutput: (line: string) => void): Promise<RunOutcome> {
    const sourceror = await loadSourceror();
    this.context = null;
    const context: SourcerorContext = createContext(1);
    const imports = autoImports(code);
    this.shift = imports.length;
    const outcome = await execute(sourceror, context, imports + code, false, onOutput, this.shift);
    // Only a program that compiled leaves a context the REPL can continue (sourceror needs its memory).
    if (context.repl_context?.linear_memory) this.context = context;
    return outcome;
  }

  /** REPL input in the last run's context; with none, a run of it in a fresh one (marked freshContext). */
  async evaluate(code: string, settings: RunSettings, onOutput: (line: string) => void): Promise<RunOutcome> {
    if (this.context) return execute(await loadSourceror(), this.context, code, true, onOutput, 0);
    const outcome = await this.run(code, settings, onOutput);
    return outcome.status === 'finished' || outcome.status === 'error'
      ? { ...outcome, freshContext: true }
      : outcome;
  }

  forget(): void {
    this.context = null;
  }
}

let loading: Promise<SourcerorApi> | null = null;

function loadSourceror(): Promise<SourcerorApi> {
  loading ??= wasmHost()
    .loadSourceror()
    .then((sourceror) => {
      interceptLibraryFetches(); // after sourceror set its own callback
      return sourceror;
    });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

async function execute(
  sourceror: SourcerorApi,
  context: SourcerorContext,
  code: string,
  isRepl: boolean,
  onOutput: (line: string) => void,
  shift: number,
): Promise<RunOutcome> {
  try {
    const module = await sourceror.compile(code, context, isRepl);
    const transcoder = new sourceror.Transcoder();
    const platform = platformImports(sourceror, transcoder, onOutput);
    const value: unknown = await sourceror.run(module, platform, transcoder, context, isRepl);
    const memory = context.repl_context?.linear_memory;
    return {
      status: 'finished',
      value: memory ? resultText(value, memory) : toReplString(value),
      valueIsUndefined: value === undefined,
    };
  } catch (thrown) {
    return errorOutcome(context, thrown, shift);
  }
}

// Where sourceror's program leaves its result: a type tag, then the value (sourceror's memory layout).
const RESULT_TAG_OFFSET = (1 << 20) - 12;
const FUNCTION_TAG = 5;
const STRING_TAG = 4;

/** The value as the REPL shows it; sourceror hands strings and functions back as plain strings. */
function resultText(value: unknown, memory: WebAssembly.Memory): string {
  const tag = new DataView(memory.buffer).getUint32(RESULT_TAG_OFFSET, true);
  if (tag === FUNCTION_TAG) return '<function>';
  if (tag !== STRING_TAG && typeof value === 'string') return value; // sourceror's own note, e.g. a struct
  return toReplString(value);
}

const STACK_OVERFLOW =
  'RangeError: Maximum call stack size exceeded. Source §1 WebAssembly has no proper tail calls: ' +
  'every call, even in tail position, stays on the stack until it returns, so recursion this deep cannot run.';

function errorOutcome(context: Context, thrown: unknown, shift: number): RunOutcome {
  let errors: SourceErrorLine[];
  if (thrown instanceof SourceRaisedError) {
    errors = [runtimeLine(`Error: ${thrown.message}`)];
  } else if (isStackOverflow(thrown)) {
    errors = [runtimeLine(STACK_OVERFLOW)];
  } else if (context.errors.length > 0) {
    errors = context.errors.map((error) => clarify(toErrorLine(error), shift));
  } else {
    const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
    errors = [{ ...runtimeLine(text), type: 'Internal' }];
  }
  return { status: 'error', errors, text: errors.map((error) => error.text).join('\n') };
}

/**
 * Deep recursion ends in one of two ways: the engine's own stack (RangeError) or, on a bigger thread
 * stack (the Node worker's 32 MB), sourceror's stack in the program's linear memory running past its
 * end (a WebAssembly trap; the heap has its own "Out of memory" report).
 */
function isStackOverflow(thrown: unknown): boolean {
  if (thrown instanceof RangeError) return true;
  return thrown instanceof WebAssembly.RuntimeError && /memory access out of bounds/.test(thrown.message);
}

function runtimeLine(text: string): SourceErrorLine {
  return { type: 'Runtime', severity: 'Error', line: null, column: null, text, isTimeout: false };
}

/** The student's columns on line 1 (before the import line), and js-slang's words for undeclared names. */
function clarify(error: SourceErrorLine, shift: number): SourceErrorLine {
  const column = error.line === 1 && error.column !== null ? Math.max(0, error.column - shift) : error.column;
  const text = error.text.replace(/Undeclared name `(.*)'$/, 'Name $1 not declared.');
  return { ...error, column, text };
}
