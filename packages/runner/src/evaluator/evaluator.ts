import type { RunOutcome, RunSettings, StagesOutcome } from '../protocol';
import { variantSupport } from '../variants';
import {
  type CallResult,
  newContext,
  runInSlangContext,
  type SlangContext,
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

  async run(
    code: string,
    settings: RunSettings,
    onOutput: (line: string) => void,
    onDraw: (values: readonly unknown[]) => void = () => {},
  ): Promise<RunOutcome> {
    this.context = null;
    this.engine = null;
    this.drawSink = onDraw;
    const support = variantSupport(settings.chapter, settings.variant);
    if (!support.available) return { status: 'unavailable', message: support.message };
    const load = variantEngine(settings.variant);
    if (load) {
      this.engine = await load();
      return this.engine.run(code, settings, onOutput);
    }
    this.sink = onOutput;
    const context = this.createContext(settings);
    const globals = await this.defineGlobals(context, settings);
    if (globals) return globals;
    return toOutcome(await runInSlangContext(context, code, this.execTimeMs));
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
    this.context = null;
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
    if (this.context) return toOutcome(await runInSlangContext(this.context, code, this.execTimeMs));
    const support = variantSupport(settings.chapter, settings.variant);
    if (!support.available) return { status: 'unavailable', message: support.message };
    const load = variantEngine(settings.variant);
    if (load) {
      // The engine may still hold the context of a run before the default one that replaced it.
      this.engine = await load();
      this.engine.forget();
      return this.engine.evaluate(code, settings, onOutput);
    }
    const context = this.createContext(settings);
    const outcome =
      (await this.defineGlobals(context, settings)) ??
      toOutcome(await runInSlangContext(context, code, this.execTimeMs));
    return outcome.status === 'finished' || outcome.status === 'error'
      ? { ...outcome, freshContext: true }
      : outcome;
  }

  private createContext(settings: RunSettings): SlangContext {
    this.execTimeMs = Math.max(1000, settings.execTimeMs);
    this.context = newContext(
      settings.chapter,
      settings.externalSymbols ?? [],
      (line) => this.sink(line),
      (values) => this.drawSink(values),
    );
    return this.context;
  }

  /** Globals are Source expressions, defined as constants before the program; an error there is reported. */
  private async defineGlobals(context: SlangContext, settings: RunSettings): Promise<RunOutcome | null> {
    const entries = Object.entries(settings.globals ?? {});
    if (entries.length === 0) return null;
    const code = entries.map(([name, expression]) => `const ${name} = ${expression};`).join('\n');
    const result = await runInSlangContext(context, code, this.execTimeMs);
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
