import { Button } from '@blueprintjs/core';
import { DragHandleVerticalIcon } from '@blueprintjs/icons';
import {
  cursorCharLeft,
  cursorCharRight,
  cursorLineDown,
  cursorLineUp,
  indentMore,
} from '@codemirror/commands';
import type { EditorView } from '@codemirror/view';
import { useState } from 'react';
import { useWorkspace } from '../context';
import { pointerDrag } from '../layout/usePointerDrag';
import { clampKeyboardOffset } from '../limits';
import styles from '../workspace.module.css';

/** Characters that are awkward on a phone keyboard: brackets and operators. */
const INSERTS = [
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '=',
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '!',
  '&&',
  '||',
  ';',
  ',',
  '"',
];

const MOVES: ReadonlyArray<{ label: string; text: string; command: (view: EditorView) => boolean }> = [
  { label: 'Tab', text: 'Tab', command: indentMore },
  { label: 'Left', text: '←', command: cursorCharLeft },
  { label: 'Up', text: '↑', command: cursorLineUp },
  { label: 'Down', text: '↓', command: cursorLineDown },
  { label: 'Right', text: '→', command: cursorCharRight },
];

export function insertText(view: EditorView, text: string): void {
  // A replaying Sourcecast makes the editor read-only; the keyboard's keys must not type into it.
  if (view.state.readOnly) return;
  const { from, to } = view.state.selection.main;
  view.dispatch({
    changes: { from, to, insert: text },
    selection: { anchor: from + text.length },
    userEvent: 'input.type',
  });
}

/**
 * The floating on-screen code keyboard of the mobile workspace. Its keys never take the focus
 * (mousedown is cancelled), so the phone's own keyboard stays open on the editor.
 */
export function CodeKeyboard() {
  const { editor } = useWorkspace();
  const [offset, setOffset] = useState(0);
  const [start, setStart] = useState(0);
  const press = (act: (view: EditorView) => void) => {
    const view = editor.current;
    if (!view) return;
    act(view);
    view.focus();
  };
  const drag = pointerDrag(
    (dx) => setOffset(clampKeyboardOffset(start + dx)),
    () => setStart(offset),
  );
  return (
    <div
      className={styles.codeKeyboard}
      role="toolbar"
      aria-label="Code keyboard"
      style={{ transform: `translateX(${offset}px)` }}
    >
      <span className={styles.keyboardHandle} title="Drag to move the keyboard" {...drag}>
        <DragHandleVerticalIcon />
      </span>
      {INSERTS.map((text) => (
        <Button
          key={text}
          size="small"
          text={text}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => press((view) => insertText(view, text))}
        />
      ))}
      {MOVES.map(({ label, text, command }) => (
        <Button
          key={label}
          size="small"
          text={text}
          aria-label={label}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => press((view) => command(view))}
        />
      ))}
    </div>
  );
}
