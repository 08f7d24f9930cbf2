import { Callout } from '@blueprintjs/core';
import { variantSupport } from '@sa/runner';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Markdown } from '../../../app/markdown/Markdown';
import { useNotifier } from '../../../app/toaster';
import { runAction, stopAction } from '../../../workspace/actions';
import { loadBrowserSession } from '../../../workspace/browserRunner';
import { useStore } from '../../../workspace/createStore';
import { LeaveGuard } from '../../../workspace/LeaveGuard';
import type { SideTab } from '../../../workspace/layout/SideContent';
import { workspaceLibrary } from '../../../workspace/modules/moduleSettings';
import { useModuleTabs } from '../../../workspace/modules/useModuleTabs';
import { useDefaultEngine } from '../../../workspace/useDefaultEngine';
import { useWorkspaceHandle, Workspace } from '../../../workspace/Workspace';
import { useRunRecorder } from '../../achievements';
import { VOTING_NOTE, votingSideTabs } from '../../contest';
import { useEventLogRecorder } from '../../researchlogs';
import { useQueuedEntry } from '../offline/queueing';
import { WAITING_CHOICE } from '../offline/texts';
import styles from './assessmentWorkspace.module.css';
import { AutograderTab } from './autograder/AutograderTab';
import { createTestcaseRunner } from './autograder/testcaseRunner';
import { blockingMessage } from './blocking';
import { nextAction, previousAction, resetAction, saveAction } from './controls/actions';
import { assessmentControlLayout } from './controls/controlLayout';
import { ResetDialog } from './controls/ResetDialog';
import { draftKey } from './drafts';
import { McqPanel } from './mcq/McqPanel';
import { useMcqAnswer } from './mcq/useMcqAnswer';
import { listingPath, questionPath } from './paths';
import { hasReportCard, REPORT_CARD_LABEL, ReportCard } from './ReportCard';
import { TeamNotice, type WorkspaceTeam } from './TeamNotice';
import { BLOCKING_TOAST_MS } from './texts';
import type { WorkspaceAssessment, WorkspaceQuestion } from './types';
import { useCodeQuestion } from './useCodeQuestion';
import { useVotes } from './useVotes';
import { VERSION_RESTORED, VERSION_RESTORED_AUTOSAVE, VERSIONS_TAB } from './versions/texts';
import { VersionsTab } from './versions/VersionsTab';

export interface QuestionWorkspaceProps {
  assessment: WorkspaceAssessment;
  question: WorkspaceQuestion;
  index: number;
  courseId: number;
  slug: string;
  userId: number;
  /** The caller's team on a team assessment (see TeamNotice). */
  team?: WorkspaceTeam;
  /** The learner's submission is finalised: nothing saves by itself any more. */
  finalised: boolean;
}

/**
 * One question in the shared workspace (spec 1 sections 2.7 and 2.8): the editor (code) or the choices
 * (MCQ), the REPL, the Task, Briefing and Autograder tabs and the assessment's controls. Mounted once
 * per question, so each starts with its own editor, runner and results.
 */
