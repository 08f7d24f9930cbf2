import { Button } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon } from '@blueprintjs/icons';
import type { GradingDetailAnswer } from '@sa/contracts';
import { variantSupport } from '@sa/runner';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/errors';
import { LeaveWarning } from '../../../app/LeaveWarning';
import { Markdown } from '../../../app/markdown/Markdown';
import { useNotifier } from '../../../app/toaster';
import { runAction, stopAction } from '../../../workspace/actions';
import { loadBrowserSession } from '../../../workspace/browserRunner';
import type { SideTab } from '../../../workspace/layout/SideContent';
import { workspaceLibrary } from '../../../workspace/modules/moduleSettings';
import { useModuleTabs } from '../../../workspace/modules/useModuleTabs';
import { createWorkspaceStore } from '../../../workspace/state';
import { useDefaultEngine } from '../../../workspace/useDefaultEngine';
import { useWorkspaceHandle, Workspace } from '../../../workspace/Workspace';
import { McqPanel } from '../../assessments';
import { gradingDetailKeys, useGradingDetailEndpoints } from './api';
import { type GradeToSave, GradingEditor } from './GradingEditor';
import { GradingVotes } from './GradingVotes';
import styles from './grading.module.css';
import { gradingQuestionPath } from './paths';
import { StaffAutograderTab } from './StaffAutograderTab';
import {
  GRADE_SAVED,
  REAUTOGRADE_FAILED,
  REAUTOGRADE_NOT_SUBMITTED,
  REAUTOGRADE_QUEUED,
  UNSAVED_GRADE_WARNING,
} from './texts';
import { useGradeDraft } from './useGradeDraft';

export interface GradingWorkspaceProps {
  courseId: number;
  submissionId: number;
  answer: GradingDetailAnswer;
  index: number;
  count: number;
  /** The submission's publish action, at the end of the control bar. */
  publish?: ReactNode;
}

/**
 * One question of a submission in the shared workspace (spec 2 'Grading detail'): the student's
 * answer in the editor (runnable) or the choices, and the tabs 'Grading: Question n' (the grading
 * editor), 'Task n' and 'Autograder'. Mounted once per question.
 */
export function GradingWorkspace(props: GradingWorkspaceProps) {
  const { courseId, submissionId, answer, index, count, publish } = props;
  const { question, grade } = answer;
  const notifier = useNotifier();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endpoints = useGradingDetailEndpoints();
  const programming = question.type === 'programming';
  const [store] = useState(() =>
    createWorkspaceStore({
      editorValue: typeof question.answer === 'string' ? question.answer : '',
      chapter: question.library.chapter,
      variant: question.library.variant,
      execTime: question.library.execTimeMs,
      library: workspaceLibrary(question.library.external),
    }),
  );
  // Staff rerun an answer on the evaluator its grading used: the library's, else the course's.
  useDefaultEngine(store, question.library);
  const prepend = question.type === 'mcq' ? '' : question.prepend;
  const postpend = question.type === 'programming' ? question.postpend : '';
  const handle = useWorkspaceHandle({
    store,
    notifier,
    createSession: loadBrowserSession,
    checkVariant: variantSupport,
    frame: () => ({
      prepend,
      postpend,
      externalSymbols: question.library.external.symbols,
      globals: question.library.globals,
      ...(workspaceLibrary(question.library.external)
        ? { externalLibrary: question.library.external.name }
        : {}),
    }),
    actions: (deps) => (programming ? [runAction(deps), stopAction(deps)] : []),
  });

  const gradeDraft = useGradeDraft(grade);
  const dirty = useRef(false);
  useEffect(() => {
    dirty.current = gradeDraft.dirty;
  }, [gradeDraft.dirty]);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: gradingDetailKeys.detail(courseId, submissionId) });
  const goTo = (next: number) => void navigate(gradingQuestionPath(courseId, submissionId, next));

  const save = async (changes: GradeToSave): Promise<boolean> => {
    try {
      await endpoints.saveGrade(submissionId, question.id, changes);
    } catch (error) {
      notifier.show(error instanceof ApiError ? error.body : String(error), { intent: 'danger' });
      return false;
    }
    notifier.show(GRADE_SAVED, { intent: 'success' });
    void refresh();
    return true;
  };

  const [reautograding, setReautograding] = useState(false);
  const reautograde = async () => {
    setReautograding(true);
    try {
      await endpoints.reautogradeQuestion(submissionId, question.id);
      notifier.show(REAUTOGRADE_QUEUED, { intent: 'success' });
      void refresh();
    } catch (error) {
      const notSubmitted = error instanceof ApiError && error.status === 400;
      notifier.show(notSubmitted ? REAUTOGRADE_NOT_SUBMITTED : REAUTOGRADE_FAILED, { intent: 'danger' });
    } finally {
      setReautograding(false);
    }
  };

  const moduleTabs = useModuleTabs(store);
  const sideTabs: SideTab[] = [
    {
      id: 'grading',
      label: `Grading: Question ${index + 1}`,
      body: (
        <GradingEditor
          grade={grade}
          maxXp={question.maxXp}
          state={gradeDraft}
          onSave={save}
          onContinue={() => {
            // Saved: the guard must not ask before the state update has rendered.
            dirty.current = false;
            goTo(index + 1);
          }}
        />
      ),
    },
    { id: 'task', label: `Task ${index + 1}`, body: <Markdown text={question.content} /> },
  ];
  if (question.type === 'programming') {
    sideTabs.push({
      id: 'autograder',
      label: 'Autograder',
      body: (
        <StaffAutograderTab
          testcases={question.testcases}
          results={question.autogradingResults}
          status={question.autogradingStatus}
          busy={reautograding}
          onReautograde={() => void reautograde()}
        />
      ),
    });
  }
  sideTabs.push(...moduleTabs);

  const main =
    question.type === 'mcq' ? (
      <McqPanel
        choices={question.choices}
        selected={typeof question.answer === 'number' ? question.answer : null}
        solution={question.solution}
        onChoose={() => undefined}
      />
    ) : question.type === 'voting' ? (
      <GradingVotes entries={question.contestEntries} />
    ) : undefined;

  return (
    <>
      <Workspace
        handle={handle}
        sideTabs={sideTabs}
        main={main}
        settings={null}
        controls={
          <>
            <Button
              variant="minimal"
              icon={<ArrowLeftIcon />}
              text="Previous"
              disabled={index === 0}
              onClick={() => goTo(index - 1)}
            />
            <span className={styles.progress}>{`Question ${index + 1} of ${count}`}</span>
            <Button
              variant="minimal"
              endIcon={<ArrowRightIcon />}
              text="Next"
              disabled={index === count - 1}
              onClick={() => goTo(index + 1)}
            />
            {publish}
          </>
        }
      />
      <LeaveWarning pending={dirty} message={UNSAVED_GRADE_WARNING} />
    </>
  );
}
