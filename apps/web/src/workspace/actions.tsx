import { AutomaticUpdatesIcon, PlayIcon, RefreshIcon, StepForwardIcon, StopIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import type { Notifier } from '../app/toaster';
import type { Execution } from './execution';
import type { WorkspaceState, WorkspaceStore } from './state';
import { envModelApplies } from './visualizers/env/envModel';

/**
 * Every workspace command there is: the shared execution commands, then the ones an assessment
 * adds (its own factories build them, in features/assessments/workspace/controls/actions.tsx).
 */
export type WorkspaceActionId =
  | 'run'
  | 'stop'
  | 'autorun'
  | 'resume'
  | 'try-again'
  | 'save'
  | 'reset'
  | 'previous'
  | 'next';

/**
 * A workspace command (CONVENTIONS 7): one object used alike by the control bar, the editor's
 * keyboard shortcuts and the mobile popover, so the three can never disagree.
 */
export interface WorkspaceAction {
  id: WorkspaceActionId;
  label: string;
  icon: ReactElement;
  /** The icon goes after the label (Next's arrow) instead of before it. */
  iconAfterLabel?: boolean;
  tooltip?: string;
  /** CodeMirror key notation ('Shift-Enter'), bound by the editor. */
  shortcut?: string;
  isEnabled(state: WorkspaceState): boolean;
  /** For toggles: drawn pressed while true. */
  isActive?(state: WorkspaceState): boolean;
  /** For commands of some chapters or variants only: drawn only while true (default: always). */
  isVisible?(state: WorkspaceState): boolean;
  /** Drawn as a warning while true (Save while the editor has unsaved changes). */
  needsAttention?(state: WorkspaceState): boolean;
  /** While true a spinner named `busyLabel` replaces the icon; the command stays usable. */
  isBusy?(state: WorkspaceState): boolean;
  busyLabel?: string;
  /** While it answers one, the command is drawn with this label and tooltip (Save waiting offline). */
  stateLabel?(state: WorkspaceState): { label: string; tooltip: string } | null;
  perform(): void;
}

export const RUN_TOOLTIP = 'or press shift-enter in the editor';
export const AUTORUN_STARTED = 'Autorun Started';
export const AUTORUN_STOPPED = 'Autorun Stopped';

export interface ActionDeps {
  store: WorkspaceStore;
  execution: Execution;
  notifier: Notifier;
}

export function runAction({ execution }: ActionDeps): WorkspaceAction {
  return {
    id: 'run',
    label: 'Run',
    icon: <PlayIcon />,
    tooltip: RUN_TOOLTIP,
    shortcut: 'Shift-Enter',
    isEnabled: (s) => !s.isRunning,
    perform: () => void execution.run(),
  };
}

export function stopAction({ execution }: ActionDeps): WorkspaceAction {
  return {
    id: 'stop',
    label: 'Stop',
    icon: <StopIcon />,
    isEnabled: (s) => s.isRunning,
    perform: () => execution.stop(),
  };
}

export function autorunAction({ store, execution, notifier }: ActionDeps): WorkspaceAction {
  return {
    id: 'autorun',
    label: 'Autorun',
    icon: <AutomaticUpdatesIcon />,
    isEnabled: () => true,
    isActive: (s) => s.isEditorAutorun,
    perform() {
      const on = !store.getState().isEditorAutorun;
      store.setState({ isEditorAutorun: on });
      notifier.show(on ? AUTORUN_STARTED : AUTORUN_STOPPED, { intent: 'primary' });
      // Turning autorun on runs the current program at once, as an edit would.
      if (on) void execution.run();
    },
  };
}

/** Continues a run paused at a breakpoint or `debugger;` (enabled only while paused). */
export function resumeAction({ execution }: ActionDeps): WorkspaceAction {
  return {
    id: 'resume',
    label: 'Resume',
    icon: <StepForwardIcon />,
    isEnabled: (s) => s.isDebugging,
    // Breakpoints pause only where the Env Visualizer records runs.
    isVisible: (s) => envModelApplies(s.chapter, s.variant),
    perform: () => execution.resume?.(),
  };
}

/** The REPL command that asks a Non-Det search for its next value (docs/source-variants.md). */
export const TRY_AGAIN_COMMAND = 'try_again';
export const TRY_AGAIN_TOOLTIP = `The next value of the last input (as typing ${TRY_AGAIN_COMMAND} in the REPL)`;

/** Source §3 Non-Det: the next value of the last search, without typing the REPL command. */
export function tryAgainAction({ execution }: ActionDeps): WorkspaceAction {
  return {
    id: 'try-again',
    label: 'Try again',
    icon: <RefreshIcon />,
    tooltip: TRY_AGAIN_TOOLTIP,
    isEnabled: (s) => !s.isRunning,
    isVisible: (s) => s.variant === 'non-det',
    perform: () => void execution.evaluateInput(TRY_AGAIN_COMMAND),
  };
}

/** The playground's command set, in control-bar order. */
export function executionActions(deps: ActionDeps): WorkspaceAction[] {
  return [runAction(deps), stopAction(deps), autorunAction(deps), resumeAction(deps), tryAgainAction(deps)];
}
