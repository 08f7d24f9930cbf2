import { HTMLSelect } from '@blueprintjs/core';
import type { ChangeEvent } from 'react';
import styles from './checkpointSimulator.module.css';
import type { ChosenFile } from './storage';
import { storyName } from './storedFiles';
import { CHOOSE_STORED, chosenFile, NO_FILE, OPTIONAL, storedChoice } from './texts';

export interface FileStepProps {
  /** The step's name, also the file input's label ('Default checkpoint', 'Checkpoint text'). */
  label: string;
  optional?: boolean;
  /** Shown under the choice when the step is optional and empty. */
  hint?: string;
  chosen: ChosenFile | null;
  /** The course's `stories/` files ('stories/a.txt'); null while they load. */
  stored: readonly string[] | null;
  disabled: boolean;
  onLocal(file: File): void;
  onStored(name: string): void;
}

/** One step of the Checkpoint Simulator: a local file or a stored `stories/` file, and which it holds. */
export function FileStep({
  label,
  optional,
  hint,
  chosen,
  stored,
  disabled,
  onLocal,
  onStored,
}: FileStepProps) {
  const pickLocal = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so choosing the same file again (after editing it) is seen as a change.
    event.currentTarget.value = '';
    if (file) onLocal(file);
  };
  const pickStored = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.value) onStored(event.currentTarget.value);
  };
  return (
    <fieldset disabled={disabled} className={styles.step}>
      <legend>{optional ? `${label} ${OPTIONAL}` : label}</legend>
      <label className={styles.fileLabel}>
        {label}
        <input type="file" accept=".txt,text/plain" onChange={pickLocal} />
      </label>
      <HTMLSelect aria-label={storedChoice(label)} value="" onChange={pickStored} fill>
        <option value="">{CHOOSE_STORED}</option>
        {(stored ?? []).map((path) => (
          <option key={path} value={storyName(path)}>
            {storyName(path)}
          </option>
        ))}
      </HTMLSelect>
      <p className={styles.held}>{chosen ? chosenFile(chosen.name) : NO_FILE}</p>
      {!chosen && hint && <p className={styles.hint}>{hint}</p>}
    </fieldset>
  );
}
