import { type Extension, Prec, type Text, type Transaction } from '@codemirror/state';
import { EditorView, keymap, type ViewUpdate } from '@codemirror/view';
import { type LogPayload, type LogPosition, MAX_LOGGED_CODE_CHARS, MAX_LOGGED_PARTS } from '@sa/contracts';

/**
 * The editor side of the research log: a CodeMirror 6 extension turning what happens in the
 * editor into the payloads of spec 1 section 3. It knows nothing of users, storage or time; the
 * recording (useEventLogRecorder) stamps and keeps what it emits.
 */

/** A key the recorder watches and the command it stands for. */
export interface KeyCommand {
  key: string;
  command: string;
}

/**
 * The editing commands bound to keys in the workspace editor (CodeMirror's default, history and
 * search keymaps, indentWithTab) worth telling apart, plus the clipboard's. The workspace's own
 * commands (Run, Save...) come from its actions' shortcuts.
 */
export const EDITOR_KEY_COMMANDS: readonly KeyCommand[] = [
  { key: 'Mod-z', command: 'undo' },
  { key: 'Mod-y', command: 'redo' },
  { key: 'Mod-Shift-z', command: 'redo' },
  { key: 'Mod-u', command: 'undoSelection' },
  { key: 'Tab', command: 'indentMore' },
  { key: 'Shift-Tab', command: 'indentLess' },
  { key: 'Mod-]', command: 'indentMore' },
  { key: 'Mod-[', command: 'indentLess' },
  { key: 'Mod-/', command: 'toggleComment' },
  { key: 'Mod-a', command: 'selectAll' },
  { key: 'Mod-d', command: 'selectNextOccurrence' },
  { key: 'Mod-f', command: 'find' },
  { key: 'Shift-Mod-k', command: 'deleteLine' },
  { key: 'Alt-ArrowUp', command: 'moveLineUp' },
  { key: 'Alt-ArrowDown', command: 'moveLineDown' },
  { key: 'Shift-Alt-ArrowUp', command: 'copyLineUp' },
  { key: 'Shift-Alt-ArrowDown', command: 'copyLineDown' },
  { key: 'Mod-c', command: 'copy' },
  { key: 'Mod-x', command: 'cut' },
  { key: 'Mod-v', command: 'paste' },
];

export interface EventLogExtensionOptions {
  emit(payload: LogPayload): void;
  /** The code, chapter and variant of a fresh `init`, when the logged deltas lost the text. */
  init(code: string): LogPayload | null;
  /** The text the session's `init` recorded: the first delta applies to it. */
  startCode: string;
  keyCommands: readonly KeyCommand[];
}

/** A 1-based line and 0-based column. */
function positionOf(doc: Text, offset: number): LogPosition {
  const line = doc.lineAt(offset);
  return { line: line.number, column: offset - line.from };
}

/** The changes of one transaction, as offsets into the document before it. */
function deltaOf(tr: Transaction): LogPayload | null {
  const changes: { from: number; to: number; insert: string }[] = [];
  tr.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
    changes.push({ from: fromA, to: toA, insert: inserted.toString() });
  });
  const fits =
    changes.length <= MAX_LOGGED_PARTS && changes.every((c) => c.insert.length <= MAX_LOGGED_CODE_CHARS);
  return fits && changes.length > 0 ? { type: 'codeDelta', changes } : null;
}

/** The non-empty selections, or else the main cursor. */
function placeOf(update: ViewUpdate): LogPayload {
  const { doc, selection } = update.state;
  const ranges = selection.ranges.filter((range) => !range.empty).slice(0, MAX_LOGGED_PARTS);
  if (ranges.length > 0) {
    return {
      type: 'selectionRangeData',
      ranges: ranges.map((range) => ({
        anchor: positionOf(doc, range.anchor),
        head: positionOf(doc, range.head),
      })),
    };
  }
  return { type: 'cursorPositionChange', position: positionOf(doc, selection.main.head) };
}

export function eventLogExtension(options: EventLogExtensionOptions): Extension {
  // The text the logged entries build, so a delta is logged only against it: when the editor's
  // text changed unseen (an editor view mounted later, a change too large to log), a fresh `init`
  // comes first. `doc` saves comparing the text while the views go on from the last update.
  let known: { doc: Text | null; code: string | null } = { doc: null, code: options.startCode };
  let lastPlace = '';

  const inStep = (doc: Text): boolean => {
    if (doc === known.doc) return true;
    const same =
      known.doc !== null
        ? known.doc.eq(doc)
        : known.code !== null && doc.length === known.code.length && doc.toString() === known.code;
    if (same) known = { doc, code: null };
    return same;
  };

  const onTransaction = (tr: Transaction) => {
    const after = tr.newDoc;
    const delta = inStep(tr.startState.doc) ? deltaOf(tr) : null;
    if (delta) {
      options.emit(delta);
      known = { doc: after, code: null };
      return;
    }
    // Out of step, or a change too large for one entry: the whole text starts again.
    const init = options.init(after.toString());
    if (init) options.emit(init);
    known = init ? { doc: after, code: null } : { doc: null, code: null };
  };

  const listener = EditorView.updateListener.of((update) => {
    for (const tr of update.transactions) if (tr.docChanged) onTransaction(tr);
    // Typing moves the cursor along with the text; only moves of their own are logged.
    if (!update.selectionSet || update.docChanged) return;
    const place = placeOf(update);
    const key = JSON.stringify(place);
    if (key === lastPlace) return;
    lastPlace = key;
    options.emit(place);
  });

  // Watches the keys without handling them (false): the editor's own binding runs as before.
  const keys = keymap.of(
    options.keyCommands.map(({ key, command }) => ({
      key,
      run: () => {
        options.emit({ type: 'keyboardCommand', command });
        return false;
      },
    })),
  );

  return [Prec.highest(keys), listener];
}
