import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { Evaluator } from './evaluator';
import { newContext, runInSlangContext } from './js-slang-adapter';

/**
 * The body of every worker, browser or Node: answers run/evaluate requests one at a time. The host
 * never sends a second request before the first is done (it terminates the worker instead), but
 * requests are chained anyway so a misbehaving host cannot interleave two calls on one context.
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
      const onOutput = (line: string) => post({ type: 'output', id: message.id, line });
      const outcome =
        message.type === 'run'
          ? await evaluator.run(message.code, message.settings, onOutput)
          : await evaluator.evaluate(message.code, message.settings, onOutput);
      post({ type: 'done', id: message.id, outcome });
    });
  });
  await queue;
}

/** Runs a tiny chapter 4 program once so the parser, transpiler and list library are compiled by the JIT. */
async function warmUp(): Promise<void> {
  await runInSlangContext(
    newContext(4, [], () => {}),
    'map(x => x, list(1));',
    1000,
  );
}
