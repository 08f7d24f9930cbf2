import { ChangeSet, EditorSelection, type TransactionSpec } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import {
  type AceDelta,
  applyAceDelta,
  DEFAULT_VARIANT,
  type Input,
  isSourceChapter,
  isValidChapterVariant,
  type PlaybackInit,
} from '@sa/domain';
import type { WorkspaceHandle } from '../context';
import { fromWorkspace } from '../editor/extensions';
import { textChange } from '../editor/textChange';
import { workspaceLibrary } from '../modules/moduleSettings';
import { offsetOfAcePosition } from '../recording/acePositions';
import { fromReplay, whileReplaying } from './replayMarker';

/** What became of an input: `forcePause` is the player's to act on (it pauses itself there). */
export type ApplyOutcome = 'applied' | 'skipped' | 'forcePause';

/**
 * Applies one recorded input to a workspace as the recording's author did it (fact sheet C): a
 * delta edits the text and leaves no selection, a cursor or selection moves into view, `run` runs as
 * the Run button does, and tab, chapter and library changes set what their controls set.
 */
export function applyInputToWorkspace(handle: WorkspaceHandle, input: Input): ApplyOutcome {
  return whileReplaying(handle, (): ApplyOutcome => {
    const view = handle.editor.current;
    switch (input.type) {
      case 'codeDelta':
        applyDelta(handle, input.data);
        return 'applied';
      case 'cursorPositionChange':
        if (!view) return 'skipped';
        dispatch(view, {
          selection: EditorSelection.cursor(offsetOfAcePosition(view.state.doc, input.data)),
          scrollIntoView: true,
        });
        return 'applied';
      case 'selectionRangeData': {
        if (!view) return 'skipped';
        const start = offsetOfAcePosition(view.state.doc, input.data.range.start);
        const end = offsetOfAcePosition(view.state.doc, input.data.range.end);
        const [anchor, head] = input.data.isBackwards ? [end, start] : [start, end];
        dispatch(view, { selection: EditorSelection.single(anchor, head), scrollIntoView: true });
        return 'applied';
      }
      case 'keyboardCommand':
        return runAsTheRunButton(handle) ? 'applied' : 'skipped';
      case 'activeTabChange':
        handle.store.setState({ sideTab: input.data });
        return 'applied';
      case 'chapterSelect':
        return selectChapter(handle, input.data) ? 'applied' : 'skipped';
      case 'externalLibrarySelect':
        selectLibrary(handle, input.data);
        return 'applied';
      case 'forcePause':
        return 'forcePause';
    }
  });
}

/**
 * Puts a workspace where a replay starts: the editor's text (the recording's start, or its text at
 * the time sought), chapter and library. Only the differing part of the text is replaced, so the
 * editor keeps its scroll position when most of it stays.
 */
export function resetWorkspaceTo(handle: WorkspaceHandle, init: PlaybackInit, text: string): void {
  whileReplaying(handle, () => {
    const view = handle.editor.current;
    if (view) {
      const change = textChange(view.state.doc.toString(), text);
      // The selection maps through the change; `placeAt` gives the recording's own place to apply.
      if (change) dispatch(view, { changes: change });
    }
    handle.store.setState({ editorValue: text });
    selectChapter(handle, init.chapter);
    selectLibrary(handle, init.externalLibrary);
  });
}

function applyDelta(handle: WorkspaceHandle, delta: AceDelta): void {
  const view = handle.editor.current;
  if (!view) {
    handle.store.setState((s) => ({ editorValue: applyAceDelta(s.editorValue, delta) }));
    return;
  }
  const { doc } = view.state;
  const from = offsetOfAcePosition(doc, delta.start);
  const spec =
    delta.action === 'insert'
      ? { from, insert: delta.lines.join('\n') }
      : { from, to: Math.max(from, offsetOfAcePosition(doc, delta.end)) };
  const changes = ChangeSet.of(spec, doc.length);
  // As in Ace, a cursor where text is inserted ends after it; the selection is cleared.
  const head = changes.mapPos(view.state.selection.main.head, 1);
  dispatch(view, { changes, selection: EditorSelection.cursor(head) });
  // The store follows the editor; its text is then the editor's, so nothing is sent back.
  handle.store.setState({ editorValue: view.state.doc.toString() });
}

/**
 * A replay's editor changes are marked so a capture leaves them out and the editor does not report
 * them as the user's edit (the store is set alongside instead, keeping `hasUnsavedChanges`).
 */
function dispatch(view: EditorView, spec: TransactionSpec): void {
  view.dispatch({ ...spec, annotations: [fromReplay.of(true), fromWorkspace.of(true)] });
}

function runAsTheRunButton(handle: WorkspaceHandle): boolean {
  const run = handle.actions.find((action) => action.id === 'run');
  if (!run) {
    if (handle.store.getState().isRunning) return false;
    void handle.execution.run();
    return true;
  }
  if (!run.isEnabled(handle.store.getState())) return false;
  run.perform();
  return true;
}

/** As the chapter control: the variant stays if the chapter has it, else the default. */
function selectChapter(handle: WorkspaceHandle, chapter: number): boolean {
  if (!isSourceChapter(chapter)) return false;
  const { variant } = handle.store.getState();
  handle.store.setState({
    chapter,
    variant: isValidChapterVariant(chapter, variant) ? variant : DEFAULT_VARIANT,
  });
  return true;
}

/**
 * A recording names its library only; the names it brings into completion are kept when the
 * library is the one already chosen, and are none otherwise ('NONE' is no library).
 */
function selectLibrary(handle: WorkspaceHandle, name: string): void {
  const current = handle.store.getState().library;
  const symbols = current?.name === name ? current.symbols : [];
  const library = workspaceLibrary({ name, symbols });
  if (library?.name !== current?.name) handle.store.setState({ library });
}
