/**
 * Differential runs through the runner's Evaluator, as the workers use it: the same steps (a run,
 * then REPL input) once with the fast path installed and once with `engine: 'js-slang'`, observing
 * what the page gets - the outcome, display output, `draw_data` drawings as the data visualizer
 * receives them, and the modules' outputs (rune and curve drawings, sounds). A step the fast path
 * handed back to js-slang is recorded, so a test can insist that it did not.
 */

import type { ModuleOutput, VideoFrame } from '@sa/modules/protocol';
import { Evaluator, useFastPath } from '../../evaluator/evaluator';
import { toReplString } from '../../evaluator/js-slang-adapter';
import type { RunOutcome, RunSettings } from '../../protocol';
import { captureDrawing } from '../../visualizers/data-visualizer/capture';
import type { DataDrawing } from '../../visualizers/data-visualizer/types';
import { type FastOutcome, type FastRunOptions, FastSession } from '../run-fast';

/** One step: a run (the first) or REPL input, with settings of its own if it needs them. */
export interface Step {
  code: string;
  settings?: Partial<RunSettings>;
  /** After the step: module calls (ModuleState.call), video frames through the filter... */
  after?: (evaluator: Evaluator) => unknown;
}

export interface Seen {
  outcome: RunOutcome;
  output: string[];
  drawings: DataDrawing[];
  moduleOutputs: ModuleOutput[];
  after?: unknown;
}

/** Programs the fast path gave back to js-slang during the steps that ran on it. */
export const fallbacks: string[] = [];

class TrackedSession extends FastSession {
  override async start(code: string, options: FastRunOptions): Promise<FastOutcome> {
    return tracked(code, await super.start(code, options));
  }

  override async continue(code: string, options: FastRunOptions): Promise<FastOutcome> {
    return tracked(code, await super.continue(code, options));
  }
}

function tracked(code: string, outcome: FastOutcome): FastOutcome {
  if (outcome.status === 'unsupported') fallbacks.push(`${code} (${outcome.reason})`);
  return outcome;
}

/** Installs the fast path as the Node worker does (worker-setup.ts), with fallbacks recorded. */
export function installTrackedFastPath(): void {
  useFastPath(() => new TrackedSession());
}

export async function observe(
  steps: readonly Step[],
  base: RunSettings,
  engine: 'fast' | 'js-slang',
): Promise<Seen[]> {
  const evaluator = new Evaluator();
  const seen: Seen[] = [];
  for (const [index, step] of steps.entries()) {
    const settings: RunSettings = { ...base, ...step.settings, engine };
    const output: string[] = [];
    const drawings: DataDrawing[] = [];
    const onOutput = (line: string) => output.push(line);
    const onDraw = (values: readonly unknown[]) => drawings.push(captureDrawing(values, toReplString));
    const outcome =
      index === 0
        ? await evaluator.run(step.code, settings, onOutput, onDraw)
        : await evaluator.evaluate(step.code, settings, onOutput, onDraw);
    const moduleOutputs = evaluator.newModuleOutputs();
    const after: unknown = step.after?.(evaluator);
    seen.push({ outcome, output, drawings, moduleOutputs, ...(after === undefined ? {} : { after }) });
  }
  evaluator.forget();
  return seen;
}

/** A one-pixel frame for pix_n_flix's filter. */
export function pixel(): VideoFrame {
  return { width: 1, height: 1, pixels: new Uint8ClampedArray([10, 20, 30, 255]), timeMs: 0 };
}
