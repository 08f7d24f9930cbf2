import type { CurveDrawing, ModuleOutput } from '@sa/modules/protocol';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceContext, type WorkspaceHandle } from '../context';
import { createWorkspaceStore } from '../state';
import { CURVES_TAB } from './curves';
import { MODULE_TABS } from './registry';

const line = (space: CurveDrawing['space']): ModuleOutput => ({
  module: 'curve',
  kind: 'curve',
  drawing: {
    space,
    style: 'lines',
    view: 'fit',
    points: new Float32Array([0, 0, 0, 1, 1, 1]),
    colors: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1]),
  },
});
const stop: ModuleOutput = { module: 'sound', kind: 'stop' };

beforeEach(() => {
  // The view paints nothing here (no 2D context): this test is about the tab around it.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Curves module tab', () => {
  it('is registered, and shows and alerts only once a curve was drawn', () => {
    expect(MODULE_TABS).toContain(CURVES_TAB);
    expect(CURVES_TAB).toMatchObject({ id: 'module-curve', label: 'Curves' });
    const store = createWorkspaceStore({ moduleOutputs: [stop] });
    expect(CURVES_TAB.shows(store.getState())).toBe(false);
    expect(CURVES_TAB.alert?.(store.getState())).toBe(false);
    store.setState({ moduleOutputs: [stop, line('2D')] });
    expect(CURVES_TAB.shows(store.getState())).toBe(true);
    expect(CURVES_TAB.alert?.(store.getState())).toBe(true);
  });

  it('shows the workspace’s curves and follows new ones', async () => {
    const store = createWorkspaceStore({ moduleOutputs: [line('2D')] });
    const handle = {
      store,
      execution: {},
      actions: [],
      editor: { current: null },
    } as unknown as WorkspaceHandle;
    const { Body } = CURVES_TAB;
    render(
      <WorkspaceContext.Provider value={handle}>
        <Body />
      </WorkspaceContext.Provider>,
    );
    expect(await screen.findByText('Call 1 of 1')).toBeTruthy();
    expect(screen.getByRole('img', { name: /2D curve drawing/ })).toBeTruthy();
    act(() => store.setState({ moduleOutputs: [line('2D'), stop, line('3D')] }));
    expect(screen.getByText('Call 1 of 2')).toBeTruthy();
  });
});
