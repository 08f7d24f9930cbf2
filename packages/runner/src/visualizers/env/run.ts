import { parseError, runFilesInContext } from 'js-slang';
import { newContext, toReplString } from '../../evaluator/js-slang-adapter';
import { moduleLoaderFor } from '../../modules/worker-modules';
import type { RunOutcome, RunSettings } from '../../protocol';
import { variantSupport } from '../../variants';
import { EnvRecorder } from './collect';
import type { EnvRunOptions, EnvTrace } from './types';

export interface EnvRunResult {
  outcome: RunOutcome;
  trace: EnvTrace | null;
}

/** The step limit's range (spec: 500 to 5000); a host's odd value is clamped, never trusted. */
const STEP_LIMIT_MIN = 1;
const STEP_LIMIT_MAX = 5000;

let envRunCounter = 0;

/**
 * Runs the program once on js-slang's CSE machine, recording a snapshot per step, up to the step
 * limit: the machine has no time limit of its own, so the step limit is what bounds the run.
 * `onOutput` gets display lines as they happen; the trace repeats them with their step.
 */
export async function runEnvModel(
  code: string,
  settings: RunSettings,
  options: EnvRunOptions,
  onOutput: (line: string) => void,
): Promise<EnvRunResult> {
  const support = variantSupport(settings.chapter, settings.variant);
  if (!support.available)
    return { outcome: { status: 'unavailable', message: support.message }, trace: null };
  const stepLimit = Math.min(STEP_LIMIT_MAX, Math.max(STEP_LIMIT_MIN, Math.floor(options.stepLimit)));
  const output: EnvTrace['output'] = [];
  let recorder: EnvRecorder | null = null;
  const context = newContext(settings.chapter, settings.externalSymbols ?? [], (line) => {
    output.push({ step: recorder?.stepInProgress ?? 0, line });
    onOutput(line);
  });
  recorder = new EnvRecorder(context, code, options);
  recorder.installHooks();
  // A unique file name per run, as in runInSlangContext (js-slang remembers the last program).
  envRunCounter += 1;
  const entry = `/env${envRunCounter}.js`;
  const result = await runFilesInContext({ [entry]: code }, entry, context, {
    executionMethod: 'cse-machine',
    stepLimit,
    // Imports load from the worker's own module files, as the program's native run does.
    importOptions: moduleLoaderFor(settings).importOptions,
  });
  const trace = recorder.trace(stepLimit, output);
  if (result.status === 'finished') {
    const value = trace.limitReached ? undefined : result.value;
    return {
      outcome: { status: 'finished', value: toReplString(value), valueIsUndefined: value === undefined },
      trace,
    };
  }
  const errors = context.errors;
  return {
    outcome: {
      status: 'error',
      text: parseError(errors),
      errors: errors.map((error) => ({
        type: 'Runtime',
        severity: 'Error',
        line: error.location?.start?.line && error.location.start.line > 0 ? error.location.start.line : null,
        column:
          error.location?.start?.line && error.location.start.line > 0 ? error.location.start.column : null,
        text: parseError([error]),
        isTimeout: false,
      })),
    },
    trace: trace.snapshots.length > 0 ? trace : null,
  };
}
