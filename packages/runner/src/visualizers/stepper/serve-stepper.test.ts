import { describe, expect, it } from 'vitest';
import { serveEvaluator } from '../../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../../worker-messages';

/** The worker body over an in-memory channel: what a host would receive for each message. */
function worker() {
  const received: WorkerToHost[] = [];
  let deliver: (message: HostToWorker) => void = () => {};
  void serveEvaluator(
    (message) => received.push(message),
    (handler) => {
      deliver = handler;
    },
  );
  const until = async (predicate: () => boolean) => {
    while (!predicate()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { received, send: (message: HostToWorker) => deliver(message), until };
}

const settings = { chapter: 1, variant: 'default', execTimeMs: 1000 } as const;

describe('the worker answers stepper/run', () => {
  it('posts the steps, then done; REPL input afterwards starts a fresh context', async () => {
    const w = worker();
    w.send({ type: 'run', id: 1, code: 'const a = 1;', settings });
    w.send({ type: 'stepper/run', id: 2, code: 'const b = 2; b * 3;', settings, stepLimit: 1000 });
    w.send({ type: 'evaluate', id: 3, code: 'a;', settings });
    await w.until(() => w.received.some((m) => m.type === 'done' && m.id === 3));
    const forStepper = w.received.filter((m) => 'id' in m && m.id === 2).map((m) => m.type);
    expect(forStepper).toEqual(['stepper/steps', 'done']);
    const steps = w.received.find((m) => m.type === 'stepper/steps');
    expect(steps?.type === 'stepper/steps' && steps.steps.steps.at(-1)?.code).toBe('6;');
    const done = w.received.find((m) => m.type === 'done' && m.id === 3);
    expect(done?.type === 'done' && done.outcome).toMatchObject({ status: 'error', freshContext: true });
  });
});
