import type { ModuleOutput, VideoFrame } from '@sa/modules/protocol';
import { defineLibrarySymbols, hasModuleLibrary } from '../modules/legacy-library';
import type { ModuleLoader } from '../modules/loader';
import {
  callModuleState,
  disposeModuleStates,
  filterVideoFrame,
  giveModuleInputs,
  type ModuleCallResult,
  type ModuleContexts,
  OutputCursor,
  receiveModuleData,
  watchModuleStates,
} from '../modules/module-contexts';
import { moduleLoaderFor } from '../modules/worker-modules';
import type { RunOutcome, RunSettings, StagesOutcome, VideoFilterOutcome } from '../protocol';
import { variantSupport } from '../variants';
import {
  type CallResult,
  newContext,
  programGlobal,
  runInSlangContext,
  type SlangContext,
  thrownErrorLine,
  thrownErrorText,
  toReplString,
} from './js-slang-adapter';
import { type VariantEngine, variantEngine } from './variant-engines';

/**
 * js-slang reports the program's own errors, but turning a result into text can still throw (a value
 * too large to print: 'Invalid string length'). The call is answered with this error then: a call
 * left unanswered would hang the browser's REPL and every later call of its worker.
 */
export function thrownOutcome(thrown: unknown): RunOutcome {
  const text = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
  return {
    status: 'error',
    text,
    errors: [{ type: 'Runtime', severity: 'Error', line: null, column: null, text, isTimeout: false }],
  };
}

/**
 * The fast path (src/fastpath, ADR 0035) as the evaluator sees it: a REPL session whose calls answer
 * a RunOutcome, or 'unsupported' for a program it does not compile. Installed by a host with
 * `useFastPath` (the Node worker); without it every run is js-slang's. Injected rather than imported
 * so the browser worker's bundle does not carry its deep imports of js-slang (ADR 12's module-order
 * problem) until it has been checked there.
 */
export interface FastPathSession {
  /** A whole program after the settings' library symbols and globals; its imports load first. */
  start(code: string, options: FastPathCall): Promise<RunOutcome | { status: 'unsupported'; reason: string }>;
  /** Continues in the last `start`'s names and modules. */
  continue(
    code: string,
    options: FastPathCall,
  ): Promise<RunOutcome | { status: 'unsupported'; reason: string }>;
  /** The states of the modules the session's programs imported. */
  moduleContexts(): ModuleContexts;
  /** A name the session's programs declared, or undefined. */
  programGlobal(name: string): unknown;
  /** Runs work that calls the programs' functions after their run, with a fresh time limit. */
  outsideRun<T>(work: () => T): T;
}

export interface FastPathCall {
  chapter: RunSettings['chapter'];
  timeLimitMs: number;
  onOutput: (line: string) => void;
  onDraw: (values: readonly unknown[]) => void;
  modules: ModuleLoader;
  moduleInputs?: Readonly<Record<string, unknown>>;
  externalLibrary?: string;
  externalSymbols?: readonly string[];
  globals?: Readonly<Record<string, string>>;
}

let fastPath: (() => FastPathSession) | null = null;

export function useFastPath(newSession: (() => FastPathSession) | null): void {
  fastPath = newSession;
}

/**
 * The fast path runs the default variant unless the settings ask for js-slang (`engine`). Imports,
 * external libraries, external symbols and globals run there too (fastpath/imports.ts,
 * fastpath/session-setup.ts); a program it does not compile comes back 'unsupported'.
 */
function fastPathFor(settings: RunSettings): (() => FastPathSession) | null {
  if (!fastPath || settings.variant !== 'default' || settings.engine === 'js-slang') return null;
  return fastPath;
}

/** A module call with no program (never run, stopped, another engine's) or no module that takes calls. */
export const NO_MODULE_CALL = 'No program is running that uses this module: run the program first.';

/**
 * One interpreter context at a time, as a REPL sees it: `run` replaces it with a fresh one for a whole
 * program, `evaluate` continues in it. Lives inside a worker; nothing here is host-specific.
 */
export class Evaluator {
  private context: SlangContext | null = null;
  /** The engine holding the REPL context when the variant is not js-slang 1.0.94's (variant-engines.ts). */
  private engine: VariantEngine | null = null;
  private execTimeMs = 1000;
  /** Where display output of the current call goes; swapped per call, the context keeps one sink. */
  private sink: (line: string) => void = () => {};
  /** Where the current call's `draw_data` arguments go (the data visualizer); nowhere when not asked. */
  private drawSink: (values: readonly unknown[]) => void = () => {};
  /** Where the context's Source modules come from (modules/worker-modules.ts). */
  private modules: ModuleLoader | undefined;
  private readonly outputs = new OutputCursor();
  /** The REPL session when the last run went through the fast path. */
  private fast: FastPathSession | null = null;

