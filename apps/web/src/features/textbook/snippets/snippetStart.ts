import type { LineRange } from '../../../workspace/context';
import { initialWorkspaceState, type WorkspaceState } from '../../../workspace/state';
import { decodePlaygroundLink, linkPatch } from '../../playground';

export interface SnippetStart {
  state: WorkspaceState;
  /** The prepended lines to fold; empty when nothing was prepended. */
  folds: LineRange[];
}

/**
 * A fresh workspace for an opened snippet, read from its hash exactly as the playground reads a
 * link (program, chapter, variant). Nothing is saved, so nothing counts as unsaved.
 */
export function snippetStart(program: string, prependLength = 0): SnippetStart {
  const link = decodePlaygroundLink(program.startsWith('#') ? program : `#${program}`);
  const state = { ...initialWorkspaceState(), ...linkPatch(link), hasUnsavedChanges: false };
  const folds = prependLength > 0 ? [{ fromLine: 1, toLine: prependLength }] : [];
  return { state, folds };
}
