import type { VideoFrame } from '@sa/modules/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostToWorker } from '../worker-messages';
import { SessionCore, type WorkerEvents } from './session-core';
import { VIDEO_FILTER_LIMIT_MS, VIDEO_FILTER_TOO_SLOW } from './video-limits';

const settings = { chapter: 1, variant: 'default', execTimeMs: 1000 } as const;
const frame = (): VideoFrame => ({ width: 1, height: 1, pixels: new Uint8ClampedArray(4), timeMs: 0 });

/** A session over fake workers that answer runs at once and video frames only when told. */
function session() {
  const workers: {
    events: WorkerEvents;
    sent: HostToWorker[];
    terminated: boolean;
    transfers: unknown[][];
  }[] = [];
  const core = new SessionCore({
    extendLimitOnRerun: false,
    spawn: (events) => {
      const worker = { events, sent: [] as HostToWorker[], terminated: false, transfers: [] as unknown[][] };
      workers.push(worker);
      queueMicrotask(() => events.message({ type: 'ready' }));
      return {
        post: (message, transfer = []) => {
          worker.sent.push(message);
          worker.transfers.push(transfer);
          if (message.type === 'run') {
            queueMicrotask(() => {
              events.message({ type: 'module/outputs', id: message.id, outputs: [] });
              events.message({
                type: 'done',
                id: message.id,
                outcome: { status: 'finished', value: '1', valueIsUndefined: false },
              });
            });
          }
        },
        terminate: () => {
          worker.terminated = true;
        },
      };
    },
  });
  return { core, workers };
}

afterEach(() => vi.useRealTimers());

describe('SessionCore video frames', () => {
  it('says there is no filter before any run, and hands module outputs to the listener', async () => {
    const { core } = session();
    expect(await core.filterVideoFrame(frame())).toMatchObject({ status: 'error' });
    const onModuleOutputs = vi.fn();
    await core.run('1;', settings, { onModuleOutputs });
    expect(onModuleOutputs).toHaveBeenCalledWith([]);
    core.dispose();
  });

  it('sends the frame with its pixels transferred, and skips frames while one is out or a run is', async () => {
    const { core, workers } = session();
    await core.run('1;', settings);
    const first = frame();
    const answer = core.filterVideoFrame(first);
    expect(await core.filterVideoFrame(frame())).toEqual({ status: 'skipped' });
    const worker = workers.find((w) => w.sent.some((m) => m.type === 'module/video-frame'));
    if (!worker) throw new Error('no frame sent');
    expect(worker.transfers.at(-1)).toEqual([first.pixels.buffer]);
    const sent = worker.sent.at(-1) as Extract<HostToWorker, { type: 'module/video-frame' }>;
    worker.events.message({
      type: 'module/video-frame',
      id: sent.id,
      outcome: { status: 'filtered', frame: first },
    });
    expect(await answer).toEqual({ status: 'filtered', frame: first });
    const running = core.run('2;', settings);
    expect(await core.filterVideoFrame(frame())).toEqual({ status: 'skipped' });
    await running;
    core.dispose();
  });

  it('ends the worker of a filter that does not answer, and the next run starts afresh', async () => {
    const { core, workers } = session();
    await core.run('1;', settings);
    vi.useFakeTimers();
    const answer = core.filterVideoFrame(frame());
    const worker = workers.find((w) => w.sent.some((m) => m.type === 'module/video-frame'));
    vi.advanceTimersByTime(VIDEO_FILTER_LIMIT_MS);
    expect(await answer).toEqual({ status: 'error', text: VIDEO_FILTER_TOO_SLOW });
    expect(worker?.terminated).toBe(true);
    vi.useRealTimers();
    expect(await core.filterVideoFrame(frame())).toMatchObject({ status: 'error' });
    expect(await core.run('1;', settings)).toMatchObject({ status: 'finished' });
    core.dispose();
  });
});
