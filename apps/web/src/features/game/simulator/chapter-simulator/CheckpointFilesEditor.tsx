import { Button, ButtonGroup, HTMLSelect } from '@blueprintjs/core';
import { ArrowDownIcon, ArrowUpIcon, CrossIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import {
  ADD,
  ADD_CHECKPOINT_FILE_LABEL,
  CHECKPOINT_FILES_LABEL,
  MISSING_CHECKPOINT_FILE,
  moveDown,
  moveUp,
  NO_CHECKPOINT_FILES,
  removeFile,
} from '../texts';
import { moveItem } from './chapterDraft';
import styles from './chapterSimulator.module.css';

export interface CheckpointFilesEditorProps {
  /** The chapter's files, in play order. */
  value: readonly string[];
  onChange(filenames: string[]): void;
  /** Plain names of the files under `stories/`. */
  choices: readonly string[];
}

/**
 * The chapter's ordered checkpoint files (spec 3 section 3: filenames are played in order),
 * picked from the course's `stories/` files: add, remove, move up or down.
 */
export function CheckpointFilesEditor({ value, onChange, choices }: CheckpointFilesEditorProps) {
  const selectId = useId();
  const headingId = useId();
  const left = choices.filter((name) => !value.includes(name));
  const [picked, setPicked] = useState('');
  // The pick falls back to the first file still free, so Add works without touching the select.
  const toAdd = left.includes(picked) ? picked : (left[0] ?? '');
  const available = new Set(choices);

  return (
    <section aria-labelledby={headingId} className={styles.files}>
      <h3 id={headingId}>{CHECKPOINT_FILES_LABEL}</h3>
      {value.length === 0 ? (
        <p>{NO_CHECKPOINT_FILES}</p>
      ) : (
        <ol aria-labelledby={headingId} className={styles.fileList}>
          {value.map((name, index) => (
            <li key={name} className={styles.fileRow}>
              <span className={styles.fileName}>
                {name}
                {!available.has(name) && <em> {MISSING_CHECKPOINT_FILE}</em>}
              </span>
              <ButtonGroup>
                <Button
                  size="small"
                  icon={<ArrowUpIcon />}
                  aria-label={moveUp(name)}
                  disabled={index === 0}
                  onClick={() => onChange(moveItem(value, index, -1))}
                />
                <Button
                  size="small"
                  icon={<ArrowDownIcon />}
                  aria-label={moveDown(name)}
                  disabled={index === value.length - 1}
                  onClick={() => onChange(moveItem(value, index, 1))}
                />
                <Button
                  size="small"
                  icon={<CrossIcon />}
                  aria-label={removeFile(name)}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                />
              </ButtonGroup>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.addRow}>
        <label htmlFor={selectId}>{ADD_CHECKPOINT_FILE_LABEL}</label>
        <HTMLSelect
          id={selectId}
          value={toAdd}
          disabled={left.length === 0}
          onChange={(event) => setPicked(event.currentTarget.value)}
        >
          {left.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </HTMLSelect>
        <Button text={ADD} disabled={toAdd === ''} onClick={() => onChange([...value, toAdd])} />
      </div>
    </section>
  );
}
