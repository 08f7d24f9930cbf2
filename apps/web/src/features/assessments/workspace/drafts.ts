import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import type { WorkspaceStore } from '../../../workspace/state';

/** Spec 1 section 9: local state is saved at most once per second, compressed. */
export const DRAFT_SAVE_INTERVAL_MS = 1000;

export interface DraftAddress {
  userId: number;
  courseId: number;
  assessmentId: number;
  questionId: number;
}

/** One key per user, course, assessment and question, so shared browsers never mix drafts. */
export function draftKey({ userId, courseId, assessmentId, questionId }: DraftAddress): string {
  return `sa-assessment-draft/${userId}/${courseId}/${assessmentId}/${questionId}`;
}

export function readDraft(storage: Storage, key: string): string | null {
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const code: unknown = JSON.parse(decompressFromUTF16(raw) ?? 'null');
    return typeof code === 'string' ? code : null;
  } catch {
    return null; // unreadable: as if there were none
  }
}

export function removeDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // storage switched off: nothing was kept either
  }
}

/**
 * The editor content the workspace should open with: the server's answer (or the template), unless
 * this browser kept a draft that differs from it - work typed but never confirmed saved.
 */
export function openingCode(
  storage: Storage | undefined,
  key: string,
  serverCode: string,
): { code: string; restored: boolean } {
  const draft = storage ? readDraft(storage, key) : null;
  if (draft === null) return { code: serverCode, restored: false };
  if (draft === serverCode) {
    removeDraft(storage as Storage, key);
    return { code: serverCode, restored: false };
  }
  return { code: draft, restored: true };
}

export interface DraftKeeper {
  /** Writes a waiting draft now (before leaving the page or the question). */
  flush(): void;
  /** The server confirmed saving `code`: the draft goes if it holds exactly that. */
  confirmSaved(code: string): void;
  dispose(): void;
}

/**
 * Keeps the editor content of one question in local storage while it has unsaved changes: the first
 * edit after a quiet second is written at once, later ones when the second has passed.
 */
export function createDraftKeeper(
  store: WorkspaceStore,
  storage: Storage,
  key: string,
  now: () => number = Date.now,
): DraftKeeper {
  let written: string | null = readDraft(storage, key);
  let pending: string | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending === null) return;
    try {
      storage.setItem(key, compressToUTF16(JSON.stringify(pending)));
      written = pending;
      lastWrite = now();
    } catch {
      // Full or switched off: the unsaved-changes prompt still guards the work.
    }
    pending = null;
  };

  let seen = store.getState().editorValue;
  const unsubscribe = store.subscribe(() => {
    const { editorValue, hasUnsavedChanges } = store.getState();
    if (editorValue === seen) return;
    seen = editorValue;
    if (!hasUnsavedChanges) return;
    // Typed back to what is stored: nothing newer is waiting.
    pending = editorValue === written ? null : editorValue;
    if (pending !== null)
      timer ??= setTimeout(write, Math.max(0, lastWrite + DRAFT_SAVE_INTERVAL_MS - now()));
  });

  return {
    flush: write,
    confirmSaved(code) {
      // Only when nothing newer than the saved code was typed meanwhile.
      const latest = pending ?? written;
      if (latest !== null && latest !== code) return;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
      written = null;
      removeDraft(storage, key);
    },
    dispose() {
      write();
      unsubscribe();
    },
  };
}
