import { applyAceDelta, type Input, textAt, truncateAfter } from '@sa/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { WorkspaceHandle } from '../context';
import { createEditorExtensionSlot } from '../editor/extensionSlot';
import { createExecution } from '../execution';
import { applyInputToWorkspace, resetWorkspaceTo } from '../replay/applyInput';
import { createWorkspaceStore } from '../state';
import { pressKey, select, typeText } from '../test/editorKeys';
import { createFakeSession } from '../test/fakeSession';
import { renderWorkspace } from '../test/renderWorkspace';
import { createInputCapture, playbackInitOf } from './inputCapture';

const TABS = [
  { id: 'introduction', label: 'Introduction', body: <p>Hello</p> },
  { id: 'data_visualizer', label: 'Data Visualizer', body: <p>Boxes</p> },
];

/** A workspace with a capture started on it; `clock` is the capture's time. */
function recordWorkspace(initial: Parameters<typeof renderWorkspace>[0] = {}) {
  const rendered = renderWorkspace(initial, TABS);
  const inputs: Input[] = [];
  const clock = { ms: 0 };
  const init = playbackInitOf(rendered.handle);
  const capture = createInputCapture(rendered.handle, {
    now: () => clock.ms,
    onInput: (i) => inputs.push(i),
  });
  capture.start();
  const view = rendered.handle.editor.current;
  if (!view) throw new Error('no editor mounted');
  return { ...rendered, view, inputs, clock, init, capture };
}

const textFrom = (start: string, inputs: readonly Input[]) =>
  inputs.reduce(
    (text, input) => (input.type === 'codeDelta' ? applyAceDelta(text, input.data) : text),
    start,
  );

describe('createInputCapture: the editor', () => {
  it('logs typing, new lines, deletions and replacements as deltas that rebuild the text', () => {
    const { view, inputs, clock, init } = recordWorkspace({ editorValue: 'const a = 1;\n' });
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    clock.ms = 100;
    typeText(view, 'display(a);');
    clock.ms = 200;
    pressKey(view, 'Enter');
    typeText(view, 'a + 2;');
    pressKey(view, 'Backspace');
    pressKey(view, 'Backspace');
    clock.ms = 300;
    select(view, 6, 7);
    typeText(view, 'answer');
    expect(view.state.doc.toString()).toBe('const answer = 1;\ndisplay(a);\na + ');
    expect(textFrom(init.editorValue, inputs)).toBe(view.state.doc.toString());
    expect(textAt({ init, inputs }, 300)).toBe(view.state.doc.toString());
    // Replacing the selected 'a' is a remove, then an insert, at the same place.
    const lastDeltas = inputs.filter((i) => i.type === 'codeDelta').slice(-7, -5);
    expect(lastDeltas.map((i) => i.type === 'codeDelta' && [i.data.action, i.data.start])).toEqual([
      ['remove', { row: 0, column: 6 }],
      ['insert', { row: 0, column: 6 }],
    ]);
    expect(inputs.map((i) => i.time)).toEqual([...inputs.map((i) => i.time)].sort((a, b) => a - b));
    expect(textAt({ init, inputs }, 150)).toBe('const a = 1;\ndisplay(a);');
  });

  it('logs one transaction of several changes (several cursors) as several deltas', () => {
    const { view, inputs, init } = recordWorkspace({ editorValue: 'a\nb\nc' });
    view.dispatch({
      changes: [
        { from: 0, insert: '// ' },
        { from: 2, insert: '// ' },
        { from: 4, to: 5, insert: '// c' },
      ],
      userEvent: 'input',
    });
    expect(view.state.doc.toString()).toBe('// a\n// b\n// c');
    expect(inputs.filter((i) => i.type === 'codeDelta')).toHaveLength(4);
    expect(textFrom(init.editorValue, inputs)).toBe('// a\n// b\n// c');
  });

  it('logs a moved cursor and a non-empty selection, with its direction, but no unmoved one', () => {
    const { view, inputs } = recordWorkspace({ editorValue: 'first\nsecond' });
    select(view, 9, 9);
    expect(inputs.at(-1)).toEqual({ time: 0, type: 'cursorPositionChange', data: { row: 1, column: 3 } });
    pressKey(view, 'ArrowLeft');
    expect(inputs.at(-1)).toMatchObject({ type: 'cursorPositionChange', data: { row: 1, column: 2 } });
    select(view, 8, 2);
    expect(inputs.at(-1)).toEqual({
      time: 0,
      type: 'selectionRangeData',
      data: { range: { start: { row: 0, column: 2 }, end: { row: 1, column: 2 } }, isBackwards: true },
    });
    select(view, 2, 8);
    expect(inputs.at(-1)).toMatchObject({ type: 'selectionRangeData', data: { isBackwards: false } });
    const count = inputs.length;
    select(view, 2, 8);
    view.dispatch({ effects: [] });
    expect(inputs).toHaveLength(count);
  });
});

