import type { EditorView } from '@codemirror/view';
import { createContext, useContext } from 'react';
import type { WorkspaceAction } from './actions';
import type { EditorExtensionSlot } from './editor/extensionSlot';
import type { CheckVariant, Execution } from './execution';
import type { WorkspaceStore } from './state';

/** Everything a workspace's parts share: the store, the runner, the commands, the editor view. */
export interface WorkspaceHandle {
  store: WorkspaceStore;
  execution: Execution;
  actions: readonly WorkspaceAction[];
  /** The mounted editor, for the mobile code keyboard; null while none is mounted. */
  editor: { current: EditorView | null };
  /** The runner's answer for chapter and variant pairs it cannot honour. */
  checkVariant?: CheckVariant;
  /** Line ranges the editor folds when it mounts (a textbook snippet's prepended code). */
  initialFolds?: readonly LineRange[];
  /** Extensions the area adds to the editor at run time (the playground's shared editing). */
  editorExtensions?: EditorExtensionSlot;
}

/** 1-based, inclusive line numbers. */
export interface LineRange {
  fromLine: number;
  toLine: number;
}

export const WorkspaceContext = createContext<WorkspaceHandle | null>(null);

export function useWorkspace(): WorkspaceHandle {
  const handle = useContext(WorkspaceContext);
  if (!handle) throw new Error('useWorkspace needs a <WorkspaceContext.Provider>');
  return handle;
}
