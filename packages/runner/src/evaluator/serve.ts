import { transferablesOf } from '@sa/modules/protocol';
import type { RunOutcome, RunSettings } from '../protocol';
import { drawingRecorder } from '../visualizers/data-visualizer/capture';
import { runEnvModel } from '../visualizers/env/run';
import { computeSteps } from '../visualizers/stepper/steps';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { compileForDevice } from './device-compile';
import { Evaluator, thrownOutcome } from './evaluator';
import { newContext, runInSlangContext, toReplString } from './js-slang-adapter';
import { cappedOutcome, cappedOutput } from './output-limits';

/**
 * The body of every worker, browser or Node: answers run/evaluate requests one at a time. The host
 * never sends a second request before the first is done (it terminates the worker instead), but
 * requests are chained anyway so a misbehaving host cannot interleave two calls on one context.
 * What a call sends back is capped (OUTPUT_LIMITS): the program decides its size, the host pays for it.
 */
export async function serveEvaluator(
  post: (message: WorkerToHost, transfer?: ArrayBuffer[]) => void,
  listen: (handler: (message: HostToWorker) => void) => void,
  options: ServeOptions = {},
): Promise<void> {
  const evaluator = new Evaluator();
  // Requests that arrive during the warm-up wait behind it.
  let queue: Promise<void> = warmUp().then(() => post({ type: 'ready' }));
  let lastCallId = 0;
  let lateQueued = false;
  // A module ran Source code after the call (a timer's callback): what it drew or played goes out
  // now, behind whatever call is in the queue (which then sends it itself, leaving nothing here).
  const notify = () => {
    if (lateQueued) return;
    lateQueued = true;
    queue = queue.then(() => {
      lateQueued = false;
      postModuleOutputs(evaluator, lastCallId, post, true);
    });
  };
  listen((message) => {
    queue = queue.then(async () => {
      if (message.type === 'module/receive') {
        evaluator.receiveModuleData(message.module, message.data);
        return;
      }
      if (message.type === 'module/video-frame') {
        const outcome = evaluator.filterVideoFrame(message.frame);
        const buffer = outcome.status === 'filtered' ? outcome.frame.pixels.buffer : null;
        post(
          { type: 'module/video-frame', id: message.id, outcome },
          buffer instanceof ArrayBuffer ? [buffer] : [],
        );
        return;
      }
      if (message.type === 'device/compile') {
        const outcome = await compileForDevice(message.code, message.chapter, message.internalFunctions);
        const buffer = outcome.status === 'compiled' ? outcome.program.buffer : null;
        post(
          { type: 'device/compiled', id: message.id, outcome },
          buffer instanceof ArrayBuffer ? [buffer] : [],
        );
        return;
      }
      const onOutput = cappedOutput((line) => post({ type: 'output', id: message.id, line }));
      const { outcome, stage } = await answer(evaluator, message, onOutput, post);
      lastCallId = message.id;
      if (options.moduleOutputs) {
        postModuleOutputs(evaluator, message.id, post);
        evaluator.watchModules(notify);
      }
      post({ type: 'done', id: message.id, outcome: cappedOutcome(outcome), stage });
    });
  });
  await queue;
}

export interface ServeOptions {
  /**
   * Send what the call's Source modules drew or played (the browser worker). The grader's worker
   * does not: nothing is shown there, and the data would only cross to be dropped.
   */
  moduleOutputs?: boolean;
}

/** A module output holding an array already sent (a bundle reusing one) cannot be cloned again. */
export const MODULE_OUTPUTS_NOT_SENT =
  "Error: this call's drawings and sounds could not be sent to the page.";

function postModuleOutputs(
  evaluator: Evaluator,
  id: number,
  post: (message: WorkerToHost, transfer?: ArrayBuffer[]) => void,
  late = false,
): void {
  const outputs = evaluator.newModuleOutputs();
  if (outputs.length === 0) return;
  try {
    post(
      { type: 'module/outputs', id, outputs, ...(late ? { late: true as const } : {}) },
      transferablesOf(outputs),
    );
  } catch {
    post({ type: 'output', id, line: MODULE_OUTPUTS_NOT_SENT });
  }
}

/** Every call is answered, even one that throws (see thrownOutcome): a rejected queue would stall the worker. */
async function answer(
  evaluator: Evaluator,
  message: HostToWorker,
  onOutput: (line: string) => void,
  post: (message: WorkerToHost) => void,
): Promise<{ outcome: RunOutcome; stage?: number }> {
  try {
    switch (message.type) {
      case 'module/video-frame':
      case 'module/receive':
      case 'device/compile':
        return { outcome: { status: 'unavailable', message: 'Module data is not a program.' } };
      case 'module/call':
        return { outcome: evaluator.callModule(message.module, message.request) };
      case 'run':
        // The environment model, when asked, comes from a separate bounded CSE-machine run made first
        // (its output is dropped): the program itself still runs natively, with its time limit.
        if (message.settings.envModel) await postEnvTrace(post, message.id, message.code, message.settings);
        return {
          outcome: await evaluator.run(message.code, message.settings, onOutput, drawTo(post, message.id)),
        };
      case 'evaluate':
        return {
          outcome: await evaluator.evaluate(
            message.code,
            message.settings,
            onOutput,
            drawTo(post, message.id),
          ),
        };
      case 'stages':
        return await evaluator.runStages(message.codes, message.settings, onOutput);
      case 'env/run': {
        const { outcome, trace } = await runEnvModel(
          message.code,
          message.settings,
          message.options,
          onOutput,
        );
        if (trace) post({ type: 'env/trace', id: message.id, trace });
        return { outcome };
      }
      case 'stepper/run': {
        // The stepper defines nothing the REPL could use: REPL input after it starts afresh.
        evaluator.forget();
        const { outcome, steps } = await computeSteps(
          message.code,
          message.settings.chapter,
          message.stepLimit,
        );
        if (steps) post({ type: 'stepper/steps', id: message.id, steps });
        return { outcome };
      }
    }
  } catch (thrown) {
    return { outcome: thrownOutcome(thrown) };
  }
}

/** `draw_data` arguments as drawings for the data visualizer, sent as the call's program makes them. */
function drawTo(post: (message: WorkerToHost) => void, id: number): (values: readonly unknown[]) => void {
  return drawingRecorder((drawing) => post({ type: 'data/drawing', id, drawing }), toReplString);
}

async function postEnvTrace(
  post: (message: WorkerToHost) => void,
  id: number,
  code: string,
  settings: RunSettings,
): Promise<void> {
  if (!settings.envModel) return;
  const { trace } = await runEnvModel(code, settings, settings.envModel, () => {});
  if (trace) post({ type: 'env/trace', id, trace });
}

/** Runs a tiny chapter 4 program once so the parser, transpiler and list library are compiled by the JIT. */
async function warmUp(): Promise<void> {
  await runInSlangContext(
    newContext(4, [], () => {}),
    'map(x => x, list(1));',
    1000,
  );
}