  async run(
    code: string,
    settings: RunSettings,
    onOutput: (line: string) => void,
    onDraw: (values: readonly unknown[]) => void = () => {},
  ): Promise<RunOutcome> {
    this.dropContext();
    this.engine = null;
    this.drawSink = onDraw;
    const support = variantSupport(settings.chapter, settings.variant);
    if (!support.available) return { status: 'unavailable', message: support.message };
    const load = variantEngine(settings.variant);
    if (load) {
      this.engine = await load();
      return this.engine.run(code, settings, onOutput);
    }
    const newFastSession = fastPathFor(settings);
    if (newFastSession) {
      const session = newFastSession();
      const outcome = await session.start(code, this.fastCall(settings, onOutput, onDraw));
      if (outcome.status !== 'unsupported') {
        this.fast = session;
        return outcome;
      }
      // js-slang runs it from scratch: the modules the fast path loaded stop here.
      disposeModuleStates(session.moduleContexts());
    }
    this.sink = onOutput;
    const context = this.createContext(settings);
    const prepared = await this.prepare(context, settings);
    if (prepared) return prepared;
    return toOutcome(await runInSlangContext(context, code, this.execTimeMs, this.modules));
  }

  /** A grader's stages: the first as `run`, the others as `evaluate`, up to the first that fails. */
  async runStages(
    codes: readonly string[],
    settings: RunSettings,
    onOutput: (line: string) => void,
  ): Promise<StagesOutcome> {
    let outcome: RunOutcome = { status: 'unavailable', message: 'No stage to run.' };
    for (const [stage, code] of codes.entries()) {
      try {
        outcome =
          stage === 0
            ? await this.run(code, settings, onOutput)
            : await this.evaluate(code, settings, onOutput);
      } catch (thrown) {
        return { outcome: thrownOutcome(thrown), stage };
      }
      if (outcome.status !== 'finished' || stage === codes.length - 1) return { outcome, stage };
    }
    return { outcome, stage: 0 };
  }

  /** Drops the REPL context, as a run that defines nothing (the stepper's) leaves none to continue. */
  forget(): void {
    this.dropContext();
    this.engine?.forget();
    this.engine = null;
  }

  /** Continues in the last run's context; with none, starts one from `settings` (marked freshContext). */
  async evaluate(
    code: string,
    settings: RunSettings,
    onOutput: (line: string) => void,
    onDraw: (values: readonly unknown[]) => void = () => {},
  ): Promise<RunOutcome> {
    this.sink = onOutput;
    this.drawSink = onDraw;
    if (this.engine) return this.engine.evaluate(code, settings, onOutput);
    if (this.fast) {
      const outcome = await this.fast.continue(code, this.fastCall(settings, onOutput, onDraw));
      if (outcome.status !== 'unsupported') return outcome;
      // Input the fast path does not compile runs on js-slang, without the run's names.
      this.dropContext();
    }
    if (this.context) {
      giveModuleInputs(this.moduleContexts(this.context), settings.moduleInputs);
      return toOutcome(await runInSlangContext(this.context, code, this.execTimeMs, this.modules));
    }
    const support = variantSupport(settings.chapter, settings.variant);
    if (!support.available) return { status: 'unavailable', message: support.message };
    const load = variantEngine(settings.variant);
    if (load) {
      // The engine may still hold the context of a run before the default one that replaced it.
      this.engine = await load();
      this.engine.forget();
      return this.engine.evaluate(code, settings, onOutput);
    }
    const newFastSession = fastPathFor(settings);
    if (newFastSession) {
      const session = newFastSession();
      const outcome = await session.start(code, this.fastCall(settings, onOutput, onDraw));
      if (outcome.status !== 'unsupported') {
        this.fast = session;
        return outcome.status === 'finished' || outcome.status === 'error'
          ? { ...outcome, freshContext: true }
          : outcome;
      }
      disposeModuleStates(session.moduleContexts());
    }
    const context = this.createContext(settings);
    const outcome =
      (await this.prepare(context, settings)) ??
      toOutcome(await runInSlangContext(context, code, this.execTimeMs, this.modules));
    return outcome.status === 'finished' || outcome.status === 'error'
      ? { ...outcome, freshContext: true }
      : outcome;
  }

  /**
   * What the REPL context's modules drew or played since the last time this was asked (browser
   * worker, after every call); none for another engine's context.
   */
  newModuleOutputs(): ModuleOutput[] {
    const contexts = this.replModuleContexts();
    return contexts ? this.outputs.unsent(contexts) : [];
  }

  /**
   * Work for a module of the REPL context after its program ran (ModuleState.call). The program's
   * functions it calls are the native runner's, whose own loop and recursion checks keep the time
   * limit the last run set; what they throw is the outcome's error, as a run would print it.
   */
  callModule(module: string, request: unknown): RunOutcome {
    const result = this.callModuleState(module, request);
    if (result.status === 'missing') return { status: 'unavailable', message: NO_MODULE_CALL };
    if (result.status === 'threw') {
      const line = thrownErrorLine(result.thrown);
      return { status: 'error', errors: [line], text: line.text };
    }
    return {
      status: 'finished',
      value: toReplString(result.value),
      valueIsUndefined: result.value === undefined,
    };
  }

