import { ArrowLeftIcon, ArrowRightIcon, FloppyDiskIcon, HomeIcon, RefreshIcon } from '@blueprintjs/icons';
import type { WorkspaceAction } from '../../../../workspace/actions';
import { WAITING_DETAIL, WAITING_LABEL } from '../../offline/texts';

/**
 * The commands an assessment adds to the shared workspace's (spec 1 section 2.7), registered like
 * Run (CONVENTIONS 7): the control bar, the mobile popover and the editor's keys use the same
 * objects. Built once per question; `perform` calls through to the page's current handlers.
 */

export const SAVE_SHORTCUT = 'Mod-s';

/**
 * Save, drawn as a warning while the editor has unsaved changes. It stays usable while a save is out
 * (a spinner shows it): a learner who gives up on a slow save may save again, and the server keeps
 * whichever edit is newer. While the last save waits on this device (offline), it says so.
 */
export function saveAction(save: () => void): WorkspaceAction {
  return {
    id: 'save',
    label: 'Save',
    icon: <FloppyDiskIcon />,
    shortcut: SAVE_SHORTCUT,
    isEnabled: () => true,
    needsAttention: (s) => s.hasUnsavedChanges,
    isBusy: (s) => s.isSaving,
    busyLabel: 'Saving',
    stateLabel: (s) => (s.saveWaiting ? { label: WAITING_LABEL, tooltip: WAITING_DETAIL } : null),
    perform: save,
  };
}

/** Reset template: asks first (the Reset dialog), then puts the question's template back. */
export function resetAction(askToReset: () => void): WorkspaceAction {
  return {
    id: 'reset',
    label: 'Reset template',
    icon: <RefreshIcon />,
    isEnabled: () => true,
    perform: askToReset,
  };
}

/** Previous question; there is none before the first. */
export function previousAction(index: number, goPrevious: () => void): WorkspaceAction {
  return {
    id: 'previous',
    label: 'Previous',
    icon: <ArrowLeftIcon />,
    isEnabled: () => index > 0,
    perform: goPrevious,
  };
}

/** Next question, or Return to Academy on the last one. */
export function nextAction(last: boolean, goNext: () => void): WorkspaceAction {
  return {
    id: 'next',
    ...(last
      ? { label: 'Return to Academy', icon: <HomeIcon /> }
      : { label: 'Next', icon: <ArrowRightIcon />, iconAfterLabel: true }),
    isEnabled: () => true,
    perform: goNext,
  };
}
