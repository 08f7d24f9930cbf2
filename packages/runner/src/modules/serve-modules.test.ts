import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serveEvaluator } from '../evaluator/serve';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { nodeModuleLoader } from './node-files';
import { useModuleLoaders } from './worker-modules';

const FIXTURES = fileURLToPath(new URL('./fixtures/modules', import.meta.url));
const settings = { chapter: 2, variant: 'default', execTimeMs: 3000 } as const;

/** serveEvaluator in-process: what it posts, with each message's transfer list. */
function serve(moduleOutputs: boolean) {
  useModuleLoaders(() => nodeModuleLoader(FIXTURES));
  const posted: { message: WorkerToHost; transfer: ArrayBuffer[] }[] = [];
  let handler: (message: HostToWorker) => void = () => {};
  const waiters: { id: number; resolve: () => void }[] = [];
  void serveEvaluator(
    (message, transfer = []) => {
      posted.push({ message, transfer });
      const answered = message.type === 'done' || message.type === 'module/video-frame' ? message.id : null;
      for (const waiter of waiters) if (waiter.id === answered) waiter.resolve();
    },
    (listen) => {
      handler = listen;
    },
    { moduleOutputs },
  );
  const send = (message: HostToWorker) =>
    new Promise<void>((resolve) => {
      waiters.push({ id: message.id, resolve });
      handler(message);
    });
  return { posted, send };
}

describe('the worker sends module outputs and filters video frames', () => {
  it("posts a call's new outputs once, typed arrays transferred, before its outcome", async () => {
    const { posted, send } = serve(true);
    await send({ type: 'run', id: 1, settings, code: "import { heart, show } from 'rune'; show(heart);" });
    await send({ type: 'evaluate', id: 2, settings, code: '1 + 1;' });
    const types = posted.map((p) => `${p.message.type}:${'id' in p.message ? p.message.id : ''}`);
    expect(types.filter((t) => t !== 'ready:')).toEqual(['module/outputs:1', 'done:1', 'done:2']);
    const sent = posted.find((p) => p.message.type === 'module/outputs');
    if (sent?.message.type !== 'module/outputs') throw new Error('no outputs');
    const [output] = sent.message.outputs;
    expect(output?.kind).toBe('rune');
    if (output?.kind !== 'rune') throw new Error('not a rune');
    expect(sent.transfer).toEqual([output.scene.positions.buffer, output.scene.colors.buffer]);
  });

  it('sends none when the host does not want them (the grader)', async () => {
    const { posted, send } = serve(false);
    await send({ type: 'run', id: 1, settings, code: "import { heart, show } from 'rune'; show(heart);" });
    expect(posted.some((p) => p.message.type === 'module/outputs')).toBe(false);
  });

  it('answers a video frame with the filtered frame, its pixels transferred', async () => {
    const { posted, send } = serve(true);
    await send({
      type: 'run',
      id: 1,
      settings,
      code: "import { install_filter, start } from 'pix_n_flix'; install_filter(v => v + 1); start();",
    });
    const frame = { width: 1, height: 1, pixels: new Uint8ClampedArray([1, 2, 3, 4]), timeMs: 0 };
    await send({ type: 'module/video-frame', id: 2, frame });
    const answer = posted.at(-1);
    if (answer?.message.type !== 'module/video-frame') throw new Error('no answer');
    const { outcome } = answer.message;
    if (outcome.status !== 'filtered') throw new Error(outcome.status);
    expect([...outcome.frame.pixels]).toEqual([2, 3, 4, 5]);
    expect(answer.transfer).toEqual([outcome.frame.pixels.buffer]);
  });
});
