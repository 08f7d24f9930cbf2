import type { ModuleOutput } from '@sa/modules/protocol';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkspaceContext, type WorkspaceHandle } from '../context';
import { createExecution } from '../execution';
import { createWorkspaceStore, initialWorkspaceState, type WorkspaceState } from '../state';
import { createFakeSession } from '../test/fakeSession';
import { MODULE_TABS } from './registry';
import { SOUNDS_TAB } from './sounds';
import { showsToneMatrix, TONE_MATRIX_TAB } from './toneMatrix';

const SOUND: ModuleOutput = {
  module: 'sound',
  kind: 'sound',
  channels: [new Float32Array(4_410).fill(0.25)],
  autoplay: true,
};

function renderInWorkspace(Component: ComponentType, initial: Partial<WorkspaceState> = {}) {
  const store = createWorkspaceStore(initial);
  const execution = createExecution({ store, createSession: async () => createFakeSession() });
  const handle: WorkspaceHandle = { store, execution, actions: [], editor: { current: null } };
  render(
    <WorkspaceContext.Provider value={handle}>
      <Component />
    </WorkspaceContext.Provider>,
  );
  return store;
}

afterEach(() => vi.restoreAllMocks());

describe('module tab registry', () => {
  it('lists the Sounds and Tone Matrix tabs', () => {
    expect(MODULE_TABS.map((tab) => [tab.id, tab.label])).toEqual(
      expect.arrayContaining([
        ['module-sound', 'Sounds'],
        ['module-tone-matrix', 'Tone Matrix'],
      ]),
    );
  });
});

describe('Sounds tab', () => {
  it('shows and alerts once a run played or listed a sound', () => {
    const state = (moduleOutputs: ModuleOutput[]) => initialWorkspaceState({ moduleOutputs });
    expect(SOUNDS_TAB.shows(state([]))).toBe(false);
    expect(SOUNDS_TAB.shows(state([{ module: 'sound', kind: 'stop' }]))).toBe(false);
    expect(SOUNDS_TAB.shows(state([SOUND]))).toBe(true);
    expect(SOUNDS_TAB.alert?.(state([{ ...SOUND, module: 'stereo_sound' }]))).toBe(true);
  });

  it('lists the store’s sounds with a player and a download', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    renderInWorkspace(SOUNDS_TAB.Body, { moduleOutputs: [{ ...SOUND, autoplay: false }] });
    expect(await screen.findByRole('region', { name: 'Sound 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/^blob:/);
  });

  it('starts a played sound while the tab is closed', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const Background = SOUNDS_TAB.Background as ComponentType;
    const store = renderInWorkspace(Background);
    expect(play).not.toHaveBeenCalled();
    store.setState({ moduleOutputs: [SOUND] });
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
  });
});

describe('Tone Matrix tab', () => {
  it('shows for a library listing get_matrix or a program importing sound_matrix', () => {
    expect(showsToneMatrix(initialWorkspaceState())).toBe(false);
    expect(
      showsToneMatrix(
        initialWorkspaceState({ library: { name: 'SOUNDS', symbols: ['play', 'get_matrix'] } }),
      ),
    ).toBe(true);
    expect(
      showsToneMatrix(initialWorkspaceState({ editorValue: 'import { get_matrix } from "sound_matrix";' })),
    ).toBe(true);
    expect(showsToneMatrix(initialWorkspaceState({ editorValue: "import { play } from 'sound';" }))).toBe(
      false,
    );
  });

  it('keeps its grid in the store', async () => {
    const store = renderInWorkspace(TONE_MATRIX_TAB.Body);
    await userEvent.click(await screen.findByRole('button', { name: 'Row 1, column 16' }));
    expect(store.getState().toneMatrix?.[0]?.[15]).toBe(true);
    expect(screen.getByRole('button', { name: 'Row 1, column 16' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});
