import type { Transaction } from '@codemirror/state';
import { EditorView, type ViewUpdate } from '@codemirror/view';
import {
  type AcePosition,
  type AceRange,
  changesToAceDeltas,
  type Input,
  type PlaybackInit,
  type TextChange,
} from '@sa/domain';
import type { WorkspaceHandle } from '../context';
import { textChange } from '../editor/textChange';
import { fromReplay, isReplaying } from '../replay/replayMarker';
import type { WorkspaceState } from '../state';
import { acePositionOf } from './acePositions';

/** An input before its time is stamped on. */
type UntimedInput = Input extends infer I ? (I extends Input ? Omit<I, 'time'> : never) : never;

/** The library name a recording logs: the reference's 'NONE' when there is none. */
export const NO_LIBRARY = 'NONE';

export interface InputCaptureOptions {
  /**
   * The time of an input in ms, never going back (a recorder's clock excludes paused time; base it
   * on `performance.now()`, which the system clock's adjustments do not move). Rounded to whole ms.
   */
  now(): number;
  onInput(input: Input): void;
}

export interface InputCapture {
  /**
   * Starts from the workspace as it is now (its text, chapter, library and tab): inputs are what
   * changes after this. A recorder stops the capture on Pause and, on Resume or Resume Here, first
   * puts the workspace back where the kept inputs leave it (`resetWorkspaceTo` with `textAt`), then
   * starts it again.
   */
  start(): void;
  stop(): void;
}

/** The workspace's state as a recording starts from it: the editor's text, chapter and library. */
export function playbackInitOf(handle: WorkspaceHandle): PlaybackInit {
  const state = handle.store.getState();
  return {
    editorValue: handle.editor.current?.state.doc.toString() ?? state.editorValue,
    chapter: state.chapter,
    externalLibrary: libraryNameOf(state),
  };
}

function libraryNameOf(state: WorkspaceState): string {
  return state.library?.name ?? NO_LIBRARY;
}

/**
 * Records what the user does in a workspace as Sourcecast inputs (spec 2 section 5; one recorder for
 * Sourcereel and the local event log): the editor's changes as Ace deltas, cursor moves, non-empty
 * selections, runs, and chapter, library and side-tab changes. A replay's own doings are left out
 * (replayMarker), but the logged deltas always rebuild the editor's text: if the text changed
 * unseen (a replay, an edit while no editor was mounted), the difference is logged first.
 */
export function createInputCapture(handle: WorkspaceHandle, options: InputCaptureOptions): InputCapture {
  const { store } = handle;
  let stopAll: (() => void) | null = null;
  /** The text the logged deltas have built. */
  let text = '';
  let chapter = 0;
  let library = '';
  let sideTab: string | null = null;
  /** The last logged cursor or selection, as JSON, so an unmoved one is not logged again. */
  let lastPlace = '';

  // Whole ms, as the reference writes them (rounding keeps the times in order).
  const emit = (input: UntimedInput) => options.onInput({ time: Math.round(options.now()), ...input });
  const emitDeltas = (before: string, changes: readonly TextChange[]) => {
    for (const data of changesToAceDeltas(before, changes)) emit({ type: 'codeDelta', data });
  };
  /** Logs the one replacement that turns the logged text into `current`, if they differ. */
  const catchUp = (current: string) => {
    const change = textChange(text, current);
    if (change)
      emitDeltas(text, [{ fromA: change.from, toA: change.to, fromB: change.from, inserted: change.insert }]);
    text = current;
  };

  const onTransaction = (tr: Transaction) => {
    if (!tr.docChanged || tr.annotation(fromReplay)) return;
    const before = tr.startState.doc.toString();
    catchUp(before);
    const changes: TextChange[] = [];
    tr.changes.iterChanges((fromA, toA, fromB, _toB, inserted) => {
      changes.push({ fromA, toA, fromB, inserted: inserted.toString() });
    });
    emitDeltas(before, changes);
    text = tr.newDoc.toString();
  };

  const onPlace = (update: ViewUpdate) => {
    if (update.transactions.every((tr) => tr.annotation(fromReplay))) {
      lastPlace = placeOf(update.view);
      return;
    }
    const place = placeOf(update.view);
    if (place === lastPlace) return;
    lastPlace = place;
    const { main } = update.state.selection;
    const doc = update.state.doc;
    if (main.empty) {
      emit({ type: 'cursorPositionChange', data: acePositionOf(doc, main.head) });
    } else {
      const range: AceRange = { start: acePositionOf(doc, main.from), end: acePositionOf(doc, main.to) };
      emit({ type: 'selectionRangeData', data: { range, isBackwards: main.anchor > main.head } });
    }
  };

  const listener = EditorView.updateListener.of((update) => {
    if (!stopAll) return;
    for (const tr of update.transactions) onTransaction(tr);
    if (update.selectionSet || update.docChanged) onPlace(update);
  });

  const onStore = () => {
    const state = store.getState();
    const replaying = isReplaying(handle);
    if (state.chapter !== chapter) {
      chapter = state.chapter;
      if (!replaying) emit({ type: 'chapterSelect', data: chapter });
    }
    if (libraryNameOf(state) !== library) {
      library = libraryNameOf(state);
      if (!replaying) emit({ type: 'externalLibrarySelect', data: library });
    }
    if (state.sideTab !== sideTab) {
      sideTab = state.sideTab;
      if (!replaying && sideTab !== null) emit({ type: 'activeTabChange', data: sideTab });
    }
    // With an editor mounted its transactions carry the text (through the extension slot); without
    // one, or without a slot to listen in, the store is all there is.
    const editorReports = handle.editorExtensions !== undefined && handle.editor.current !== null;
    if (!editorReports && !replaying) catchUp(state.editorValue);
  };

  const onRun = () => {
    if (!isReplaying(handle)) emit({ type: 'keyboardCommand', data: 'run' });
  };

  return {
    start() {
      if (stopAll) return;
      const state = store.getState();
      text = playbackInitOf(handle).editorValue;
      chapter = state.chapter;
      library = libraryNameOf(state);
      sideTab = state.sideTab;
      lastPlace = handle.editor.current ? placeOf(handle.editor.current) : '';
      const removeListener = handle.editorExtensions?.add(listener);
      const unsubscribe = store.subscribe(onStore);
      const stopRuns = handle.execution.onRunStarted(onRun);
      stopAll = () => {
        removeListener?.();
        unsubscribe();
        stopRuns();
      };
    },
    stop() {
      stopAll?.();
      stopAll = null;
    },
  };
}

/** The main selection as a comparable key: a moved cursor or a changed selection differs. */
function placeOf(view: EditorView): string {
  const { anchor, head } = view.state.selection.main;
  const position = (at: number): AcePosition => acePositionOf(view.state.doc, at);
  return JSON.stringify([position(anchor), position(head)]);
}
