import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Notifier } from '../../../app/toaster';
import { createWorkspaceStore, type WorkspaceStore } from '../../../workspace/state';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import { createDraftKeeper, type DraftKeeper, openingCode } from './drafts';
import { saveErrorText } from './saveErrors';
import { localStorageOrUndefined } from './storage';
import { DRAFT_RESTORED, SAVED } from './texts';
import type { WorkspaceQuestion } from './types';

export interface CodeQuestion {
  store: WorkspaceStore;
  saving: boolean;
  save(): Promise<void>;
  resetTemplate(): void;
  /** Writes a waiting draft now (before leaving). */
  flushDraft(): void;
}

/**
 * One question's workspace state: the editor opens with the saved answer or the template - or with
 * this browser's draft when that differs (work never confirmed saved) - and the draft is kept on
 * every edit until the server confirms saving exactly that code.
 */
export function useCodeQuestion(
  question: WorkspaceQuestion,
  /** Where this question's draft is kept; null keeps none (questions without an editor). */
  draftKey: string | null,
  courseId: number,
  notifier: Notifier,
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
  const [saving, setSaving] = useState(false);
  const keeper = useRef<DraftKeeper | null>(null);

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

  const save = useCallback(async () => {
    const code = store.getState().editorValue;
    setSaving(true);
    try {
      await endpoints.saveAnswer(question.id, code);
      keeper.current?.confirmSaved(code);
      // Edits made while the request was out are still unsaved.
      if (store.getState().editorValue === code) store.setState({ hasUnsavedChanges: false });
      notifier.show(SAVED, { intent: 'success' });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
    } catch (error) {
      const text = saveErrorText(error);
      if (text !== null) notifier.show(text);
    } finally {
      setSaving(false);
    }
  }, [store, endpoints, question.id, notifier, queryClient, courseId]);

  const resetTemplate = useCallback(() => {
    store.setState({ editorValue: template, hasUnsavedChanges: true });
  }, [store, template]);

  const flushDraft = useCallback(() => keeper.current?.flush(), []);

  return { store, saving, save, resetTemplate, flushDraft };
}