  /** Data from the page for one module of the REPL context (ModuleState.receive). */
  receiveModuleData(module: string, data: unknown): void {
    const contexts = this.replModuleContexts();
    if (!contexts) return;
    if (this.fast) this.fast.outsideRun(() => receiveModuleData(contexts, module, data));
    else receiveModuleData(contexts, module, data);
  }

  /**
   * `notify` is called whenever a module of the REPL context ran Source code outside a call (a
   * timer): installed after every call, so states a call made are watched too.
   */
  watchModules(notify: () => void): void {
    const contexts = this.replModuleContexts();
    if (contexts) watchModuleStates(contexts, notify);
  }

  /** One video frame through the REPL context's pix_n_flix filter. */
  filterVideoFrame(frame: VideoFrame): VideoFilterOutcome {
    const contexts = this.replModuleContexts() ?? undefined;
    if (this.fast) return this.fast.outsideRun(() => filterVideoFrame(contexts, frame, thrownErrorText));
    return filterVideoFrame(contexts, frame, thrownErrorText);
  }

  /**
   * The module states of the REPL context: js-slang's context's, or the fast path session's when
   * the last run went there; none for another engine's context.
   */
  private replModuleContexts(): ModuleContexts | null {
    if (this.engine) return null;
    if (this.fast) return this.fast.moduleContexts();
    return this.context ? this.moduleContexts(this.context) : null;
  }

  private callModuleState(module: string, request: unknown): ModuleCallResult {
    const contexts = this.replModuleContexts();
    if (!contexts) return { status: 'missing' };
    const fast = this.fast;
    if (fast) {
      return fast.outsideRun(() =>
        callModuleState(contexts, module, request, (name) => fast.programGlobal(name)),
      );
    }
    const context = this.context;
    return callModuleState(contexts, module, request, (name) =>
      context ? programGlobal(context, name) : undefined,
    );
  }

  private fastCall(
    settings: RunSettings,
    onOutput: (line: string) => void,
    onDraw: (values: readonly unknown[]) => void,
  ): FastPathCall {
    return {
      chapter: settings.chapter,
      timeLimitMs: Math.max(1000, settings.execTimeMs),
      onOutput,
      onDraw,
      modules: moduleLoaderFor(settings),
      ...(settings.moduleInputs ? { moduleInputs: settings.moduleInputs } : {}),
      ...(settings.externalLibrary ? { externalLibrary: settings.externalLibrary } : {}),
      ...(settings.externalSymbols ? { externalSymbols: settings.externalSymbols } : {}),
      ...(settings.globals ? { globals: settings.globals } : {}),
    };
  }

  /** The REPL context goes: its modules' timers stop with it (disposeModuleStates). */
  private dropContext(): void {
    if (this.fast) disposeModuleStates(this.fast.moduleContexts());
    this.fast = null;
    if (this.context) disposeModuleStates(this.moduleContexts(this.context));
    this.context = null;
  }

  private moduleContexts(context: SlangContext): ModuleContexts {
    return context.moduleContexts as ModuleContexts;
  }

  private createContext(settings: RunSettings): SlangContext {
    this.execTimeMs = Math.max(1000, settings.execTimeMs);
    this.modules = moduleLoaderFor(settings);
    this.context = newContext(
      settings.chapter,
      // A library served by modules defines its symbols itself, once its bundles are loaded.
      hasModuleLibrary(settings) ? [] : (settings.externalSymbols ?? []),
      (line) => this.sink(line),
      (values) => this.drawSink(values),
    );
    return this.context;
  }

  /** A fresh context's modules inputs, external library and globals; an error there is the outcome. */
  private async prepare(context: SlangContext, settings: RunSettings): Promise<RunOutcome | null> {
    giveModuleInputs(this.moduleContexts(context), settings.moduleInputs);
    if (this.modules) {
      const library = await defineLibrarySymbols(context, settings, this.modules, this.execTimeMs);
      if (library) return toOutcome(library);
    }
    return this.defineGlobals(context, settings);
  }

  /** Globals are Source expressions, defined as constants before the program; an error there is reported. */
  private async defineGlobals(context: SlangContext, settings: RunSettings): Promise<RunOutcome | null> {
    const entries = Object.entries(settings.globals ?? {});
    if (entries.length === 0) return null;
    const code = entries.map(([name, expression]) => `const ${name} = ${expression};`).join('\n');
    const result = await runInSlangContext(context, code, this.execTimeMs, this.modules);
    return result.ok ? null : toOutcome(result);
  }
}

function toOutcome(result: CallResult): RunOutcome {
  if (!result.ok) return { status: 'error', errors: result.errors, text: result.text };
  return {
    status: 'finished',
    value: toReplString(result.value),
    valueIsUndefined: result.value === undefined,
  };
}
