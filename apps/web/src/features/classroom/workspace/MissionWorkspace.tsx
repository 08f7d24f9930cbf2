import { Alert } from '@blueprintjs/core';
import {
  addTaskAfter,
  CLASSROOM_TEXTS,
  defaultTask,
  deleteTask,
  type MissionTask,
  newMissionFiles,
  parseMissionMcq,
  type RepoRef,
  type SourceChapter,
  updateTask,
} from '@sa/domain';
import { variantSupport } from '@sa/runner';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { LeaveWarning } from '../../../app/LeaveWarning';
import { useIsNarrow } from '../../../app/navbar/useIsNarrow';
import { useNotifier } from '../../../app/toaster';
import type { GitHubConnection } from '../../../lib/github/session';
import { runAction, stopAction } from '../../../workspace/actions';
import { loadBrowserSession } from '../../../workspace/browserRunner';
import type { SideTab } from '../../../workspace/layout/SideContent';
import { createWorkspaceStore } from '../../../workspace/state';
import { useDefaultEngine } from '../../../workspace/useDefaultEngine';
import { useWorkspaceHandle, Workspace } from '../../../workspace/Workspace';
import { createTestcaseRunner, saveAction } from '../../assessments';
import { missionControlLayout, missionResetAction } from './controls';
import { BriefingTab, MetadataTab, ReadOnlyNote, TaskTab } from './MissionTabs';
import { SaveDialog } from './SaveDialog';
import { TestcasesTab } from './TestcasesTab';
import { WORKSPACE_TEXTS } from './texts';
import { type MissionCopy, useMissionEditing } from './useMission';

export interface MissionWorkspaceProps {
  repo: RepoRef | null;
  copy: MissionCopy;
  connection: GitHubConnection;
  apiUrl: string;
  dueDate: string | undefined;
  /** The assessment's title from the listing, if any. */
  title?: string | undefined;
}

const asChapter = (n: number): SourceChapter => (n === 1 || n === 2 || n === 3 ? n : 4);
const TOAST = { intent: 'danger', timeout: 2000 } as const;

