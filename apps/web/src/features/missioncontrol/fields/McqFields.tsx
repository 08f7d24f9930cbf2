import { Button, H5 } from '@blueprintjs/core';
import {
  addMcqChoice,
  mcqSolution,
  parseMcqSolutionField,
  removeMcqChoice,
  type StoredMcqChoice,
  withMcqSolution,
} from '@sa/domain';
import styles from '../missioncontrol.module.css';
import { IntegerField, TextAreaField, TextField } from './inputs';

/** A multiple-choice question's choices (text and hint) and its solution index (spec 3 section 5). */
export function McqFields({
  choices,
  onChange,
}: {
  choices: readonly StoredMcqChoice[];
  onChange(choices: StoredMcqChoice[]): void;
}) {
  const update = (index: number, patch: Partial<StoredMcqChoice>) =>
    onChange(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  return (
    <section className={styles.fields} aria-label="Choices">
      <H5>Choices</H5>
      {choices.map((choice, index) => (
        <div key={choice.choiceId} className={styles.item}>
          <TextAreaField
            label={`Choice ${index + 1}`}
            value={choice.content}
            onChange={(content) => update(index, { content })}
          />
          <TextField
            label={`Choice ${index + 1} hint`}
            value={choice.hint ?? ''}
            // An empty hint is no hint: the file then has no hint attribute.
            onChange={(hint) => update(index, { hint: hint === '' ? null : hint })}
          />
          <Button
            text={`Remove choice ${index + 1}`}
            onClick={() => onChange(removeMcqChoice(choices, index))}
          />
        </div>
      ))}
      <Button icon="add" text="Add choice" onClick={() => onChange(addMcqChoice(choices))} />
      <IntegerField
        label="Solution (choice index from 0)"
        value={mcqSolution(choices)}
        parse={(text, previous) => parseMcqSolutionField(text, previous, choices.length)}
        onChange={(solution) => onChange(withMcqSolution(choices, solution))}
      />
    </section>
  );
}
