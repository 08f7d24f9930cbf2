import { Button, Spinner, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, FloppyDiskIcon, HomeIcon, RefreshIcon } from '@blueprintjs/icons';
import { sublanguageName } from '@sa/domain';
import { useState } from 'react';
import { useWorkspace } from '../../../../workspace/context';
import { useStore } from '../../../../workspace/createStore';
import styles from '../assessmentWorkspace.module.css';
import type { SaveStatus } from '../useCodeQuestion';
import { ResetDialog } from './ResetDialog';

export interface EditingControls {
  saving: boolean;
  /** Autosave is on: its status is shown quietly beside Save. Null when it is off. */
  autosave: { status: SaveStatus } | null;
  onSave(): void;
  onReset(): void;
}

export interface NavigationControls {
  index: number;
  count: number;
  onPrevious(): void;
  /** Next, or Return to Academy on the last question. */
  onNext(): void;
}

/**
 * Save, highlighted as a warning while the editor has unsaved changes. It stays clickable while a
 * save is out (a spinner shows it): a learner who gives up on a slow save may save again, and the
 * server keeps whichever edit is newer.
 */
function SaveButton({ saving, onSave }: Pick<EditingControls, 'saving' | 'onSave'>) {
  const { store } = useWorkspace();
  const unsaved = useStore(store, (s) => s.hasUnsavedChanges);
  return (
    <Button
      variant="minimal"
      icon={saving ? <Spinner size={16} aria-label="Saving" /> : <FloppyDiskIcon />}
      text="Save"
      intent={unsaved ? 'warning' : 'none'}
      onClick={onSave}
    />
  );
}

export const STATUS_SAVING = 'Saving...';
export const STATUS_SAVED = 'All changes saved';
export const STATUS_UNSAVED = 'Unsaved changes';
export const STATUS_FAILED = 'Not saved';

/** Autosave's quiet status: what the last save did, or that newer edits are waiting. */
function SaveStatusText({ status }: { status: SaveStatus }) {
  const { store } = useWorkspace();
  const unsaved = useStore(store, (s) => s.hasUnsavedChanges);
  const text =
    status === 'saving'
      ? STATUS_SAVING
      : status === 'failed'
        ? STATUS_FAILED
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
 * The assessment's part of the control bar (spec 1 section 2.7), after the shared Run and Stop:
 * Save and Reset template for code, the chapter, Previous, the progress label and Next or Return.
 */
export function AssessmentControls(props: {
  editing: EditingControls | null;
  navigation: NavigationControls;
}) {
  const { editing, navigation } = props;
  const [resetOpen, setResetOpen] = useState(false);
  const last = navigation.index === navigation.count - 1;
  return (
    <>
      {editing ? (
        <>
          <SaveButton saving={editing.saving} onSave={editing.onSave} />
          {editing.autosave ? <SaveStatusText status={editing.autosave.status} /> : null}
          <Button
            variant="minimal"
            icon={<RefreshIcon />}
            text="Reset template"
            onClick={() => setResetOpen(true)}
          />
          <ResetDialog isOpen={resetOpen} onConfirm={editing.onReset} onClose={() => setResetOpen(false)} />
        </>
      ) : null}
      <ChapterDisplay />
      <Button
        variant="minimal"
        icon={<ArrowLeftIcon />}
        text="Previous"
        disabled={navigation.index === 0}
        onClick={navigation.onPrevious}
      />
      <span className={styles.progress}>{`Question ${navigation.index + 1} of ${navigation.count}`}</span>
      <Button
        variant="minimal"
        icon={last ? <HomeIcon /> : undefined}
        endIcon={last ? undefined : <ArrowRightIcon />}
        text={last ? 'Return to Academy' : 'Next'}
        onClick={navigation.onNext}
      />
    </>
  );
}
