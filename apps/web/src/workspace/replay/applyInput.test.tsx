import type { Input } from '@sa/domain';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkspaceHandle } from '../context';
import { createExecution } from '../execution';
import { createInputCapture, playbackInitOf } from '../recording/inputCapture';
import { createWorkspaceStore } from '../state';
import { pressKey, select, typeText } from '../test/editorKeys';
import { createFakeSession } from '../test/fakeSession';
import { renderWorkspace } from '../test/renderWorkspace';
import { applyInputToWorkspace, resetWorkspaceTo } from './applyInput';

const TABS = [
  { id: 'introduction', label: 'Introduction', body: <p>Hello</p> },
  { id: 'data_visualizer', label: 'Data Visualizer', body: <p>Boxes</p> },
];

function mounted(initial: Parameters<typeof renderWorkspace>[0] = {}) {
  const rendered = renderWorkspace(initial, TABS);
  const view = rendered.handle.editor.current;
  if (!view) throw new Error('no editor mounted');
  return { ...rendered, view };
}

const at = (row: number, column: number) => ({ row, column });

describe('applyInputToWorkspace', () => {
  it('replays a recording into another workspace: same text, cursor and selection', () => {
    const author = mounted({ editorValue: 'let x = 1;\n' });
    const init = playbackInitOf(author.handle);
    const inputs: Input[] = [];
    const capture = createInputCapture(author.handle, {
      now: () => inputs.length,
      onInput: (i) => inputs.push(i),
    });
    capture.start();
    author.view.dispatch({ selection: { anchor: author.view.state.doc.length } });
    typeText(author.view, 'x = x + 1;');
    pressKey(author.view, 'Enter');
    typeText(author.view, 'x;');
    select(author.view, 4, 5);
    typeText(author.view, 'count');
    pressKey(author.view, 'Backspace');
    select(author.view, 12, 8);
    capture.stop();
    const written = author.view.state.doc.toString();
    const selection = author.view.state.selection.main;
    cleanup();

    const viewer = mounted({ editorValue: 'something else' });
    resetWorkspaceTo(viewer.handle, init, init.editorValue);
    for (const input of inputs) expect(applyInputToWorkspace(viewer.handle, input)).toBe('applied');
    expect(viewer.view.state.doc.toString()).toBe(written);
    expect(viewer.store.getState().editorValue).toBe(written);
    expect(viewer.view.state.selection.main).toMatchObject({
      anchor: selection.anchor,
      head: selection.head,
    });
  });

  it('leaves no selection after a delta, the cursor after text inserted where it stood', () => {
    const { view, handle } = mounted({ editorValue: 'ab\ncd' });
    select(view, 1, 1);
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'codeDelta',
      data: { action: 'insert', start: at(0, 1), end: at(1, 1), lines: ['X', 'Y'] },
    });
    expect(view.state.doc.toString()).toBe('aX\nYb\ncd');
    expect(view.state.selection.main).toMatchObject({ anchor: 4, head: 4 });
    select(view, 0, 4);
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'codeDelta',
      data: { action: 'remove', start: at(1, 0), end: at(2, 0), lines: ['Yb', ''] },
    });
    expect(view.state.doc.toString()).toBe('aX\ncd');
    expect(view.state.selection.main.empty).toBe(true);
  });

  it('keeps the store in step without marking the text as the viewer’s unsaved change', () => {
    const { handle, store } = mounted({ editorValue: '' });
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'codeDelta',
      data: { action: 'insert', start: at(0, 0), end: at(0, 2), lines: ['1;'] },
    });
    expect(store.getState()).toMatchObject({ editorValue: '1;', hasUnsavedChanges: false });
  });

  it('sets a selection backwards or forwards, clamped into the text', () => {
    const { view, handle } = mounted({ editorValue: 'one\ntwo' });
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'selectionRangeData',
      data: { range: { start: at(0, 1), end: at(1, 2) }, isBackwards: true },
    });
    expect(view.state.selection.main).toMatchObject({ anchor: 6, head: 1 });
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'selectionRangeData',
      data: { range: { start: at(0, 1), end: at(9, 9) }, isBackwards: false },
    });
    expect(view.state.selection.main).toMatchObject({ anchor: 1, head: 7 });
    applyInputToWorkspace(handle, { time: 0, type: 'cursorPositionChange', data: at(1, 1) });
    expect(view.state.selection.main).toMatchObject({ anchor: 5, head: 5 });
  });

  it('runs the editor program as the Run button does, and not while a run is going on', async () => {
    const { handle, session, store } = mounted({ editorValue: 'display(1);' });
    expect(applyInputToWorkspace(handle, { time: 0, type: 'keyboardCommand', data: 'run' })).toBe('applied');
    await waitFor(() => expect(session.runs.map((r) => r.code)).toEqual(['display(1);']));
    await waitFor(() => expect(store.getState().isRunning).toBe(false));
    store.setState({ isRunning: true });
    expect(applyInputToWorkspace(handle, { time: 0, type: 'keyboardCommand', data: 'run' })).toBe('skipped');
  });

  it('switches the side tab', () => {
    const { handle } = mounted();
    act(
      () => void applyInputToWorkspace(handle, { time: 0, type: 'activeTabChange', data: 'data_visualizer' }),
    );
    expect(screen.getByRole('tab', { name: 'Data Visualizer' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Boxes')).toBeTruthy();
  });

  it('changes the chapter as its control does, keeping only a variant the chapter has', () => {
    const { handle, store } = mounted({ chapter: 1, variant: 'default' });
    applyInputToWorkspace(handle, { time: 0, type: 'chapterSelect', data: 3 });
    expect(store.getState()).toMatchObject({ chapter: 3, variant: 'default' });
    store.setState({ variant: 'concurrent' });
    applyInputToWorkspace(handle, { time: 0, type: 'chapterSelect', data: 1 });
    expect(store.getState()).toMatchObject({ chapter: 1, variant: 'default' });
    expect(applyInputToWorkspace(handle, { time: 0, type: 'chapterSelect', data: 7 })).toBe('skipped');
    expect(store.getState().chapter).toBe(1);
  });

  it('sets the external library by name, NONE being none', () => {
    const { handle, store } = mounted({ library: { name: 'RUNES', symbols: ['heart'] } });
    applyInputToWorkspace(handle, { time: 0, type: 'externalLibrarySelect', data: 'RUNES' });
    expect(store.getState().library).toEqual({ name: 'RUNES', symbols: ['heart'] });
    applyInputToWorkspace(handle, { time: 0, type: 'externalLibrarySelect', data: 'SOUNDS' });
    expect(store.getState().library).toEqual({ name: 'SOUNDS', symbols: [] });
    applyInputToWorkspace(handle, { time: 0, type: 'externalLibrarySelect', data: 'NONE' });
    expect(store.getState().library).toBeNull();
  });

  it('hands a forcePause back to the player, changing nothing', () => {
    const { handle, store } = mounted({ editorValue: 'x;' });
    const before = store.getState();
    expect(applyInputToWorkspace(handle, { time: 0, type: 'forcePause', data: null })).toBe('forcePause');
    expect(store.getState()).toBe(before);
  });

  it('edits the store when no editor is mounted, and skips cursor moves', () => {
    const store = createWorkspaceStore({ editorValue: 'ab' });
    const handle: WorkspaceHandle = {
      store,
      execution: createExecution({ store, createSession: async () => createFakeSession() }),
      actions: [],
      editor: { current: null },
    };
    const delta: Input = {
      time: 0,
      type: 'codeDelta',
      data: { action: 'remove', start: at(0, 0), end: at(0, 1), lines: ['a'] },
    };
    expect(applyInputToWorkspace(handle, delta)).toBe('applied');
    expect(store.getState().editorValue).toBe('b');
    expect(applyInputToWorkspace(handle, { time: 0, type: 'cursorPositionChange', data: at(0, 0) })).toBe(
      'skipped',
    );
  });
});

describe('resetWorkspaceTo', () => {
  it('sets the text, chapter and library, the store in step', () => {
    const { handle, store, view } = mounted({ editorValue: 'mine;', chapter: 4 });
    resetWorkspaceTo(
      handle,
      { editorValue: 'ignored', chapter: 2, externalLibrary: 'SOUNDS' },
      'at the time;',
    );
    expect(view.state.doc.toString()).toBe('at the time;');
    expect(store.getState()).toMatchObject({
      editorValue: 'at the time;',
      chapter: 2,
      library: { name: 'SOUNDS', symbols: [] },
      hasUnsavedChanges: false,
    });
    resetWorkspaceTo(handle, { editorValue: '', chapter: 1, externalLibrary: 'NONE' }, '');
    expect(store.getState()).toMatchObject({ editorValue: '', chapter: 1, library: null });
  });
});
