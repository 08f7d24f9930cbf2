import type { RunOutcome } from '../protocol';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { Evaluator, thrownOutcome } from './evaluator';
import { newContext, runInSlangContext } from './js-slang-adapter';
import { cappedOutcome, cappedOutput } from './output-limits';

/**
 * The body of every worker, browser or Node: answers run/evaluate requests one at a time. The host
 * never sends a second request before the first is done (it terminates the worker instead), but
 * requests are chained anyway so a misbehaving host cannot interleave two calls on one context.
 * What a call sends back is capped (OUTPUT_LIMITS): the program decides its size, the host pays for it.
 */
export async function serveEvaluator(
  post: (message: WorkerToHost) => void,
  listen: (handler: (message: HostToWorker) => void) => void,
): Promise<void> {
  const evaluator = new Evaluator();
  // Requests that arrive during the warm-up wait behind it.
  let queue: Promise<void> = warmUp().then(() => post({ type: 'ready' }));
  listen((message) => {
    queue = queue.then(async () => {
      const onOutput = cappedOutput((line) => post({ type: 'output', id: message.id, line }));
      const { outcome, stage } = await answer(evaluator, message, onOutput);
      post({ type: 'done', id: message.id, outcome: cappedOutcome(outcome), stage });
    });
  });
  await queue;
}

/** Every call is answered, even one that throws (see thrownOutcome): a rejected queue would stall the worker. */
async function answer(
  evaluator: Evaluator,
  message: HostToWorker,
  onOutput: (line: string) => void,
): Promise<{ outcome: RunOutcome; stage?: number }> {
  try {
    switch (message.type) {
      case 'run':
        return { outcome: await evaluator.run(message.code, message.settings, onOutput) };
      case 'evaluate':
        return { outcome: await evaluator.evaluate(message.code, message.settings, onOutput) };
      case 'stages':
        return await evaluator.runStages(message.codes, message.settings, onOutput);
    }
  } catch (thrown) {
    return { outcome: thrownOutcome(thrown) };
  }
}

/** Runs a tiny chapter 4 program once so the parser, transpiler and list library are compiled by the JIT. */
async function warmUp(): Promise<void> {
  await runInSlangContext(
    newContext(4, [], () => {}),
    'map(x => x, list(1));',
    1000,
  );
}
