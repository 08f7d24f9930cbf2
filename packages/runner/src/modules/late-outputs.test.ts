import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { nodeModuleLoader } from './node-files';
import { useModuleLoaders } from './worker-modules';

const FIXTURES = fileURLToPath(new URL('./fixtures/modules', import.meta.url));
const settings = { chapter: 2, variant: 'default', execTimeMs: 3000 } as const;
const globals = globalThis as { lateDisposed?: number };

/** serveEvaluator in-process (the browser's worker flavour): what it posts. */
function serve() {
  useModuleLoaders(() => nodeModuleLoader(FIXTURES));
  const posted: WorkerToHost[] = [];
  let handler: (message: HostToWorker) => void = () => {};
  const waiters: { id: number; resolve: () => void }[] = [];
  void serveEvaluator(
    (message) => {
      posted.push(message);
      const answered = message.type === 'done' ? message.id : null;
      for (const waiter of waiters) if (waiter.id === answered) waiter.resolve();
    },
    (listen) => {
      handler = listen;
    },
    { moduleOutputs: true },
  );
  const send = (message: HostToWorker) =>
    new Promise<void>((resolve) => {
      waiters.push({ id: message.id, resolve });
      handler(message);
    });
  const lateOnes = () =>
    posted.filter(
      (m): m is Extract<WorkerToHost, { type: 'module/outputs' }> =>
        m.type === 'module/outputs' && m.late === true,
    );
  return { posted, send, post: (message: HostToWorker) => handler(message), lateOnes };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  globals.lateDisposed = undefined;
});

describe('module work between calls', () => {
  it("posts a timer's outputs after the call's done, marked late, with the last call's id", async () => {
    const { posted, send, lateOnes } = serve();
    await send({ type: 'run', id: 1, settings, code: "import { later } from 'late'; later(20);" });
    expect(posted.at(-1)?.type).toBe('done');
    expect(lateOnes()).toEqual([]);
    await sleep(80);
    expect(lateOnes()).toEqual([
      { type: 'module/outputs', id: 1, late: true, outputs: [{ module: 'sound', kind: 'stop' }] },
    ]);
    // Sent once: the next call has nothing new to send.
    await send({ type: 'evaluate', id: 2, settings, code: '1;' });
    expect(posted.filter((m) => m.type === 'module/outputs')).toHaveLength(1);
  });

  it("hands page data to the module's state between calls, behind a call in flight", async () => {
    const { posted, send, post } = serve();
    await send({ type: 'run', id: 1, settings, code: "import { received } from 'late'; received();" });
    const running = send({ type: 'evaluate', id: 2, settings, code: 'received();' });
    post({ type: 'module/receive', id: 3, module: 'late', data: new Float32Array(7) });
    post({ type: 'module/receive', id: 4, module: 'no_such_module', data: 1 });
    await running;
    await send({ type: 'evaluate', id: 5, settings, code: 'received();' });
    const values = posted.flatMap((m) =>
      m.type === 'done' && m.outcome.status === 'finished' ? [m.outcome.value] : [],
    );
    expect(values).toEqual(['"nothing"', '"nothing"', '7']);
  });

  it("stops the old context's timers when a new run replaces it", async () => {
    const { send, lateOnes } = serve();
    await send({ type: 'run', id: 1, settings, code: "import { later } from 'late'; later(30);" });
    await send({ type: 'run', id: 2, settings, code: '1;' });
    expect(globals.lateDisposed).toBe(1);
    await sleep(80);
    expect(lateOnes()).toEqual([]);
  });
});
