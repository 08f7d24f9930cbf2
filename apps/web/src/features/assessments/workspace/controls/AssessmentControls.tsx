import { Button, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, ArrowRightIcon, FloppyDiskIcon, HomeIcon, RefreshIcon } from '@blueprintjs/icons';
import { sublanguageName } from '@sa/domain';
import { useState } from 'react';
import { useWorkspace } from '../../../../workspace/context';
import { useStore } from '../../../../workspace/createStore';
import styles from '../assessmentWorkspace.module.css';
import { ResetDialog } from './ResetDialog';

export interface EditingControls {
  saving: boolean;
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

/** Save, highlighted as a warning while the editor has unsaved changes. */
function SaveButton({ saving, onSave }: Pick<EditingControls, 'saving' | 'onSave'>) {
  const { store } = useWorkspace();
  const unsaved = useStore(store, (s) => s.hasUnsavedChanges);
  return (
    <Button
      variant="minimal"
      icon={<FloppyDiskIcon />}
      text="Save"
      intent={unsaved ? 'warning' : 'none'}
      loading={saving}
      onClick={onSave}
    />
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
