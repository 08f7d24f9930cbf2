import { Tag } from '@blueprintjs/core';
import { sublanguageName } from '@sa/domain';
import { useWorkspace } from '../../../../workspace/context';
import type { ControlBarEntry } from '../../../../workspace/controlbar/ControlBar';
import { useStore } from '../../../../workspace/createStore';
import styles from '../assessmentWorkspace.module.css';
import type { SaveStatus } from '../useCodeQuestion';

export const STATUS_SAVING = 'Saving...';
export const STATUS_SAVED = 'All changes saved';
export const STATUS_UNSAVED = 'Unsaved changes';
export const STATUS_FAILED = 'Not saved';
export const STATUS_WAITING = 'Saved on this device';

/** Autosave's quiet status: what the last save did, or that newer edits are waiting. */
function SaveStatusText({ status }: { status: SaveStatus }) {
  const { store } = useWorkspace();
  const unsaved = useStore(store, (s) => s.hasUnsavedChanges);
  const text =
    status === 'saving'
      ? STATUS_SAVING
      : status === 'failed'
        ? STATUS_FAILED
        : status === 'waiting' && !unsaved
          ? STATUS_WAITING
          : unsaved
            ? STATUS_UNSAVED
            : status === 'saved'
              ? STATUS_SAVED
              : '';
  return (
    <span role="status" aria-label="Autosave" className={styles.saveStatus}>
      {text}
    </span>
  );
}

/** The fixed chapter display: an assessment's language is the question's, not a choice. */
function ChapterDisplay() {
  const { store } = useWorkspace();
  const chapter = useStore(store, (s) => s.chapter);
  const variant = useStore(store, (s) => s.variant);
  return (
    <Tag minimal large className={styles.chapter} aria-label="Language">
      {sublanguageName(chapter, variant)}
    </Tag>
  );
}

/**
 * The assessment's control bar (spec 1 section 2.7): Run and Stop, Save with autosave's status and
 * Reset template for code, the chapter, Previous, the progress label and Next or Return. The
 * commands are the registered actions (controls/actions.tsx); a question without them (an MCQ has
 * no Save) leaves their places out.
 */
export function assessmentControlLayout(options: {
  /** Autosave is on: its status is shown quietly beside Save. Null when it is off. */
  autosave: { status: SaveStatus } | null;
  index: number;
  count: number;
}): ControlBarEntry[] {
  const { autosave, index, count } = options;
  return [
    'run',
    'stop',
    'save',
    ...(autosave ? [<SaveStatusText key="save-status" status={autosave.status} />] : []),
    'reset',
    <ChapterDisplay key="chapter" />,
    'previous',
    <span key="progress" className={styles.progress}>{`Question ${index + 1} of ${count}`}</span>,
    'next',
  ];
}
