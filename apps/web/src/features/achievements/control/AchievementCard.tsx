import { Button, Card, Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { Achievement, GoalDefinition } from '@sa/contracts';
import { availablePrerequisites, isAchievementDirty, positionOptions } from '@sa/domain';
import { useId } from 'react';
import styles from './control.module.css';
import { CheckboxList, CountField, DateField, LongTextField, TextField } from './fields';
import { NO_GOALS_YET, NO_PREREQUISITES_AVAILABLE, UNTITLED_ACHIEVEMENT } from './texts';

export interface AchievementCardProps {
  /** The card's content: its draft while edited, else the saved achievement. */
  achievement: Achievement;
  /** The achievement as saved locally; the card is dirty while the two differ. */
  saved: Achievement;
  /** Every achievement as the cards show them, this card's draft included. */
  achievements: readonly Achievement[];
  goals: readonly GoalDefinition[];
  onChange: (draft: Achievement) => void;
  onSave: () => void;
  onDiscard: () => void;
  onDelete: () => void;
}

/**
 * One editable achievement (spec 2 "Achievement control"). A dirty card offers Save and Discard,
 * a clean one Delete. Prerequisite choices are its current prerequisites plus the achievements
 * that are neither itself nor an ancestor or descendant (the domain rule), so no cycle can be made.
 */
export function AchievementCard(props: AchievementCardProps) {
  const { achievement: a, onChange } = props;
  const dirty = isAchievementDirty(a, props.saved);
  const positionId = useId();
  const set = (patch: Partial<Achievement>) => onChange({ ...a, ...patch });
  const setView = (patch: Partial<Achievement['view']>) => set({ view: { ...a.view, ...patch } });

  const titleOf = new Map(props.achievements.map((x) => [x.uuid, x.title]));
  const available = availablePrerequisites(props.achievements, a.uuid).map((x) => x.uuid);
  const prerequisiteOptions = [...new Set([...a.prerequisiteUuids, ...available])]
    .filter((uuid) => titleOf.has(uuid))
    .map((uuid) => ({ value: uuid, label: titleOf.get(uuid) ?? uuid }));
  const goalOptions = props.goals.map((g) => ({ value: g.uuid, label: g.text }));
  // 0 to the task count plus 1, counted on the saved list so editing this card does not move them.
  const positions = positionOptions(props.achievements.map((x) => (x.uuid === a.uuid ? props.saved : x)));

  return (
    <Card className={styles.card} aria-label={a.title || UNTITLED_ACHIEVEMENT} role="article">
      <div className={styles.fields}>
        <TextField label="Title" value={a.title} onChange={(title) => set({ title })} />
        <CountField label="XP" value={a.xp} onChange={(xp) => set({ xp })} />
        <FormGroup label="Position" labelFor={positionId} className={styles.field}>
          <HTMLSelect
            id={positionId}
            value={a.position}
            options={positions.map((p) => ({ value: p, label: String(p) }))}
            onChange={(e) => {
              const position = Number(e.currentTarget.value);
              set({ position, isTask: position > 0 });
            }}
          />
        </FormGroup>
        <Checkbox
          className={styles.field}
          label="Variable XP"
          checked={a.isVariableXp}
          onChange={(e) => set({ isVariableXp: e.currentTarget.checked })}
        />
        <DateField label="Release" value={a.release} onChange={(release) => set({ release })} />
        <DateField label="Deadline" value={a.deadline} onChange={(deadline) => set({ deadline })} />
      </div>
      <div className={styles.lists}>
        <CheckboxList
          legend="Prerequisites"
          options={prerequisiteOptions}
          selected={a.prerequisiteUuids}
          onChange={(prerequisiteUuids) => set({ prerequisiteUuids })}
          empty={NO_PREREQUISITES_AVAILABLE}
        />
        <CheckboxList
          legend="Goals"
          options={goalOptions}
          selected={a.goalUuids}
          onChange={(goalUuids) => set({ goalUuids })}
          empty={NO_GOALS_YET}
        />
      </div>
      <div className={styles.fields}>
        <TextField
          label="Card background"
          value={a.cardBackground ?? ''}
          onChange={(url) => set({ cardBackground: url === '' ? null : url })}
        />
        <TextField
          label="Cover image"
          value={a.view.coverImage ?? ''}
          onChange={(url) => setView({ coverImage: url === '' ? null : url })}
        />
      </div>
      <LongTextField
        label="Description"
        value={a.view.description ?? ''}
        onChange={(description) => setView({ description })}
      />
      <LongTextField
        label="Completion text"
        value={a.view.completionText ?? ''}
        onChange={(completionText) => setView({ completionText })}
      />
      <div className={styles.actions}>
        {dirty ? (
          <>
            <Button intent="primary" text="Save" onClick={props.onSave} />
            <Button text="Discard" onClick={props.onDiscard} />
          </>
        ) : (
          <Button intent="danger" variant="outlined" text="Delete" onClick={props.onDelete} />
        )}
      </div>
    </Card>
  );
}
