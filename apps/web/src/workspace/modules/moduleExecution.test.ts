import type { ModuleOutput } from '@sa/runner';
import { describe, expect, it } from 'vitest';
import { createExecution } from '../execution';
import { createWorkspaceStore, type WorkspaceState } from '../state';
import { createFakeSession, finished } from '../test/fakeSession';
import { moduleInputsOf, resolveModuleBackendUrl, workspaceLibrary } from './moduleSettings';

const drawing = (n: number): ModuleOutput => ({
  module: 'curve',
  kind: 'curve',
  drawing: {
    space: '2D',
    style: 'lines',
    view: 'fit',
    points: new Float32Array([n, 0, 0]),
    colors: new Float32Array(4),
  },
});

function setup(overrides: Partial<WorkspaceState> = {}, moduleBackendUrl?: string) {
  const store = createWorkspaceStore({ editorValue: 'draw();', chapter: 1, ...overrides });
  const session = createFakeSession();
  const execution = createExecution({ store, createSession: async () => session, moduleBackendUrl });
  return { store, session, execution };
}

const grid = Array.from({ length: 16 }, (_, r) => Array.from({ length: 16 }, (_, c) => r === c));

describe('the workspace and Source modules', () => {
  it("keeps a run's module outputs, adds REPL input's, and clears them at the next run", async () => {
    const { store, session, execution } = setup();
    session.queue.push(
      { moduleOutputs: [drawing(1), drawing(2)], outcome: finished('1') },
      { moduleOutputs: [drawing(3)], outcome: finished('2') },
      { outcome: finished('3') },
    );
    await execution.run();
    expect(store.getState().moduleOutputs).toHaveLength(2);
    await execution.evaluateInput('draw();');
    expect(store.getState().moduleOutputs.map((o) => o.kind === 'curve' && o.drawing.points[0])).toEqual([
      1, 2, 3,
    ]);
    await execution.run();
    expect(store.getState().moduleOutputs).toEqual([]);
  });

  it('sends the module server and the Tone Matrix grid with a run and with REPL input', async () => {
    const { session, execution } = setup({ toneMatrix: grid }, 'https://cdn.example/modules/');
    await execution.run();
    expect(session.runs[0]?.settings).toMatchObject({
      moduleBackendUrl: 'https://cdn.example/modules',
      moduleInputs: { sound_matrix: grid },
    });
    await execution.evaluateInput('get_matrix();');
    expect(session.evaluationInputs).toEqual([{ sound_matrix: grid }]);
  });

  it('sends no grid when the Tone Matrix was never touched', async () => {
    const { session, execution } = setup();
    await execution.run();
    expect(session.runs[0]?.settings).not.toHaveProperty('moduleInputs');
    expect(session.runs[0]?.settings.moduleBackendUrl).toBe(`${window.location.origin}/modules`);
  });

  it("writes a video filter's error to the REPL and hands the outcome to the tab", async () => {
    const { store, session, execution } = setup();
    const frame = { width: 1, height: 1, pixels: new Uint8ClampedArray(4), timeMs: 0 };
    session.videoQueue.push(
      { status: 'filtered', frame },
      { status: 'error', text: 'Line 1: Name x not declared.' },
    );
    expect(await execution.filterVideoFrame(frame)).toEqual({ status: 'filtered', frame });
    expect(store.getState().output).toEqual([]);
    expect(await execution.filterVideoFrame(frame)).toMatchObject({ status: 'error' });
    expect(store.getState().output).toEqual([{ kind: 'error', text: 'Line 1: Name x not declared.' }]);
  });

  it('passes a framed run its external library', async () => {
    const store = createWorkspaceStore({ editorValue: 'show(heart);' });
    const session = createFakeSession();
    const execution = createExecution({
      store,
      createSession: async () => session,
      frame: () => ({ prepend: '', postpend: '', externalSymbols: ['heart'], externalLibrary: 'RUNES' }),
    });
    await execution.run();
    expect(session.runs[0]?.settings).toMatchObject({ externalLibrary: 'RUNES', externalSymbols: ['heart'] });
  });
});

describe('module settings', () => {
  it('resolves the module server against the page and reads the library', () => {
    expect(resolveModuleBackendUrl('/mods/')).toBe(`${window.location.origin}/mods`);
    expect(resolveModuleBackendUrl(null)).toBe(`${window.location.origin}/modules`);
    expect(workspaceLibrary({ name: 'none', symbols: [] })).toBeNull();
    expect(workspaceLibrary({ name: 'pixnflix', symbols: ['red_of'] })).toEqual({
      name: 'pixnflix',
      symbols: ['red_of'],
    });
    expect(moduleInputsOf(createWorkspaceStore().getState())).toBeUndefined();
  });
});
