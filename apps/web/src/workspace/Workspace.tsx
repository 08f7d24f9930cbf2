import type { RunOutcome, SourceSession } from '@sa/runner';
import { type ReactNode, useEffect, useState } from 'react';
import { useOptionalDeployment } from '../app/deployment';
import { useIsNarrow } from '../app/navbar/useIsNarrow';
import type { Notifier } from '../app/toaster';
import { type ActionDeps, executionActions, type WorkspaceAction } from './actions';
import { type LineRange, WorkspaceContext, type WorkspaceHandle } from './context';
import type { ControlBarEntry } from './controlbar/ControlBar';
import { createEditorExtensionSlot } from './editor/extensionSlot';
import { type CheckVariant, createExecution, type RunFrame } from './execution';
import { DesktopWorkspace } from './layout/DesktopWorkspace';
import type { SideTab } from './layout/SideContent';
import { MobileWorkspace } from './mobile/MobileWorkspace';
import { ModuleBackgrounds } from './modules/useModuleTabs';
import type { WorkspaceStore } from './state';
import type { EnvModel } from './visualizers/env/envModel';

export interface WorkspaceSetup {
  store: WorkspaceStore;
  notifier: Notifier;
  createSession: () => Promise<SourceSession>;
  checkVariant?: CheckVariant;
  /** Hidden code and library around the editor's program (an assessment question's). */
  frame?: () => RunFrame;
  /** Told each program run's outcome (achievements' event goals). */
  onRun?: (outcome: RunOutcome) => void;
  /** The environment model tab's state (the playground's, chapter 3 and up); none elsewhere. */
  envModel?: EnvModel;
  /** The area's commands; the playground's run, stop and autorun when absent. */
  actions?: (deps: ActionDeps) => WorkspaceAction[];
  /** Where Source modules are served (the deployment's `moduleBackendUrl`); our /modules when absent. */
  moduleBackendUrl?: string | null;
  /** Line ranges the editor folds when it mounts; none folded when absent. */
  initialFolds?: readonly LineRange[];
  /** While true, Run and REPL input only clear the running flag (a remote device not connected). */
  holdRun?: () => boolean;
}

/**
 * Builds a workspace's runner, commands and editor slot once per store and frees the runner
 * when the workspace goes away. The runner starts loading at once so the first Run is quick.
 */
export function useWorkspaceHandle(setup: WorkspaceSetup): WorkspaceHandle {
  // The deployment's module server (MODULE_BACKEND_URL: a CDN, or our /modules) unless the area says.
  const deployed = useOptionalDeployment()?.moduleBackendUrl;
  const [handle] = useState<WorkspaceHandle>(() => {
    const { store, notifier, createSession, checkVariant, frame, onRun, envModel, initialFolds, holdRun } =
      setup;
    const moduleBackendUrl = setup.moduleBackendUrl ?? deployed;
    const execution = createExecution({
      store,
      createSession,
      checkVariant,
      frame,
      onRun,
      envModel,
      moduleBackendUrl,
      holdRun,
    });
    const actions = (setup.actions ?? executionActions)({ store, execution, notifier });
    return {
      store,
      execution,
      actions,
      checkVariant,
      initialFolds,
      editor: { current: null },
      editorExtensions: createEditorExtensionSlot(),
    };
  });
  useEffect(() => handle.execution.attach(), [handle]);
  return handle;
}

export interface WorkspaceProps {
  handle: WorkspaceHandle;
  sideTabs: readonly SideTab[];
  /** Area-specific controls after the shared ones (the playground's Share). */
  controls?: ReactNode;
  /** The control bar's actions in the area's order, with its own items between them (see ControlBar). */
  controlLayout?: readonly ControlBarEntry[];
  /**
   * Replaces the chapter, execution time and step limit controls (null: none, as in an assessment,
   * whose controls bring a fixed chapter display); the playground's settings when absent.
   */
  settings?: ReactNode;
  /** Shown instead of the editor (an assessment's multiple-choice panel); the editor when absent. */
  main?: ReactNode;
}

/** The workspace every area shares: desktop layout, or the mobile one below 768 px. */
export function Workspace({ handle, ...layout }: WorkspaceProps) {
  const narrow = useIsNarrow();
  return (
    <WorkspaceContext.Provider value={handle}>
      {narrow ? <MobileWorkspace {...layout} /> : <DesktopWorkspace {...layout} />}
      <ModuleBackgrounds />
    </WorkspaceContext.Provider>
  );
}

/** What both layouts take from the area. */
export type LayoutProps = Omit<WorkspaceProps, 'handle'>;