export function QuestionWorkspace(props: QuestionWorkspaceProps) {
  const { assessment, question, index, courseId, slug, userId, team = null, finalised } = props;
  const notifier = useNotifier();
  const navigate = useNavigate();
  const programming = question.type === 'programming';
  const key = programming
    ? draftKey({ userId, courseId, assessmentId: assessment.id, questionId: question.id })
    : null;
  const autosave = programming && assessment.isAutosaveEnabled && !finalised;
  const target = { userId, courseId, assessmentId: assessment.id, questionId: question.id };
  const code = useCodeQuestion(question, key, target, notifier, autosave);
  const mcq = useMcqAnswer(question, target, notifier);
  const saveVotes = useVotes(question, target, notifier);
  // An MCQ choice or votes waiting on this device: said above the question (code says it on Save).
  const waiting = useQueuedEntry(target) !== undefined && !programming;
  const { library } = question;
  // The question's library names the evaluator, else the course does (ADR 0039); the grader, which
  // serves every course the question is in, takes the library's or the fast path.
  const engine = useDefaultEngine(code.store, library);
  const settings = {
    chapter: library.chapter,
    variant: library.variant,
    execTimeMs: library.execTimeMs,
    externalSymbols: library.external.symbols,
    globals: library.globals,
    engine,
    // RUNES, PIXNFLIX, ...: their symbols come from the module bundles.
    ...(workspaceLibrary(library.external) ? { externalLibrary: library.external.name } : {}),
  };
  const prepend = question.type === 'mcq' ? '' : question.prepend;
  const postpend = question.type === 'programming' ? question.postpend : '';
  const last = index === assessment.questions.length - 1;
  const [resetOpen, setResetOpen] = useState(false);
  // The actions are built once per question; they call the page's handlers of the latest render.
  const handlers = useRef({ save: code.save, previous: () => {}, next: () => {} });

  const handle = useWorkspaceHandle({
    store: code.store,
    notifier,
    createSession: loadBrowserSession,
    checkVariant: variantSupport,
    onRun: useRunRecorder(),
    frame: () => ({
      prepend,
      postpend,
      externalSymbols: settings.externalSymbols,
      globals: settings.globals,
      externalLibrary: settings.externalLibrary,
    }),
    // Only code questions run and save; an MCQ or voting question keeps the REPL for trying things out.
    actions: (deps) => [
      ...(programming
        ? [
            runAction(deps),
            stopAction(deps),
            saveAction(() => void handlers.current.save()),
            resetAction(() => setResetOpen(true)),
          ]
        : []),
      previousAction(index, () => handlers.current.previous()),
      nextAction(last, () => handlers.current.next()),
    ],
  });

  // One research-log session per opening of a code question, for users who agreed (spec 1 section 3).
  useEventLogRecorder(handle, programming ? { assessmentId: assessment.id, questionId: question.id } : null);

  // The learner's testcases: secret ones are the server's alone, even when staff can see them.
  const [testcases] = useState(() =>
    question.type === 'programming' ? question.testcases.filter((t) => t.type !== 'secret') : [],
  );
  const [runner] = useState(() =>
    createTestcaseRunner({ testcases, settings, createSession: loadBrowserSession }),
  );
  useEffect(() => () => runner.dispose(), [runner]);
  const results = useStore(runner.store, (s) => s.results);
  const program = () => ({ prepend, student: code.store.getState().editorValue, postpend });

  // Moving past a question that had an answer when it was opened is free (spec 1 section 4).
  const [answeredBefore] = useState(() => question.answer !== null);
  const onNext = () => {
    const message = blockingMessage({
      blocking: question.blocking,
      answeredBefore,
      type: question.type,
      mcqAnswer: mcq.answer,
      mcqSolution: question.type === 'mcq' ? question.solution : undefined,
      testcaseResults: results,
    });
    if (message !== null) {
      notifier.show(message, { intent: 'warning', timeout: BLOCKING_TOAST_MS });
      return;
    }
    void navigate(
      last ? listingPath(courseId, slug) : questionPath(courseId, slug, assessment.id, index + 1),
    );
  };

  const onPrevious = () => void navigate(questionPath(courseId, slug, assessment.id, index - 1));
  useLayoutEffect(() => {
    handlers.current = { save: code.save, previous: onPrevious, next: onNext };
  });

  // The library decides which module tabs show before any run (Tone Matrix, Video Display).
  const { name: libraryName, symbols: librarySymbols } = library.external;
  useEffect(() => {
    code.store.setState({ library: workspaceLibrary({ name: libraryName, symbols: librarySymbols }) });
  }, [code.store, libraryName, librarySymbols]);
  const moduleTabs = useModuleTabs(code.store);

  const sideTabs: SideTab[] = [
    {
      id: 'task',
      label: `Task ${index + 1}`,
      body: (
        <>
          <TeamNotice team={team} />
          <Markdown text={question.content} />
        </>
      ),
    },
    { id: 'briefing', label: 'Briefing', body: <Markdown text={assessment.longSummary ?? ''} /> },
  ];
  if (programming) {
    sideTabs.push({
      id: 'autograder',
      label: 'Autograder',
      body: <AutograderTab testcases={testcases} runner={runner} program={program} />,
    });
    sideTabs.push({
      id: 'versions',
      label: VERSIONS_TAB,
      body: (
        <VersionsTab
          courseId={courseId}
          questionId={question.id}
          store={code.store}
          onRestore={(content) => {
            code.restore(content);
            notifier.show(autosave ? VERSION_RESTORED_AUTOSAVE : VERSION_RESTORED, { intent: 'primary' });
          }}
        />
      ),
    });
  }
  if (question.type === 'voting') sideTabs.push(...votingSideTabs(question, saveVotes, assessment.id));
  if (hasReportCard(question)) {
    sideTabs.push({ id: 'report-card', label: REPORT_CARD_LABEL, body: <ReportCard question={question} /> });
  }
  sideTabs.push(...moduleTabs);

  const waitingNotice = waiting ? (
    <Callout intent="primary" role="status" className={styles.mainNote}>
      {WAITING_CHOICE}
    </Callout>
  ) : null;
  const main =
    question.type === 'mcq' ? (
      <>
        {waitingNotice}
        <McqPanel
          choices={question.choices}
          selected={mcq.answer}
          solution={question.solution}
          onChoose={(choiceId) => void mcq.choose(choiceId)}
        />
      </>
    ) : question.type === 'voting' ? (
      <div className={styles.mainNote}>
        {waitingNotice}
        <Callout intent="primary">{VOTING_NOTE}</Callout>
      </div>
    ) : undefined;

  return (
    <>
      <Workspace
        handle={handle}
        sideTabs={sideTabs}
        main={main}
        settings={null}
        controlLayout={assessmentControlLayout({
          autosave: autosave ? { status: code.status } : null,
          index,
          count: assessment.questions.length,
        })}
      />
      {programming ? (
        <ResetDialog isOpen={resetOpen} onConfirm={code.resetTemplate} onClose={() => setResetOpen(false)} />
      ) : null}
      <LeaveGuard store={code.store} beforeLeave={code.flushDraft} />
    </>
  );
}
