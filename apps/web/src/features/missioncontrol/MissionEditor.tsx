import { Alert, Button, Classes } from '@blueprintjs/core';
import {
  assessmentXmlProblem,
  canDeleteMissionQuestion,
  canShiftMissionQuestion,
  cloneMissionQuestion,
  deleteMissionQuestion,
  insertMissionQuestion,
  type MissionQuestionEdit,
  missionXmlFileName,
  shiftMissionQuestion,
  writeAssessmentXml,
  type XmlAssessment,
} from '@sa/domain';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Markdown } from '../../app/markdown/Markdown';
import { useSessionView } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { downloadText } from '../../lib/download';
import { createWorkspaceStore } from '../../workspace/state';
import { useBrowserWorkspace } from '../../workspace/useBrowserWorkspace';
import { Workspace } from '../../workspace/Workspace';
import { TextAreaField } from './fields/inputs';
import { GlobalFields } from './GlobalFields';
import { LeaveMissionGuard } from './LeaveMissionGuard';
import styles from './missioncontrol.module.css';
import { missionControlPath } from './paths';
import { QuestionFields } from './QuestionFields';
import type { MissionOverview } from './storage';
import { frameOf, templateOf, withContent, withTemplate } from './template';
import { MISSION_TEXTS as T } from './texts';
import { UploadMissionDialog } from './UploadMissionDialog';
import { useMissionDraft } from './useMissionDraft';

type Mode = 'question' | 'global';

export interface MissionEditorProps {
  saved: { mission: XmlAssessment; overview: MissionOverview };
  questionIndex: number;
  onSaved(mission: XmlAssessment, overview: MissionOverview): void;
}

/**
 * The editing workspace of /mission-control/-1/{n} (spec 3 sections 2.5 and 4): question n's text
 * and fields in the side tabs, its template in the code editor, the mission's own fields in global
 * mode, and Save, Reset, the structural edits, Export XML and the upload.
 */
