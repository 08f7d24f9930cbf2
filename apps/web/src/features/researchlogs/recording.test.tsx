import { EditorSelection } from '@codemirror/state';
import { runScopeHandlers } from '@codemirror/view';
import type { EventLogEntry, LogPayload } from '@sa/contracts';
import { MAX_LOGGED_PARTS } from '@sa/contracts';
import { describe, expect, it } from 'vitest';
import { editorView } from '../../test/editor';
import { renderWorkspace } from '../../workspace/test/renderWorkspace';
import type { EventLogBuffer } from './buffer';
import { startEventLogRecording } from './recording';

/** A buffer that only collects: what the recorder hands over, in order. */
function collectingBuffer() {
  const pushed: { entry: EventLogEntry; userId: number; courseId: number }[] = [];
  const buffer: EventLogBuffer = {
    push: (entry, userId, courseId) => void pushed.push({ entry, userId, courseId }),
    flush: async () => {},
    discard: async () => {},
  };
  return { buffer, pushed, payloads: (): LogPayload[] => pushed.map((p) => p.entry.payload) };
}

const target = { sessionId: 'session-1', assessmentId: 3, questionId: 9, userId: 7, courseId: 1 };

function record(code = 'const a = 1;') {
  const workspace = renderWorkspace({ editorValue: code, chapter: 2, variant: 'default' });
  const collected = collectingBuffer();
  let clock = Date.parse('2026-01-01T10:00:00Z');
  const stop = startEventLogRecording(workspace.handle, target, {
    buffer: collected.buffer,
    now: () => (clock += 1000),
  });
  return { ...workspace, ...collected, stop, view: editorView() };
}

function press(key: string, modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) {
  const event = new KeyboardEvent('keydown', { key, ...modifiers, bubbles: true, cancelable: true });
  runScopeHandlers(editorView(), event, 'editor');
}

describe('recording an editing session', () => {
  it('starts with the code, chapter and variant, stamped for the session, user and course', () => {
    const { pushed } = record();
    expect(pushed).toHaveLength(1);
    const [first] = pushed;
    expect(first?.entry.payload).toEqual({
      type: 'init',
      code: 'const a = 1;',
      chapter: 2,
      variant: 'default',
    });
    expect(first?.entry).toMatchObject({
      sessionId: 'session-1',
      assessmentId: 3,
      questionId: 9,
      time: '2026-01-01T10:00:01.000Z',
    });
    expect(first?.entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).toMatchObject({ userId: 7, courseId: 1 });
  });

  it('logs each change against the document before it, and the deltas rebuild the text', () => {
    const { view, payloads } = record('ab');
    view.dispatch({ changes: { from: 2, insert: 'c' }, userEvent: 'input.type' });
    view.dispatch({
      changes: [
        { from: 0, to: 1, insert: 'X' },
        { from: 3, insert: '!' },
      ],
      userEvent: 'input',
    });
    expect(payloads().slice(1)).toEqual([
      { type: 'codeDelta', changes: [{ from: 2, to: 2, insert: 'c' }] },
      {
        type: 'codeDelta',
        changes: [
          { from: 0, to: 1, insert: 'X' },
          { from: 3, to: 3, insert: '!' },
        ],
      },
    ]);
    // Replaying the log from its init gives the editor's text.
    let text = 'ab';
    for (const payload of payloads()) {
      if (payload.type !== 'codeDelta') continue;
      let shift = 0;
      for (const { from, to, insert } of payload.changes) {
        text = text.slice(0, from + shift) + insert + text.slice(to + shift);
        shift += insert.length - (to - from);
      }
    }
    expect(text).toBe(view.state.doc.toString());
  });

  it('logs cursor moves of their own and non-empty selections, not the cursor typing carries', () => {
    const { view, payloads } = record('one\ntwo');
    view.dispatch({ selection: { anchor: 5 } });
    view.dispatch({ selection: { anchor: 5 } }); // not moved: not logged again
    view.dispatch({ changes: { from: 5, insert: 'x' }, selection: { anchor: 6 }, userEvent: 'input.type' });
    view.dispatch({ selection: EditorSelection.create([EditorSelection.range(0, 3)]) });
    expect(payloads().slice(1)).toEqual([
      { type: 'cursorPositionChange', position: { line: 2, column: 1 } },
      { type: 'codeDelta', changes: [{ from: 5, to: 5, insert: 'x' }] },
      {
        type: 'selectionRangeData',
        ranges: [{ anchor: { line: 1, column: 0 }, head: { line: 1, column: 3 } }],
      },
    ]);
  });

  it('logs the commands run by keys, and the keys still do their work', () => {
    const { view, payloads, store } = record('x');
    press('Enter', { shiftKey: true });
    view.dispatch({ changes: { from: 1, insert: 'y' }, userEvent: 'input.type' });
    press('z', { ctrlKey: true });
    const commands = payloads().filter((p) => p.type === 'keyboardCommand');
    expect(commands).toEqual([
      { type: 'keyboardCommand', command: 'run' },
      { type: 'keyboardCommand', command: 'undo' },
    ]);
    // Shift-Enter ran the program; Ctrl-Z undid the typing.
    expect(store.getState().isRunning || store.getState().output.length > 0).toBe(true);
    expect(view.state.doc.toString()).toBe('x');
  });

  it('starts the text again with an init when a change is too large for one entry', () => {
    const { view, payloads } = record('x'.repeat(MAX_LOGGED_PARTS + 1));
    // One change at each place (a multi-cursor edit): more changes than one entry may carry.
    const many = Array.from({ length: MAX_LOGGED_PARTS + 1 }, (_, i) => ({ from: i, insert: 'a' }));
    view.dispatch({ changes: many });
    const afterMany = view.state.doc.toString();
    view.dispatch({ changes: { from: 0, insert: 'b' } });
    expect(payloads().slice(1)).toEqual([
      { type: 'init', code: afterMany, chapter: 2, variant: 'default' },
      { type: 'codeDelta', changes: [{ from: 0, to: 0, insert: 'b' }] },
    ]);
  });

  it('records nothing more once stopped', () => {
    const { view, pushed, stop } = record();
    stop();
    view.dispatch({ changes: { from: 0, insert: 'z' }, userEvent: 'input.type' });
    view.dispatch({ selection: { anchor: 3 } });
    expect(pushed).toHaveLength(1);
  });
});
