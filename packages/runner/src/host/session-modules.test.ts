import type { ModuleOutput } from '@sa/modules/protocol';
import { describe, expect, it, vi } from 'vitest';
import type { HostToWorker } from '../worker-messages';
import { SessionCore, type WorkerEvents } from './session-core';

const settings = { chapter: 1, variant: 'default', execTimeMs: 1000 } as const;

/** A session over fake workers that answer runs at once. */
function session() {
  const workers: { events: WorkerEvents; sent: HostToWorker[]; transfers: unknown[][] }[] = [];
  const core = new SessionCore({
    extendLimitOnRerun: false,
    spawn: (events) => {
      const worker = { events, sent: [] as HostToWorker[], transfers: [] as unknown[][] };
      workers.push(worker);
      queueMicrotask(() => events.message({ type: 'ready' }));
      return {
        post: (message, transfer = []) => {
          worker.sent.push(message);
          worker.transfers.push(transfer);
          if (message.type === 'run') {
            queueMicrotask(() =>
              events.message({
                type: 'done',
                id: message.id,
                outcome: { status: 'finished', value: '1', valueIsUndefined: false },
              }),
            );
          }
        },
        terminate: () => {},
      };
    },
  });
  const active = () => {
    const worker = workers.find((w) => w.sent.some((m) => m.type === 'run'));
    if (!worker) throw new Error('no run yet');
    return worker;
  };
  return { core, workers, active };
}

const stop: ModuleOutput = { module: 'sound', kind: 'stop' };

describe('SessionCore and modules between calls', () => {
  it('sends page data to the active worker, typed arrays transferred; nothing before a run', async () => {
    const { core, workers, active } = session();
    core.sendToModule('sound', { recording: 1, samples: new Float32Array(2) });
    expect(workers.flatMap((w) => w.sent)).toEqual([]);
    await core.run('1;', settings);
    const samples = new Float32Array(3);
    core.sendToModule('sound', { recording: 2, samples });
    const worker = active();
    expect(worker.sent.at(-1)).toMatchObject({
      type: 'module/receive',
      module: 'sound',
      data: { recording: 2, samples },
    });
    expect(worker.transfers.at(-1)).toEqual([samples.buffer]);
    core.dispose();
  });

  it("forwards the active worker's late outputs with no call pending, and stops when told", async () => {
    const { core, active } = session();
    const listener = vi.fn();
    const unlisten = core.onLateModuleOutputs(listener);
    const onModuleOutputs = vi.fn();
    await core.run('1;', settings, { onModuleOutputs });
    const worker = active();
    worker.events.message({ type: 'module/outputs', id: 1, late: true, outputs: [stop] });
    expect(listener).toHaveBeenCalledWith([stop]);
    expect(onModuleOutputs).not.toHaveBeenCalled();
    // Not late, with no call pending: dropped as before.
    worker.events.message({ type: 'module/outputs', id: 1, outputs: [stop] });
    expect(listener).toHaveBeenCalledTimes(1);
    unlisten();
    worker.events.message({ type: 'module/outputs', id: 1, late: true, outputs: [stop] });
    expect(listener).toHaveBeenCalledTimes(1);
    core.dispose();
  });

  it('ignores late outputs of a worker that is no longer the active one', async () => {
    const { core, workers, active } = session();
    const listener = vi.fn();
    core.onLateModuleOutputs(listener);
    await core.run('1;', settings);
    const first = active();
    core.stop(); // nothing pending: the worker stays
    const spare = workers.find((w) => w !== first);
    spare?.events.message({ type: 'module/outputs', id: 1, late: true, outputs: [stop] });
    expect(listener).not.toHaveBeenCalled();
    core.dispose();
  });

  it("drops late outputs of a context a new run replaced, but keeps those before REPL input's", async () => {
    const { core, active } = session();
    const listener = vi.fn();
    core.onLateModuleOutputs(listener);
    await core.run('1;', settings);
    const worker = active();
    const evaluating = core.evaluate('2;');
    // The REPL input continues the same context: its timers' outputs still count.
    worker.events.message({ type: 'module/outputs', id: 1, late: true, outputs: [stop] });
    expect(listener).toHaveBeenCalledTimes(1);
    worker.events.message({
      type: 'done',
      id: 2,
      outcome: { status: 'finished', value: '2', valueIsUndefined: false },
    });
    await evaluating;
    await core.run('3;', settings);
    worker.events.message({ type: 'module/outputs', id: 2, late: true, outputs: [stop] });
    expect(listener).toHaveBeenCalledTimes(1);
    worker.events.message({ type: 'module/outputs', id: 3, late: true, outputs: [stop] });
    expect(listener).toHaveBeenCalledTimes(2);
    core.dispose();
  });
});