describe('createInputCapture: the workspace', () => {
  it('logs Run and Shift-Enter as run', async () => {
    const { view, inputs, store } = recordWorkspace({ editorValue: '1;' });
    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(store.getState().isRunning).toBe(false));
    expect(pressKey(view, 'Shift-Enter')).toBe(true);
    await waitFor(() => expect(store.getState().isRunning).toBe(false));
    expect(inputs.filter((i) => i.type === 'keyboardCommand')).toEqual([
      { time: 0, type: 'keyboardCommand', data: 'run' },
      { time: 0, type: 'keyboardCommand', data: 'run' },
    ]);
    expect(view.state.doc.toString()).toBe('1;');
  });

  it('logs side tab, chapter and library changes', async () => {
    const { inputs, store, clock } = recordWorkspace({ chapter: 1 });
    clock.ms = 50.4;
    await userEvent.click(screen.getByRole('tab', { name: 'Data Visualizer' }));
    store.setState({ chapter: 2 });
    store.setState({ library: { name: 'SOUNDS', symbols: ['play'] } });
    store.setState({ library: null });
    store.setState({ output: [] });
    expect(inputs).toEqual([
      { time: 50, type: 'activeTabChange', data: 'data_visualizer' },
      { time: 50, type: 'chapterSelect', data: 2 },
      { time: 50, type: 'externalLibrarySelect', data: 'SOUNDS' },
      { time: 50, type: 'externalLibrarySelect', data: 'NONE' },
    ]);
  });

  it('starts from the editor text, chapter and library, NONE for no library', () => {
    const { handle } = renderWorkspace({ editorValue: 'x;', chapter: 3 });
    expect(playbackInitOf(handle)).toEqual({ editorValue: 'x;', chapter: 3, externalLibrary: 'NONE' });
    handle.store.setState({ library: { name: 'RUNES', symbols: [] } });
    expect(playbackInitOf(handle).externalLibrary).toBe('RUNES');
  });

  it('logs a program loaded into the store, which reaches the editor as the workspace does', () => {
    const { view, inputs, store, init } = recordWorkspace({ editorValue: 'old;' });
    store.setState({ editorValue: 'const loaded = 1;\nold;' });
    expect(view.state.doc.toString()).toBe('const loaded = 1;\nold;');
    expect(textFrom(init.editorValue, inputs)).toBe('const loaded = 1;\nold;');
  });

  it('logs edits from the store when no editor is mounted', () => {
    const store = createWorkspaceStore({ editorValue: 'a' });
    const execution = createExecution({ store, createSession: async () => createFakeSession() });
    const handle: WorkspaceHandle = {
      store,
      execution,
      actions: [],
      editor: { current: null },
      editorExtensions: createEditorExtensionSlot(),
    };
    const inputs: Input[] = [];
    createInputCapture(handle, { now: () => 7, onInput: (i) => inputs.push(i) }).start();
    store.setState({ editorValue: 'ab\nc' });
    expect(inputs).toEqual([
      {
        time: 7,
        type: 'codeDelta',
        data: {
          action: 'insert',
          start: { row: 0, column: 1 },
          end: { row: 1, column: 1 },
          lines: ['b', 'c'],
        },
      },
    ]);
  });
});

describe('createInputCapture: start, stop and replays', () => {
  it('logs nothing after stop and takes its extension out of the editor', () => {
    const { view, inputs, capture, handle, store } = recordWorkspace();
    capture.stop();
    typeText(view, 'x');
    store.setState({ chapter: 2, sideTab: 'data_visualizer' });
    expect(inputs).toEqual([]);
    expect(handle.editorExtensions?.current()).toEqual([]);
  });

  it('starts again from where the workspace is put back, as after Resume Here', () => {
    const { view, inputs, capture, handle, init, clock } = recordWorkspace({ editorValue: '' });
    for (const [ms, char] of [
      [10, 'a'],
      [20, 'b'],
      [30, 'c'],
    ] as const) {
      clock.ms = ms;
      typeText(view, char);
    }
    capture.stop();
    const kept = truncateAfter(inputs, 15);
    inputs.splice(0, inputs.length, ...kept);
    resetWorkspaceTo(handle, init, textAt({ init, inputs }, 15));
    expect(view.state.doc.toString()).toBe('a');
    clock.ms = 15;
    capture.start();
    typeText(view, 'Z');
    expect(view.state.doc.toString()).toBe('aZ');
    expect(textFrom(init.editorValue, inputs)).toBe('aZ');
  });

  it('leaves out what a replay does, yet its deltas still rebuild the text after the user edits', async () => {
    const { view, inputs, handle, init, session } = recordWorkspace({ editorValue: 'a' });
    applyInputToWorkspace(handle, {
      time: 0,
      type: 'codeDelta',
      data: { action: 'insert', start: { row: 0, column: 1 }, end: { row: 0, column: 3 }, lines: ['bc'] },
    });
    applyInputToWorkspace(handle, { time: 0, type: 'cursorPositionChange', data: { row: 0, column: 0 } });
    applyInputToWorkspace(handle, { time: 0, type: 'activeTabChange', data: 'data_visualizer' });
    applyInputToWorkspace(handle, { time: 0, type: 'chapterSelect', data: 2 });
    applyInputToWorkspace(handle, { time: 0, type: 'keyboardCommand', data: 'run' });
    await waitFor(() => expect(session.runs).toHaveLength(1));
    expect(inputs).toEqual([]);
    typeText(view, '!');
    expect(view.state.doc.toString()).toBe('!abc');
    expect(textFrom(init.editorValue, inputs)).toBe('!abc');
  });
});
