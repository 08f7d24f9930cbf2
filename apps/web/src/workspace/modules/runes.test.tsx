import type { ModuleOutput } from '@sa/modules/protocol';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceContext, type WorkspaceHandle } from '../context';
import { createWorkspaceStore } from '../state';
import { MODULE_TABS } from './registry';
import { RUNES_TAB } from './runes';

const square = (): ModuleOutput => ({
  module: 'rune',
  kind: 'rune',
  mode: 'normal',
  magnitude: 0.1,
  scene: {
    positions: new Float32Array([-1, -1, 0, 1, 1, -1, 0, 1, 1, 1, 0, 1]),
    colors: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]),
    textures: [],
  },
});
const sound: ModuleOutput = { module: 'sound', kind: 'stop' };

beforeEach(() => {
  // No canvas contexts here: the view draws nothing; this test is about the tab around it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Runes module tab', () => {
  it('is registered, and shows and alerts only when a rune was drawn', () => {
    expect(MODULE_TABS).toContain(RUNES_TAB);
    expect(RUNES_TAB).toMatchObject({ id: 'module-rune', label: 'Runes' });
    const store = createWorkspaceStore({ moduleOutputs: [sound] });
    expect(RUNES_TAB.shows(store.getState())).toBe(false);
    expect(RUNES_TAB.alert?.(store.getState())).toBe(false);
    store.setState({ moduleOutputs: [sound, square()] });
    expect(RUNES_TAB.shows(store.getState())).toBe(true);
    expect(RUNES_TAB.alert?.(store.getState())).toBe(true);
  });

  it('lists the workspace’s runes and follows new ones', async () => {
    const store = createWorkspaceStore({ moduleOutputs: [square()] });
    const handle = {
      store,
      execution: {},
      actions: [],
      editor: { current: null },
    } as unknown as WorkspaceHandle;
    const { Body } = RUNES_TAB;
    render(
      <WorkspaceContext.Provider value={handle}>
        <Body />
      </WorkspaceContext.Provider>,
    );
    expect(await screen.findByText('Call 1 of 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rune' })).toBeTruthy();
    // REPL input draws another rune: the tab counts it.
    act(() => store.setState({ moduleOutputs: [square(), sound, square()] }));
    expect(screen.getByText('Call 1 of 2')).toBeTruthy();
  });
});
