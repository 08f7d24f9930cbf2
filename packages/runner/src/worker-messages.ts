import type { SourceChapter } from '@sa/domain';
import type { ModuleOutput, VideoFrame } from '@sa/modules/protocol';
import type { DeviceCompileOutcome, RunOutcome, RunSettings, VideoFilterOutcome } from './protocol';
import type { DataDrawing } from './visualizers/data-visualizer/types';
import type { EnvRunOptions, EnvTrace } from './visualizers/env/types';
import type { StepperSteps } from './visualizers/stepper/types';

/**
 * Messages between a host (browser page, Node process) and its worker. Plain data only, so the same
 * evaluator serves both `postMessage` flavours.
 */
export type HostToWorker =
  | { type: 'run'; id: number; code: string; settings: RunSettings }
  /** `settings` is used only if the worker holds no context yet (first call, or after a Stop). */
  | { type: 'evaluate'; id: number; code: string; settings: RunSettings }
  /** A fresh context for `codes[0]`, then the others in it, up to the first that does not finish. */
  | { type: 'stages'; id: number; codes: string[]; settings: RunSettings }
  /** A fresh context on the CSE machine, recording the environment model (answered by 'env/trace', then 'done'). */
  | { type: 'env/run'; id: number; code: string; settings: RunSettings; options: EnvRunOptions }
  /** The substitution-model steps of a chapter 1 or 2 program (answered by 'stepper/steps', then 'done'). */
  | { type: 'stepper/run'; id: number; code: string; settings: RunSettings; stepLimit: number }
  /** One frame for the REPL context's pix_n_flix filter (pixels transferred), answered in kind. */
  | { type: 'module/video-frame'; id: number; frame: VideoFrame }
  /**
   * Data for a module of the REPL context (`ModuleState.receive`; a recording's samples, typed
   * arrays transferred), handed over between calls. Not answered.
   */
  | { type: 'module/receive'; id: number; module: string; data: unknown }
  /**
   * Work for a module of the REPL context after its program ran (`ModuleState.call`: the room's
   * `update`, a listener), answered as a call: 'module/outputs', then 'done'.
   */
  | { type: 'module/call'; id: number; module: string; request: unknown }
  /** A program compiled for a remote device (answered by 'device/compiled', bytes transferred). */
  | {
      type: 'device/compile';
      id: number;
      code: string;
      chapter: SourceChapter;
      internalFunctions: readonly string[];
    };

export type WorkerToHost =
  /** js-slang is loaded and warmed up; the worker answers at once from now on. */
  | { type: 'ready' }
  | { type: 'output'; id: number; line: string }
  /** One `draw_data` call of a 'run' or 'evaluate', as the program makes it. */
  | { type: 'data/drawing'; id: number; drawing: DataDrawing }
  | { type: 'env/trace'; id: number; trace: EnvTrace }
  | { type: 'stepper/steps'; id: number; steps: StepperSteps }
  /**
   * What the call's modules drew or played since the last such message (typed arrays transferred).
   * `late`: made after the call `id` was done (a timer's callback), sent as they happen.
   */
  | { type: 'module/outputs'; id: number; outputs: ModuleOutput[]; late?: true }
  /** The answer to a 'module/video-frame' (a filtered frame's pixels transferred). */
  | { type: 'module/video-frame'; id: number; outcome: VideoFilterOutcome }
  | { type: 'device/compiled'; id: number; outcome: DeviceCompileOutcome }
  /** `stage`: for a 'stages' call, the index of the stage whose outcome this is. */
  | { type: 'done'; id: number; outcome: RunOutcome; stage?: number };
