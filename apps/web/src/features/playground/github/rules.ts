import type { RepoRef } from '../../../lib/github/api';

/** The playground's GitHub menu: its texts (spec 3 sections 5 and 8) and the rules behind them. */
export const MESSAGES = {
  selectFile: 'Please select a file!',
  folderAsFile: "Can't open folder as a file!",
  noFileName: 'No file name given.',
  saveOverFolder: "Can't save over a folder!",
  denied: 'Connection denied or file does not exist.',
  noRepository: 'No repository selected!',
  unsavedChanges: 'You have unsaved changes!',
  notLoggedIn: 'Please log in and try again',
  conflict:
    'The file has changed on GitHub since it was opened or saved here. Use Save As to keep your version, or open the file again.',
  notConfigured: 'GitHub is not configured on this deployment',
} as const;

export const DEFAULT_COMMIT_MESSAGE = 'Changes made from Source Academy';
/** Spec 3 section 9: code-hosting errors stay 2 s. */
export const ERROR_TOAST_MS = 2000;

/** The GitHub file the editor was last opened from or saved to, as GitHub holds it. */
export interface OpenedFile {
  repo: RepoRef;
  path: string;
  sha: string;
  /** The text as GitHub holds it: the editor is dirty when it differs. */
  text: string;
}

/** Spec 3 section 2.6: no file chosen, the editor matches the file, or it has changes. */
export type GitHubButtonState = 'inactive' | 'saved' | 'dirty';

export function buttonState(opened: OpenedFile | null, editorValue: string): GitHubButtonState {
  if (!opened) return 'inactive';
  return opened.text === editorValue ? 'saved' : 'dirty';
}

/** What is selected in the file tree. */
export interface TreeSelection {
  path: string;
  type: 'file' | 'dir';
}

/** The path to open, or the text saying why not. */
export function pathToOpen(
  selection: TreeSelection | null,
): { ok: true; path: string } | { ok: false; error: string } {
  if (!selection || selection.path === '') return { ok: false, error: MESSAGES.selectFile };
  if (selection.type === 'dir') return { ok: false, error: MESSAGES.folderAsFile };
  return { ok: true, path: selection.path };
}

/**
 * Where Save As writes: the typed name inside the selected folder (or the selected file's folder,
 * or the repository's top). The name may hold folders of its own ('lib/utils.js').
 */
export function pathToSave(
  selection: TreeSelection | null,
  fileName: string,
): { ok: true; path: string } | { ok: false; error: string } {
  const name = fileName.trim().replace(/^\/+|\/+$/g, '');
  if (name === '') return { ok: false, error: MESSAGES.noFileName };
  const folder = !selection ? '' : selection.type === 'dir' ? selection.path : parentOf(selection.path);
  return { ok: true, path: folder ? `${folder}/${name}` : name };
}

export function parentOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash === -1 ? '' : path.slice(0, slash);
}

export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The file name box prefills '.js' when clicked empty (spec 3 section 5). */
export function prefilledName(current: string): string {
  return current === '' ? '.js' : current;
}
