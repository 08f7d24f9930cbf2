import { queuedSaveKey } from '@sa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import type { Notifier } from '../../../app/toaster';
import { saveErrorText } from '../../../lib/callErrors';
import { createWorkspaceStore, type WorkspaceStore } from '../../../workspace/state';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import { mustQueue, queueAnswer, type SaveTarget, useQueuedEntry, useQueueEvents } from '../offline/queueing';
import { saveQueue } from '../offline/saveQueue';
import { cannotReachServer } from '../offline/sender';
import { WAITING_DETAIL } from '../offline/texts';
import { useAutosave } from './autosave';
import { createDraftKeeper, type DraftKeeper, openingCode } from './drafts';
import { localStorageOrUndefined } from './storage';
import { DRAFT_RESTORED, SAVED } from './texts';
import type { WorkspaceQuestion } from './types';

/**
 * The last save's outcome, shown quietly beside Save while autosave is on; 'waiting' when it is
 * kept on this device until the network returns.
 */
export type SaveStatus = 'saving' | 'saved' | 'failed' | 'waiting' | null;

export interface CodeQuestion {
  /** The editor's state; `isSaving` is true while a save is out. */
  store: WorkspaceStore;
  status: SaveStatus;
  /** Saves the editor's code; `auto` (autosave) confirms it quietly, without a toast. */
  save(mode?: 'manual' | 'auto'): Promise<void>;
  /** Puts a version's code into the editor, unsaved (the Versions tab). */
  restore(code: string): void;
  resetTemplate(): void;
  /** Writes a waiting draft now (before leaving). */
  flushDraft(): void;
}

/**
 * One question's workspace state: the editor opens with the saved answer or the template - or with
 * this browser's draft when that differs (work never confirmed saved) - and the draft is kept on
 * every edit until the server confirms saving exactly that code.
 *
 * Every save says when its edit was made (`editedAt`, ADR 3), so a slow save that arrives after a
 * newer one is refused (409) instead of overwriting it; the editor keeps its newer code either way.
 *
 * A save that cannot reach the server (offline, no answer) is queued on this device instead
 * (offline/, issue 26) with the server copy the edit started from; Save says it is waiting until
 * the app's sender has delivered it, and the editor takes the server's copy if the student
 * chooses it in a conflict.
 */
