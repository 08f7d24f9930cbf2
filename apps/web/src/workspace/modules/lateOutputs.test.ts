import type { ModuleOutput } from '@sa/runner';
import { describe, expect, it, vi } from 'vitest';
import { createExecution } from '../execution';
import { createWorkspaceStore } from '../state';
import { createFakeSession, finished } from '../test/fakeSession';

function setup() {
  const store = createWorkspaceStore({ editorValue: 'play_later();', chapter: 1 });
  const session = createFakeSession();
  const execution = createExecution({ store, createSession: async () => session });
  return { store, session, execution };
}

const played: ModuleOutput = {
  module: 'sound',
  kind: 'sound',
  channels: [new Float32Array(4)],
  autoplay: true,
};

describe('the workspace and modules between calls', () => {
  it("adds outputs made after the program ended (a timer's) to the run's, as they come", async () => {
    const { store, session, execution } = setup();
    const detach = execution.attach();
    session.queue.push({ moduleOutputs: [{ module: 'sound', kind: 'stop' }], outcome: finished('1') });
    await execution.run();
    session.emitLate([played]);
    expect(store.getState().moduleOutputs).toEqual([{ module: 'sound', kind: 'stop' }, played]);
    detach();
  });

  it("turns a timer callback's error into a REPL error line, not a drawing", async () => {
    const { store, session, execution } = setup();
    const detach = execution.attach();
    await execution.run();
    session.emitLate([{ module: 'sound_matrix', kind: 'error', text: 'Line 3: Error: boom' }, played]);
    expect(store.getState().output.at(-1)).toEqual({ kind: 'error', text: 'Line 3: Error: boom' });
    expect(store.getState().moduleOutputs).toEqual([played]);
    detach();
  });

  it('sends page data to the runner it has, and drops it when no runner is loaded', async () => {
    const { session, execution } = setup();
    execution.sendToModule('sound', { recording: 1 });
    const detach = execution.attach();
    const samples = new Float32Array(3);
    execution.sendToModule('sound', { recording: 2, samples });
    await vi.waitFor(() => expect(session.sentToModules).toHaveLength(1));
    expect(session.sentToModules).toEqual([{ module: 'sound', data: { recording: 2, samples } }]);
    detach();
  });
});
