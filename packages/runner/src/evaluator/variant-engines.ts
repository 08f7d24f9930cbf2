import type { SourceVariant } from '@sa/domain';
import type { RunOutcome, RunSettings } from '../protocol';

/**
 * An interpreter for variants js-slang 1.0.94 does not run, with the Evaluator's REPL shape: `run`
 * starts a fresh context, `evaluate` continues in it, `forget` drops it.
 */
export interface VariantEngine {
  run(code: string, settings: RunSettings, onOutput: (line: string) => void): Promise<RunOutcome>;
  evaluate(code: string, settings: RunSettings, onOutput: (line: string) => void): Promise<RunOutcome>;
  forget(): void;
}

/**
 * What a host must do before an engine first loads, once per worker: the Node worker reads js-slang
 * 1.0.80's source-map wasm locally and patches its VM, and gives sourceror a local host. Done here,
 * on first use, so a worker that only runs the default variant never pays for them: preparing the
 * legacy engine alone loads about 350 modules (js-slang 1.0.80, gpu.js, lodash) into every worker.
 */
export interface EnginePreparations {
  legacy?(): Promise<void>;
  wasm?(): Promise<void>;
}

let preparations: EnginePreparations = {};

export function prepareEnginesWith(next: EnginePreparations): void {
  preparations = next;
}

let legacy: Promise<VariantEngine> | null = null;

/** js-slang 1.0.80 (src/legacy), one instance per worker, loaded on first use. */
function loadLegacy(): Promise<VariantEngine> {
  legacy ??= (async () => {
    await preparations.legacy?.();
    const module = await import('../legacy/legacy-evaluator');
    return new module.LegacyEvaluator();
  })();
  return legacy;
}

let wasm: Promise<VariantEngine> | null = null;

/** sourceror (src/wasm), one instance per worker, loaded on first use. */
function loadWasm(): Promise<VariantEngine> {
  wasm ??= (async () => {
    await preparations.wasm?.();
    const module = await import('../wasm/engine');
    return new module.WasmEngine();
  })();
  return wasm;
}

/**
 * Which variants another engine runs. Each is loaded with `import()` only when its variant is chosen,
 * so the default worker's JavaScript does not carry it (bundlers split it into its own chunk).
 */
const ENGINES: Partial<Record<SourceVariant, () => Promise<VariantEngine>>> = {
  lazy: loadLegacy,
  'non-det': loadLegacy,
  concurrent: loadLegacy,
  gpu: loadLegacy,
  wasm: loadWasm,
};

/** The loader of the engine that runs `variant`, or null when js-slang 1.0.94 runs it. */
export function variantEngine(variant: SourceVariant): (() => Promise<VariantEngine>) | null {
  return ENGINES[variant] ?? null;
}