/** The loaded mission in the shared workspace: editor and REPL, the side tabs and the controls. */
export function MissionWorkspace(props: MissionWorkspaceProps) {
  const { connection, apiUrl, dueDate } = props;
  const notifier = useNotifier();
  const editing = useMissionEditing({
    repo: props.repo,
    copy: props.copy,
    connection,
    apiUrl,
    dueDate,
    notifier,
  });
  const { mission, setMission, unsaved, repo } = editing;
  const [index, setIndex] = useState(0);
  const narrow = useIsNarrow();
  const task: MissionTask = mission.tasks[index] ?? mission.tasks[0] ?? defaultTask(1);
  // The owner edits the mission itself; a new mission is its author's.
  const owner = repo === null || repo.owner.toLowerCase() === connection.user.login.toLowerCase();
  const chapter = asChapter(mission.metadata.sourceVersion);
  const [store] = useState(() =>
    createWorkspaceStore({ editorValue: task.savedCode, chapter, variant: 'default' }),
  );
  useDefaultEngine(store);
  const [ask, setAsk] = useState<null | 'reset' | 'delete' | { moveTo: number }>(null);
  const [saveDialog, setSaveDialog] = useState(false);
  const [showMcqForm, setShowMcqForm] = useState(false);
  const pending = useRef(unsaved);
  pending.current = unsaved;

  // The editor shows the current task's code; what is typed there is that task's saved code.
  const at = useRef({ index, code: task.savedCode });
  useLayoutEffect(() => {
    at.current = { index, code: task.savedCode };
    if (store.getState().editorValue !== task.savedCode) store.setState({ editorValue: task.savedCode });
  }, [store, index, task.savedCode]);
  useEffect(
    () =>
      store.subscribe(() => {
        const { editorValue } = store.getState();
        if (editorValue === at.current.code) return;
        at.current.code = editorValue;
        setMission((m) => updateTask(m, at.current.index, { savedCode: editorValue }));
      }),
    [store, setMission],
  );
  useEffect(() => store.setState({ chapter, hasUnsavedChanges: unsaved }), [store, chapter, unsaved]);
  useEffect(() => store.setState({ isSaving: editing.saving }), [store, editing.saving]);

  const handlers = useRef({ save: () => {}, reset: () => {} });
  const handle = useWorkspaceHandle({
    store,
    notifier,
    createSession: loadBrowserSession,
    checkVariant: variantSupport,
    actions: (deps) => [
      runAction(deps),
      stopAction(deps),
      saveAction(() => handlers.current.save()),
      missionResetAction(() => handlers.current.reset()),
    ],
  });
  useLayoutEffect(() => {
    handlers.current = {
      save: () => {
        if (editing.repo) void editing.save();
        else if (editing.mayStart()) setSaveDialog(true);
      },
      reset: () => setAsk('reset'),
    };
  });

  // The testcases run as the Autograder tab's: a fresh runner whenever they or the chapter change.
  const testcasesKey = JSON.stringify([index, chapter, task.testCases]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt exactly when testcasesKey changes
  const runner = useMemo(
    () =>
      createTestcaseRunner({
        testcases: task.testCases,
        settings: { chapter, variant: 'default', execTimeMs: 1000 },
        createSession: loadBrowserSession,
      }),
    [testcasesKey],
  );
  useEffect(() => () => runner.dispose(), [runner]);
  const program = () => ({
    prepend: task.testPrepend,
    student: store.getState().editorValue,
    postpend: task.testPostpend,
  });

  const change = (fields: Partial<Omit<MissionTask, 'questionNumber'>>) =>
    setMission((m) => updateTask(m, index, fields));
  // Moving between tasks of a repository's mission with unsaved changes asks first (spec 3 section 4).
  const moveTo = (next: number) => {
    if (unsaved && repo !== null) setAsk({ moveTo: next });
    else setIndex(next);
  };
  const addTask = () => {
    const result = addTaskAfter(mission, index);
    if (!result.ok) return notifier.show(result.message, TOAST);
    setMission(() => result.mission);
    setIndex(result.selected);
  };
  const askDelete = () => {
    if (mission.tasks.length <= 1) return notifier.show(CLASSROOM_TEXTS.onlyRemainingTask, TOAST);
    setAsk('delete');
  };
  const confirm = () => {
    if (ask === 'reset') {
      editing.reset();
    } else if (ask === 'delete') {
      const result = deleteTask(mission, index);
      if (!result.ok) notifier.show(result.message, TOAST);
      else {
        setMission(() => result.mission);
        setIndex(result.selected);
      }
    } else if (ask !== null) setIndex(ask.moveTo);
    setAsk(null);
  };

  const sideTabs: SideTab[] = [
    {
      id: 'task',
      label: 'Task',
      body: (
        <>
          {owner ? null : <ReadOnlyNote />}
          <TaskTab
            task={task}
            owner={owner}
            showMcqForm={showMcqForm}
            onDescription={(taskDescription) => change({ taskDescription })}
          />
        </>
      ),
    },
    {
      id: 'briefing',
      label: 'Briefing',
      body: (
        <BriefingTab
          title={props.title}
          briefing={mission.briefing}
          owner={owner}
          onChange={(briefing) => setMission((m) => ({ ...m, briefing }))}
        />
      ),
    },
    {
      id: 'testcases',
      label: 'Testcases',
      body: <TestcasesTab task={task} owner={owner} runner={runner} program={program} onChange={change} />,
    },
  ];
  if (owner) {
    sideTabs.push({
      id: 'metadata',
      label: 'Mission Metadata',
      body: (
        <MetadataTab
          sourceVersion={mission.metadata.sourceVersion}
          onChange={(sourceVersion) =>
            setMission((m) => ({ ...m, metadata: { ...m.metadata, sourceVersion } }))
          }
        />
      ),
    });
  }

  // A reset to fewer tasks never leaves the index past the end.
  useEffect(() => {
    if (index >= mission.tasks.length) setIndex(mission.tasks.length - 1);
  }, [index, mission.tasks.length]);

  return (
    <>
      <Workspace
        handle={handle}
        sideTabs={sideTabs}
        settings={null}
        controlLayout={missionControlLayout({
          index,
          count: mission.tasks.length,
          chapter,
          owner,
          isMcq: parseMissionMcq(task.taskDescription) !== null,
          showMcqForm,
          onPrevious: () => moveTo(index - 1),
          onNext: () => moveTo(index + 1),
          onAddTask: addTask,
          onDeleteTask: askDelete,
          onToggleMcq: () => setShowMcqForm((shown) => !shown),
          narrow,
        })}
      />
      <Alert
        isOpen={ask !== null}
        intent={ask === 'delete' || ask === 'reset' ? 'danger' : 'warning'}
        confirmButtonText={ask === 'delete' ? 'Delete' : ask === 'reset' ? 'Reset' : 'Go'}
        cancelButtonText="Cancel"
        onConfirm={confirm}
        onCancel={() => setAsk(null)}
      >
        <p>
          {ask === 'delete'
            ? CLASSROOM_TEXTS.confirmDeleteTask
            : ask === 'reset'
              ? WORKSPACE_TEXTS.resetQuestion
              : WORKSPACE_TEXTS.moveQuestion}
        </p>
      </Alert>
      {saveDialog ? (
        <SaveDialog
          files={newMissionFiles(mission).map((file) => file.path)}
          busy={editing.saving}
          onClose={() => setSaveDialog(false)}
          onConfirm={(title) =>
            void editing.createRepository(title).then((created) => {
              if (created) setSaveDialog(false);
            })
          }
        />
      ) : null}
      <LeaveWarning pending={pending} message={WORKSPACE_TEXTS.unsavedLeave} />
    </>
  );
}