export function useCodeQuestion(
  question: WorkspaceQuestion,
  /** Where this question's draft is kept; null keeps none (questions without an editor). */
  draftKey: string | null,
  target: SaveTarget,
  notifier: Notifier,
  /** Save by itself a few seconds after typing stops (the assessment's isAutosaveEnabled). */
  autosave = false,
): CodeQuestion {
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const { courseId } = target;
  const template = question.type === 'mcq' ? '' : question.solutionTemplate;
  const [opening] = useState(() => {
    const serverCode = typeof question.answer === 'string' ? question.answer : template;
    // An answer waiting on this device to be sent is newer than the server's: it opens, as saved.
    const waiting = saveQueue.peek(queuedSaveKey(target))?.answer;
    const queuedCode = typeof waiting === 'string' ? waiting : null;
    if (draftKey === null) return { code: queuedCode ?? serverCode, restored: false };
    const fromDraft = openingCode(localStorageOrUndefined(), draftKey, serverCode);
    if (queuedCode !== null && (!fromDraft.restored || fromDraft.code === queuedCode)) {
      return { code: queuedCode, restored: false };
    }
    return fromDraft;
  });
  const [store] = useState(() =>
    createWorkspaceStore({
      editorValue: opening.code,
      hasUnsavedChanges: opening.restored,
      chapter: question.library.chapter,
      variant: question.library.variant,
      execTime: question.library.execTimeMs,
    }),
  );
  const inFlight = useRef(0);
  const track = useCallback(
    (change: 1 | -1) => {
      inFlight.current += change;
      store.setState({ isSaving: inFlight.current > 0 });
    },
    [store],
  );
  const [status, setStatus] = useState<SaveStatus>(() =>
    saveQueue.peek(queuedSaveKey(target)) ? 'waiting' : null,
  );
  const keeper = useRef<DraftKeeper | null>(null);
  // The code the server last confirmed, and when the editor's code was last edited here.
  const savedCode = useRef(typeof question.answer === 'string' ? question.answer : null);
  const editedAt = useRef<Date | null>(opening.restored ? new Date() : null);

  useEffect(() => {
    let seen = store.getState().editorValue;
    return store.subscribe(() => {
      const { editorValue } = store.getState();
      if (editorValue === seen) return;
      seen = editorValue;
      editedAt.current = new Date();
    });
  }, [store]);

  useEffect(() => {
    if (opening.restored) notifier.show(DRAFT_RESTORED, { intent: 'primary', timeout: 5000 });
  }, [opening, notifier]);

  useEffect(() => {
    const storage = localStorageOrUndefined();
    if (!storage || draftKey === null) return;
    const created = createDraftKeeper(store, storage, draftKey);
    keeper.current = created;
    const onPageHide = () => created.flush();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      created.dispose();
      if (keeper.current === created) keeper.current = null;
    };
  }, [store, draftKey]);

  // The server copy an edit starts from: the question as last read, and the code last confirmed.
  const base = useRef(question.lastModifiedAt);
  base.current = question.lastModifiedAt;
  const targetRef = useRef(target);
  targetRef.current = target;

  const queued = useQueuedEntry(target);
  useEffect(() => {
    store.setState({ saveWaiting: queued !== undefined });
    if (queued === undefined) setStatus((s) => (s === 'waiting' ? null : s));
  }, [store, queued]);

  const confirmSaved = useCallback(
    (code: string) => {
      savedCode.current = code;
      keeper.current?.confirmSaved(code);
      // Edits made while the request was out are still unsaved.
      if (store.getState().editorValue === code) store.setState({ hasUnsavedChanges: false });
    },
    [store],
  );

  useQueueEvents(target, (event) => {
    if (event.type === 'delivered' && typeof event.answer === 'string') {
      confirmSaved(event.answer);
      setStatus('saved');
    }
    // The student took the server's copy in a conflict: the editor shows it, as saved.
    if (event.type === 'server-chosen') {
      const code = typeof event.answer === 'string' ? event.answer : template;
      savedCode.current = code;
      keeper.current?.confirmSaved(store.getState().editorValue);
      store.setState({ editorValue: code, hasUnsavedChanges: false });
      editedAt.current = null;
      setStatus(null);
    }
  });

  const queue = useCallback(
    async (code: string, edited: string | undefined, mode: 'manual' | 'auto') => {
      await queueAnswer(targetRef.current, {
        answer: code,
        editedAt: edited,
        base: base.current,
        baseAnswer: savedCode.current,
      });
      // Kept on this device: leaving loses nothing now (the draft stays until it is delivered).
      if (store.getState().editorValue === code) store.setState({ hasUnsavedChanges: false });
      setStatus('waiting');
      if (mode === 'manual') notifier.show(WAITING_DETAIL, { intent: 'primary' });
    },
    [store, notifier],
  );

  const save = useCallback(
    async (mode: 'manual' | 'auto' = 'manual') => {
      const code = store.getState().editorValue;
      const edited = editedAt.current?.toISOString();
      track(1);
      setStatus('saving');
      try {
        if (mustQueue(targetRef.current)) {
          await queue(code, edited, mode);
          return;
        }
        await endpoints.saveAnswer(question.id, code, edited);
        confirmSaved(code);
        if (mode === 'manual') notifier.show(SAVED, { intent: 'success' });
        setStatus('saved');
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
      } catch (error) {
        if (cannotReachServer(error)) {
          await queue(code, edited, mode).catch(() => setStatus('failed'));
          return;
        }
        setStatus('failed');
        // A newer edit is saved already: this editor holds newer code still (nothing to say) or
        // another tab saved later; the code stays here unsaved either way.
        const stale = error instanceof ApiError && error.status === 409;
        if (stale && store.getState().editorValue !== code) return;
        const text = saveErrorText(error);
        if (text !== null) notifier.show(text, stale ? { intent: 'warning' } : undefined);
      } finally {
        track(-1);
      }
    },
    [store, track, endpoints, question.id, notifier, queryClient, courseId, queue, confirmSaved],
  );

  const autoSave = useCallback(() => save('auto'), [save]);
  const lastSaved = useCallback(() => savedCode.current ?? '', []);
  useAutosave({ store, enabled: autosave && draftKey !== null, savedCode: lastSaved, save: autoSave });

  const restore = useCallback(
    (code: string) => store.setState({ editorValue: code, hasUnsavedChanges: true }),
    [store],
  );

  const resetTemplate = useCallback(() => {
    store.setState({ editorValue: template, hasUnsavedChanges: true });
  }, [store, template]);

  const flushDraft = useCallback(() => keeper.current?.flush(), []);

  return { store, status, save, restore, resetTemplate, flushDraft };
}
