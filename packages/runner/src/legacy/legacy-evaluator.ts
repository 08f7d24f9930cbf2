import type { VariantEngine } from '../evaluator/variant-engines';
import type { RunOutcome, RunSettings } from '../protocol';
import {
  type LegacyCallResult,
  type LegacyContext,
  type LegacyVariant,
  legacyReplString,
  newLegacyContext,
  resumeLegacy,
  runInLegacyContext,
  type Suspension,
  sourceErrorOf,
} from './legacy-slang';

/** The variants this evaluator runs (js-slang 1.0.80); every other one stays with js-slang 1.0.94. */
export const LEGACY_VARIANTS: readonly LegacyVariant[] = ['lazy', 'non-det', 'concurrent', 'gpu'];

export function isLegacyVariant(variant: string): variant is LegacyVariant {
  return (LEGACY_VARIANTS as readonly string[]).includes(variant);
}

/**
 * The non-det REPL's try-again command. js-slang 1.0.80's own REPL takes `retry` (its TRY_AGAIN
 * constant; earlier releases and the course texts say `try_again`), so both work, with or without a
 * semicolon or call parentheses.
 */
const TRY_AGAIN = /^\s*(retry|try_again)\s*(\(\s*\))?\s*;?\s*$/;
export const NO_MORE_VALUES = 'There are no more values of: ';

export function isTryAgain(code: string): boolean {
  return TRY_AGAIN.test(code);
}

/**
 * The interpreter for lazy, non-det, concurrent and gpu, one context at a time like Evaluator's:
 * `run` starts a fresh context, `evaluate` continues in it. For non-det it also keeps the last
 * suspended search between calls (it lives in this worker), which the try-again command resumes.
 */
export class LegacyEvaluator implements VariantEngine {
  private context: LegacyContext | null = null;
  private variant: LegacyVariant = 'lazy';
  private execTimeMs = 1000;
  private sink: (line: string) => void = () => {};
  /** The search the try-again command continues, and the input that started it. */
  private suspension: Suspension | null = null;
  private lastInput = '';

  async run(code: string, settings: RunSettings, onOutput: (line: string) => void): Promise<RunOutcome> {
    this.sink = onOutput;
    const context = this.createContext(settings);
    const globals = await this.defineGlobals(context, settings);
    if (globals) return globals;
    return this.call(code);
  }

  /** Continues in the last run's context; with none, starts one from `settings` (marked freshContext). */
  async evaluate(code: string, settings: RunSettings, onOutput: (line: string) => void): Promise<RunOutcome> {
    this.sink = onOutput;
    if (this.context) return this.call(code);
    const context = this.createContext(settings);
    const outcome = (await this.defineGlobals(context, settings)) ?? (await this.call(code));
    return outcome.status === 'finished' || outcome.status === 'error'
      ? { ...outcome, freshContext: true }
      : outcome;
  }

  /** Drops the context (and any suspended search): the next `evaluate` starts afresh. */
  forget(): void {
    this.context = null;
    this.suspension = null;
  }

  private async call(code: string): Promise<RunOutcome> {
    const context = this.context;
    if (!context) throw new Error('No context to run in.');
    if (this.variant === 'non-det' && isTryAgain(code)) return this.tryAgain(context);
    if (this.variant === 'non-det') {
      this.lastInput = code.trim();
      this.suspension = null;
    }
    const result = await runInLegacyContext(context, this.variant, code, this.execTimeMs);
    return this.toOutcome(result);
  }

  private async tryAgain(context: LegacyContext): Promise<RunOutcome> {
    const suspension = this.suspension;
    if (!suspension) return this.noMoreValues();
    const result = await resumeLegacy(context, suspension, this.execTimeMs);
    if (result.ok && result.suspension === null) return this.noMoreValues();
    return this.toOutcome(result);
  }

  private noMoreValues(): RunOutcome {
    this.suspension = null;
    return { status: 'finished', value: `${NO_MORE_VALUES}${this.lastInput}`, valueIsUndefined: false };
  }

  private toOutcome(result: LegacyCallResult): RunOutcome {
    if (!result.ok) {
      this.suspension = null;
      return { status: 'error', errors: result.errors, text: result.text };
    }
    this.suspension = result.suspension;
    try {
      return {
        status: 'finished',
        value: legacyReplString(result.value, this.variant),
        valueIsUndefined: result.value === undefined,
      };
    } catch (thrown) {
      // Forcing a lazy result runs delayed student code, which may fail only now.
      const error = sourceErrorOf(thrown);
      if (error) return { status: 'error', ...error };
      throw thrown;
    }
  }

  private createContext(settings: RunSettings): LegacyContext {
    if (!isLegacyVariant(settings.variant)) throw new Error(`Not a legacy variant: ${settings.variant}`);
    this.variant = settings.variant;
    this.execTimeMs = Math.max(1000, settings.execTimeMs);
    this.suspension = null;
    this.lastInput = '';
    this.context = newLegacyContext(
      settings.chapter,
      settings.variant,
      settings.externalSymbols ?? [],
      (line) => this.sink(line),
    );
    return this.context;
  }

  /** Globals are Source expressions, defined as constants before the program (as Evaluator does). */
  private async defineGlobals(context: LegacyContext, settings: RunSettings): Promise<RunOutcome | null> {
    const entries = Object.entries(settings.globals ?? {});
    if (entries.length === 0) return null;
    const code = entries.map(([name, expression]) => `const ${name} = ${expression};`).join('\n');
    const result = await runInLegacyContext(context, this.variant, code, this.execTimeMs);
    return result.ok ? null : this.toOutcome(result);
  }
}
