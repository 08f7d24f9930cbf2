import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../api/errors';
import type { Notifier } from '../../../app/toaster';
import { saveErrorText } from '../../../lib/callErrors';
import { createWorkspaceStore, type WorkspaceStore } from '../../../workspace/state';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import { useAutosave } from './autosave';
import { createDraftKeeper, type DraftKeeper, openingCode } from './drafts';
import { localStorageOrUndefined } from './storage';
import { DRAFT_RESTORED, SAVED } from './texts';
import type { WorkspaceQuestion } from './types';

/** The last save's outcome, shown quietly beside Save while autosave is on. */
export type SaveStatus = 'saving' | 'saved' | 'failed' | null;

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
 */
export function useCodeQuestion(
  question: WorkspaceQuestion,
  /** Where this question's draft is kept; null keeps none (questions without an editor). */
  draftKey: string | null,
  courseId: number,
  notifier: Notifier,
  /** Save by itself a few seconds after typing stops (the assessment's isAutosaveEnabled). */
  autosave = false,
): CodeQuestion {
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const template = question.type === 'mcq' ? '' : question.solutionTemplate;
  const [opening] = useState(() => {
    const serverCode = typeof question.answer === 'string' ? question.answer : template;
    if (draftKey === null) return { code: serverCode, restored: false };
    return openingCode(localStorageOrUndefined(), draftKey, serverCode);
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
  const [status, setStatus] = useState<SaveStatus>(null);
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

  const save = useCallback(
    async (mode: 'manual' | 'auto' = 'manual') => {
      const code = store.getState().editorValue;
      const edited = editedAt.current?.toISOString();
      track(1);
      setStatus('saving');
      try {
        await endpoints.saveAnswer(question.id, code, edited);
        savedCode.current = code;
        keeper.current?.confirmSaved(code);
        // Edits made while the request was out are still unsaved.
        if (store.getState().editorValue === code) store.setState({ hasUnsavedChanges: false });
        if (mode === 'manual') notifier.show(SAVED, { intent: 'success' });
        setStatus('saved');
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
      } catch (error) {
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
    [store, track, endpoints, question.id, notifier, queryClient, courseId],
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
