/**
 * The fast path's API: a Source program of the default variant, chapters 1 to 4, compiled to
 * JavaScript and run directly, answered with the runner's RunOutcome - the same value text, output
 * lines and error lines as js-slang's native runner (ADR 0035). A FastSession is a REPL: `evaluate`
 * continues in the names its last `run` declared.
 */

import type { SourceChapter } from '@sa/domain';
import { parseError } from 'js-slang';
import { SourceErrorWithNode } from 'js-slang/dist/errors/base.js';
import { ExceptionError } from 'js-slang/dist/errors/errors.js';
import type { Context } from 'js-slang/dist/types.js';
import { toErrorLine, toReplString } from '../evaluator/js-slang-adapter';
import type { RunOutcome } from '../protocol';
import { compileProgram, Unsupported } from './compile';
import { Environment } from './env';
import { runCompiled } from './execute';
import { checkProgram } from './front';
import { type Layout, locateLikeSlang, OperatorNativeError } from './native-lines';
import { realmFor } from './realm';

export interface FastOptions {
  chapter: SourceChapter;
  /** js-slang's `originalMaxExecTime`. */
  timeLimitMs: number;
  onOutput?: (line: string) => void;
  onDraw?: (values: readonly unknown[]) => void;
}

/** The program uses something the fast path does not compile yet (imports): run it on js-slang. */
export interface FastUnsupported {
  status: 'unsupported';
  reason: string;
}

export type FastOutcome = RunOutcome | FastUnsupported;

function errorOutcome(errors: Context['errors']): RunOutcome {
  return { status: 'error', errors: errors.map(toErrorLine), text: parseError(errors) };
}

export class FastSession {
  private env = new Environment();
  private chapter: SourceChapter | null = null;
  /** How js-slang would have transpiled each program run in this session (native-lines.ts). */
  private layouts = new WeakMap<object, Layout>();
  /** Whether js-slang's `native.evaller` would be installed: by the prelude, or a program that ran. */
  private evallerInstalled = false;

  /** Runs a whole program in a fresh environment. */
  run(code: string, options: FastOptions): FastOutcome {
    this.env = new Environment();
    this.chapter = options.chapter;
    this.layouts = new WeakMap();
    this.evallerInstalled = options.chapter >= 2;
    return this.execute(code, options);
  }

  /** Continues in the environment of the last run (a fresh one if there was none). */
  evaluate(code: string, options: FastOptions): FastOutcome {
    if (this.chapter !== options.chapter) return this.run(code, options);
    return this.execute(code, options);
  }

  private execute(code: string, options: FastOptions): FastOutcome {
    const realm = realmFor(options.chapter);
    const previous = this.env.names();
    const checked = checkProgram(code, realm, previous);
    if (!checked.ok) return errorOutcome(checked.errors);
    let compiled: ReturnType<typeof compileProgram>;
    try {
      compiled = compileProgram(checked.program, options.chapter, false, previous, realm.globals);
    } catch (error) {
      if (error instanceof Unsupported) return { status: 'unsupported', reason: error.message };
      throw error;
    }
    const layout: Layout = this.evallerInstalled ? 'later' : 'first';
    this.layouts.set(checked.program, layout);
    if (checked.program.body.length > 0) this.evallerInstalled = true;
    realm.sinks.output = options.onOutput ?? (() => {});
    realm.sinks.draw = options.onDraw ?? (() => {});
    try {
      const value = runCompiled(compiled, realm.globals, this.env, options.timeLimitMs, options.chapter);
      return { status: 'finished', value: toReplString(value), valueIsUndefined: value === undefined };
    } catch (thrown) {
      if (thrown instanceof OperatorNativeError) {
        const current = { program: checked.program, layout };
        const layoutOf = (program: object) => this.layouts.get(program);
        return errorOutcome([locateLikeSlang(thrown, current, layoutOf, realm.context)]);
      }
      if (thrown instanceof SourceErrorWithNode) return errorOutcome([thrown]);
      // A native error outside any call (the top level's own stack), as js-slang wraps it.
      const error = thrown instanceof Error ? thrown : new Error(String(thrown));
      return errorOutcome([new ExceptionError(error)]);
    } finally {
      realm.sinks.output = () => {};
      realm.sinks.draw = () => {};
    }
  }
}

/** One program in a fresh environment. */
export function runFast(program: string, options: FastOptions): FastOutcome {
  return new FastSession().run(program, options);
}
