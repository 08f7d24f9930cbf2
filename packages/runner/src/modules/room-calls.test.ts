import { MODULES_DIST_DIR } from '@sa/modules/dist-dir';
import type { RoomCall, RoomCommand } from '@sa/modules/protocol';
import { describe, expect, it, vi } from 'vitest';
import { serveEvaluator } from '../evaluator/serve';
import { MODULE_CALL_MARGIN_MS, SessionCore } from '../host/session-core';
import type { RunOutcome } from '../protocol';
import type { HostToWorker, WorkerToHost } from '../worker-messages';
import { nodeModuleLoader } from './node-files';
import { useModuleLoaders } from './worker-modules';

const settings = { chapter: 4, variant: 'default', execTimeMs: 1000 } as const;

/** serveEvaluator in-process with the built modules (the runner's globalSetup builds them). */
function serve() {
  useModuleLoaders(() => nodeModuleLoader(MODULES_DIST_DIR));
  const posted: WorkerToHost[] = [];
  let handler: (message: HostToWorker) => void = () => {};
  const waiters = new Map<number, (outcome: RunOutcome) => void>();
  void serveEvaluator(
    (message) => {
      posted.push(message);
      if (message.type === 'done') waiters.get(message.id)?.(message.outcome);
    },
    (listen) => {
      handler = listen;
    },
    { moduleOutputs: true },
  );
  let nextId = 1;
  /** Sends one message and resolves with its outcome and the room commands it sent back. */
  const send = (message: DistributiveOmit<HostToWorker, 'id'>) =>
    new Promise<{ outcome: RunOutcome; commands: RoomCommand[] }>((resolve) => {
      const id = nextId++;
      waiters.set(id, (outcome) => {
        const commands = posted.flatMap((m) =>
          m.type === 'module/outputs' && m.id === id
            ? m.outputs.flatMap((o) => (o.module === 'game' ? o.commands : []))
            : [],
        );
        resolve({ outcome, commands });
      });
      handler({ ...message, id } as HostToWorker);
    });
  const call = (request: RoomCall) => send({ type: 'module/call', module: 'game', request });
  return { send, call };
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const ROOM = `import { add, create_text, create_rect, set_position, add_listener, set_interactive } from 'game';
let frames = 0;
let box = null;
function create() {
  add(create_text(10, 20, "Hello room"));
  box = add(set_interactive(create_rect(0, 0, 50, 50, 0xff0000)));
  add_listener(box, "pointerdown", (x, y) => set_position(box, x, y));
}
function update() {
  frames = frames + 1;
  if (frames === 3) {
    while (true) {}
  } else {
    set_position(box, frames, 0);
  }
}`;

describe('a room program called by message after it ran', () => {
  it('runs create, update every frame and listeners, each call sending its commands back', async () => {
    const { send, call } = serve();
    const run = await send({ type: 'run', code: ROOM, settings });
    expect(run.outcome).toMatchObject({ status: 'finished' });
    expect(run.commands).toEqual([]);

    expect((await call({ kind: 'function', name: 'preload' })).outcome).toMatchObject({ value: 'false' });
    const created = await call({ kind: 'function', name: 'create' });
    expect(created.outcome).toMatchObject({ status: 'finished', value: 'true' });
    expect(created.commands).toContainEqual(
      expect.objectContaining({ op: 'create-text', text: 'Hello room' }),
    );
    const listen = created.commands.find((c) => c.op === 'listen');
    const box = created.commands.find((c) => c.op === 'create-shape');

    const first = await call({ kind: 'function', name: 'update' });
    expect(first.commands).toEqual([{ op: 'set-pair', id: box?.id, prop: 'position', x: 1, y: 0 }]);
    await call({ kind: 'function', name: 'update' });

    // The third frame loops for ever: js-slang's own check ends it with the runner's error line.
    const runaway = await call({ kind: 'function', name: 'update' });
    expect(runaway.outcome.status).toBe('error');
    if (runaway.outcome.status !== 'error') throw new Error('no error');
    expect(runaway.outcome.errors[0]?.isTimeout).toBe(true);
    expect(runaway.outcome.text).toMatch(/^Line 12: Potential infinite loop detected/);

    // The context lives on: the next call is answered and sees the program's state.
    const after = await call({ kind: 'function', name: 'update' });
    expect(after.commands).toEqual([{ op: 'set-pair', id: box?.id, prop: 'position', x: 4, y: 0 }]);
    if (listen?.op !== 'listen') throw new Error('no listener');
    const clicked = await call({ kind: 'listener', listener: listen.listener, args: [300, 400] });
    expect(clicked.commands).toEqual([{ op: 'set-pair', id: box?.id, prop: 'position', x: 300, y: 400 }]);
  });

  it('ends a function that calls itself for ever in tail position, past the time limit', async () => {
    const { send, call } = serve();
    await send({
      type: 'run',
      settings,
      code: "import { add } from 'game';\nfunction update() {\n  return update();\n}",
    });
    const runaway = await call({ kind: 'function', name: 'update' });
    if (runaway.outcome.status !== 'error') throw new Error(runaway.outcome.status);
    expect(runaway.outcome.errors[0]?.isTimeout).toBe(true);
    expect(runaway.outcome.text).toMatch(/Potential infinite recursion detected/);
    expect((await call({ kind: 'function', name: 'create' })).outcome).toMatchObject({ value: 'false' });
  });

  it('reports a Source error of a called function as a run prints it, and a call with no program', async () => {
    const { send, call } = serve();
    expect((await call({ kind: 'function', name: 'update' })).outcome).toMatchObject({
      status: 'unavailable',
    });
    await send({
      type: 'run',
      settings,
      code: 'import { create_rect } from \'game\';\nfunction update() {\n  create_rect("a", 0, 1, 1);\n}',
    });
    const failed = await call({ kind: 'function', name: 'update' });
    expect(failed.outcome).toMatchObject({
      status: 'error',
      // As a run prints a module's error (js-slang gives it no line).
      text: 'Error: create_rect expects x to be a number, received: "a"',
    });
  });
});

describe('SessionCore.callModule', () => {
  it('continues the context and ends a worker that does not answer past the limit and margin', async () => {
    vi.useFakeTimers();
    const sent: HostToWorker[] = [];
    let terminated = 0;
    const core = new SessionCore({
      extendLimitOnRerun: false,
      spawn: (events) => {
        queueMicrotask(() => events.message({ type: 'ready' }));
        return {
          post: (message) => {
            sent.push(message);
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
          terminate: () => {
            terminated += 1;
          },
        };
      },
    });
    await core.run('1;', settings);
    const pending = core.callModule('game', { kind: 'function', name: 'update' });
    expect(sent.at(-1)).toMatchObject({ type: 'module/call', module: 'game' });
    await vi.advanceTimersByTimeAsync(settings.execTimeMs + MODULE_CALL_MARGIN_MS - 10);
    expect(terminated).toBe(0);
    await vi.advanceTimersByTimeAsync(20);
    expect(await pending).toEqual({ status: 'stopped', reason: 'hard-timeout' });
    expect(terminated).toBe(1);
    core.dispose();
    vi.useRealTimers();
  });
});