export function MissionEditor({ saved, questionIndex, onSaved }: MissionEditorProps) {
  const navigate = useNavigate();
  const notifier = useNotifier();
  const { role } = useSessionView();
  const draftState = useMissionDraft(saved);
  const { draft, unsaved } = draftState;
  const [mode, setMode] = useState<Mode>('question');
  const [confirm, setConfirm] = useState<{ text: string; run(): void } | null>(null);
  const [uploading, setUploading] = useState(false);
  const question = draft.questions[questionIndex] ?? draft.questions[0];

  // The editor's text is the shown question's template; typing edits the draft.
  const current = useRef({ index: questionIndex, question, editQuestion: draftState.editQuestion });
  current.current = { index: questionIndex, question, editQuestion: draftState.editQuestion };
  const [store] = useState(() =>
    createWorkspaceStore({ editorValue: question ? (templateOf(question) ?? '') : '' }),
  );
  const { handle } = useBrowserWorkspace(store, {
    frame: () =>
      current.current.question ? frameOf(current.current.question) : { prepend: '', postpend: '' },
  });
  useEffect(
    () =>
      store.subscribe(() => {
        const { index, question: shown, editQuestion } = current.current;
        const text = store.getState().editorValue;
        if (shown && templateOf(shown) !== null && templateOf(shown) !== text)
          editQuestion(index, (q) => withTemplate(q, text));
      }),
    [store],
  );
  const template = question ? templateOf(question) : null;
  const chapter = question?.library.chapter;
  const variant = question?.library.variant;
  useEffect(() => {
    const state = store.getState();
    const patch: Partial<typeof state> = {};
    if (template !== null && state.editorValue !== template) patch.editorValue = template;
    if (chapter !== undefined && state.chapter !== chapter) patch.chapter = chapter;
    if (variant !== undefined && state.variant !== variant) patch.variant = variant;
    if (Object.keys(patch).length > 0) store.setState(patch);
  }, [store, template, chapter, variant]);

  if (!question) return null;

  const goTo = (index: number) => navigate(missionControlPath(index));

  const save = () => {
    const result = draftState.save();
    if (!result.ok) return notifier.show(T.saveError);
    onSaved(result.mission, result.overview);
    notifier.show(T.saved, { intent: 'success' });
  };

  /** Asks first when there are unsaved changes (spec 3 section 4), else runs at once. */
  const confirmed = (text: string, run: () => void) => (unsaved ? setConfirm({ text, run }) : run());

  const restructure = (change: (mission: XmlAssessment) => MissionQuestionEdit) =>
    confirmed(T.unsavedConfirm, () => {
      const result = draftState.restructure(change);
      if (!result.ok) return notifier.show(T.saveError);
      onSaved(result.mission, result.overview);
      void goTo(result.selected);
    });

  const exportXml = () => {
    const problem = assessmentXmlProblem(draft);
    if (problem) notifier.show(`Ground Control would refuse this file: ${problem}`, { intent: 'warning' });
    downloadText(missionXmlFileName(draft.title), writeAssessmentXml(draft), 'text/xml;charset=utf-8');
  };

  const count = draft.questions.length;
  const isStaff = role === 'staff' || role === 'admin';
  const q = question.question;

  const taskTab = {
    id: 'mission-task',
    label: mode === 'question' ? `Question ${questionIndex + 1}` : 'Briefing',
    body:
      mode === 'question' ? (
        <>
          <TextAreaField
            label="Question text (markdown)"
            value={q.data.content}
            onChange={(content) => draftState.editQuestion(questionIndex, (old) => withContent(old, content))}
          />
          <Markdown text={q.data.content} />
        </>
      ) : (
        <Markdown text={draft.summaryLong ?? ''} />
      ),
  };
  const fieldsTab = {
    id: 'mission-fields',
    label: mode === 'question' ? 'Question Specific' : 'Global',
    body:
      mode === 'question' ? (
        <QuestionFields
          question={question}
          onChange={(next) => draftState.editQuestion(questionIndex, () => next)}
        />
      ) : (
        <GlobalFields mission={draft} onChange={(next) => draftState.edit(() => next)} />
      ),
  };

  return (
    <main className={styles.editor} aria-label={`Mission editor: ${draft.title}`}>
      <div className={styles.toolbar} role="toolbar" aria-label="Mission editor">
        <Link to={missionControlPath()} className={Classes.BUTTON}>
          Return to Mission Control
        </Link>
        <Button
          text={mode === 'question' ? 'Global' : 'Question Specific'}
          icon="swap-horizontal"
          onClick={() => setMode(mode === 'question' ? 'global' : 'question')}
        />
        <Button text="Save" intent="primary" icon="floppy-disk" onClick={save} />
        <Button text="Reset" icon="reset" onClick={() => confirmed(T.resetConfirm, draftState.reset)} />
        <Button
          text="Previous"
          icon="arrow-left"
          disabled={questionIndex === 0}
          onClick={() => void goTo(questionIndex - 1)}
        />
        <span aria-live="polite">
          Question {questionIndex + 1} of {count}
        </span>
        <Button
          text="Next"
          rightIcon="arrow-right"
          disabled={questionIndex >= count - 1}
          onClick={() => void goTo(questionIndex + 1)}
        />
        <Button
          text="Clone question"
          onClick={() => restructure((m) => cloneMissionQuestion(m, questionIndex))}
        />
        <Button
          text="Delete question"
          disabled={!canDeleteMissionQuestion(draft)}
          onClick={() => restructure((m) => deleteMissionQuestion(m, questionIndex))}
        />
        <Button
          text="Shift left"
          disabled={!canShiftMissionQuestion(draft, questionIndex, 'left')}
          onClick={() => restructure((m) => shiftMissionQuestion(m, questionIndex, 'left'))}
        />
        <Button
          text="Shift right"
          disabled={!canShiftMissionQuestion(draft, questionIndex, 'right')}
          onClick={() => restructure((m) => shiftMissionQuestion(m, questionIndex, 'right'))}
        />
        <Button
          text="Insert question"
          onClick={() => restructure((m) => insertMissionQuestion(m, questionIndex))}
        />
        <Button text={T.exportXml} icon="export" onClick={exportXml} />
        {isStaff && (
          <Button text={T.uploadToGroundControl} icon="upload" onClick={() => setUploading(true)} />
        )}
        {unsaved && <span className={styles.unsaved}>Unsaved changes</span>}
      </div>
      <Workspace
        handle={handle}
        sideTabs={[taskTab, fieldsTab]}
        settings={null}
        main={
          q.type === 'mcq' ? (
            <div className={styles.mcqMain}>
              <Markdown text={q.data.content} />
              <ol start={0}>
                {q.data.choices.map((choice) => (
                  <li key={choice.choiceId}>
                    <Markdown text={choice.content} />
                    {choice.isCorrect && <strong>(solution)</strong>}
                  </li>
                ))}
              </ol>
            </div>
          ) : undefined
        }
      />
      <Alert
        isOpen={confirm !== null}
        intent="warning"
        confirmButtonText="Confirm"
        cancelButtonText="Cancel"
        onConfirm={() => {
          const run = confirm?.run;
          setConfirm(null);
          run?.();
        }}
        onCancel={() => setConfirm(null)}
      >
        <p>{confirm?.text}</p>
      </Alert>
      <LeaveMissionGuard unsaved={unsaved} />
      {isStaff && (
        <UploadMissionDialog
          mission={draftState.saved}
          isOpen={uploading}
          onClose={() => setUploading(false)}
        />
      )}
    </main>
  );
}
