/**
 * The fast path's API: a Source program of the default variant, chapters 1 to 4, compiled to
 * JavaScript and run directly, answered with the runner's RunOutcome - the same value text, output
 * lines and error lines as js-slang's native runner (ADR 0035). A FastSession is a REPL: `evaluate`
 * continues in the names its last `run` declared.
 */

import type { SourceChapter } from '@sa/domain';
import type es from 'estree';
import { parseError } from 'js-slang';
import { SourceErrorWithNode } from 'js-slang/dist/errors/base.js';
import { ExceptionError } from 'js-slang/dist/errors/errors.js';
import type { Context } from 'js-slang/dist/types.js';
import { toErrorLine, toReplString } from '../evaluator/js-slang-adapter';
import type { ModuleLoader } from '../modules/loader';
import type { ModuleContexts } from '../modules/module-contexts';
import type { RunOutcome } from '../protocol';
import { compileProgram, Unsupported } from './compile';
import { Environment } from './env';
import { runCompiled } from './execute';
import { checkParsed, checkProgram } from './front';
import { bindImports, ModuleHost, mayImport } from './imports';
import { type Layout, locateLikeSlang, OperatorNativeError } from './native-lines';
import { realmFor } from './realm';
import { type Site, startClock } from './runtime';
import { prepareSession } from './session-setup';

export interface FastOptions {
  chapter: SourceChapter;
  /** js-slang's `originalMaxExecTime`. */
  timeLimitMs: number;
  onOutput?: (line: string) => void;
  onDraw?: (values: readonly unknown[]) => void;
}

/** What `start` and `continue` take besides: modules and the settings' library and globals. */
export interface FastRunOptions extends FastOptions {
  /** Where imported modules come from; without it a program's imports are not compiled. */
  modules?: ModuleLoader;
  moduleInputs?: Readonly<Record<string, unknown>>;
  externalLibrary?: string;
  externalSymbols?: readonly string[];
  /** Source expressions defined as constants before the program. */
  globals?: Readonly<Record<string, string>>;
}

const OUTSIDE_SITE: Site = { line: -1, column: -1, source: null, name: '<anonymous>' };

/** The program uses something the fast path does not compile yet (labels, spread): run it on js-slang. */
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
  /** The modules of the session's programs; made by `start`. */
  private host: ModuleHost | null = null;
  /** The last call's options: its time limit and sinks serve work after it (outsideRun). */
  private last: FastOptions | null = null;
  /** How js-slang would have transpiled each program run in this session (native-lines.ts). */
  private layouts = new WeakMap<object, Layout>();
  /** Whether js-slang's `native.evaller` would be installed: by the prelude, or a program that ran. */
  private evallerInstalled = false;

  /** Runs a whole program in a fresh environment. */
  run(code: string, options: FastOptions): FastOutcome {
    this.env = new Environment();
    this.host = null;
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

  /**
   * A whole program in a fresh environment, after the settings' library symbols and globals (as
   * earlier programs of the session); its imports load through `options.modules` (imports.ts).
   */
  async start(code: string, options: FastRunOptions): Promise<FastOutcome> {
    this.env = new Environment();
    this.chapter = options.chapter;
    this.layouts = new WeakMap();
    this.evallerInstalled = options.chapter >= 2;
    this.host = new ModuleHost(options.chapter);
    this.host.giveInputs(options.moduleInputs);
    this.last = options;
    const prepared = await prepareSession(this, options);
    if (prepared) return prepared;
    return this.executeWithImports(code, options);
  }

  /** Continues in the environment (and the modules) of the last `start`. */
  async continue(code: string, options: FastRunOptions): Promise<FastOutcome> {
    if (this.chapter !== options.chapter || !this.host) return this.start(code, options);
    this.host.giveInputs(options.moduleInputs);
    this.last = options;
    return this.executeWithImports(code, options);
  }

  /** The states of the modules this session's programs imported (module-contexts.ts). */
  moduleContexts(): ModuleContexts {
    return this.host?.contexts ?? {};
  }

  /** The session's modules, for the settings' library (session-setup.ts). */
  modules(): ModuleHost | null {
    return this.host;
  }

  /** Names the settings define for the session's programs, as an earlier program would. */
  define(name: string, value: unknown): void {
    this.env.define(
      name,
      () => value,
      () => {},
      true,
    );
  }

  /** A name the session's programs declared (a room's `update`); undefined if none or unassigned. */
  programGlobal(name: string): unknown {
    if (!this.env.has(name)) return undefined;
    try {
      return this.env.read(name, OUTSIDE_SITE);
    } catch {
      return undefined;
    }
  }

  /**
   * Work that calls the programs' functions after their run (a module's `call`, a video frame):
   * each gets the run's time limit afresh rather than the expired clock of the run, and what it
   * displays or draws goes to the last call's sinks, as the js-slang path's context keeps them.
   */
  outsideRun<T>(work: () => T): T {
    const last = this.last;
    if (!last || !this.chapter) return work();
    const { sinks } = realmFor(this.chapter);
    startClock(last.timeLimitMs);
    sinks.output = last.onOutput ?? (() => {});
    sinks.draw = last.onDraw ?? (() => {});
    try {
      return work();
    } finally {
      sinks.output = () => {};
      sinks.draw = () => {};
    }
  }

  /** A program whose text may import: js-slang's preprocessor parses it and loads the modules. */
  async executeWithImports(code: string, options: FastRunOptions): Promise<FastOutcome> {
    if (!options.modules || !this.host || !mayImport(code)) return this.execute(code, options);
    const loaded = await this.host.load(code, options.modules);
    if (!loaded.ok) return 'outcome' in loaded ? loaded.outcome : errorOutcome(loaded.errors);
    return this.execute(code, options, loaded.program);
  }

  private execute(code: string, options: FastOptions, parsed?: es.Program): FastOutcome {
    const realm = realmFor(options.chapter);
    const previous = this.env.names();
    const checked = parsed ? checkParsed(parsed, realm, previous) : checkProgram(code, realm, previous);
    if (!checked.ok) return errorOutcome(checked.errors);
    let globals = realm.globals;
    let program = checked.program;
    if (parsed && this.host) {
      const imported = bindImports(program, this.host.loadedExports());
      program = imported.program;
      globals = Object.assign(Object.create(realm.globals) as Record<string, unknown>, imported.values);
    }
    let compiled: ReturnType<typeof compileProgram>;
    try {
      compiled = compileProgram(program, options.chapter, false, previous, realm.globals);
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
      const value = runCompiled(compiled, globals, this.env, options.timeLimitMs, options.chapter);
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
