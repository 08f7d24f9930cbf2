import { Button, Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { GoalDefinition } from '@sa/contracts';
import { EventName } from '@sa/contracts';
import {
  COUNTED_EVENT_NAMES,
  changeGoalType,
  EDITABLE_GOAL_TYPES,
  type GoalType,
  goalTypeLabel,
  isGoalDirty,
} from '@sa/domain';
import { useId } from 'react';
import styles from './control.module.css';
import { CheckboxList, CountField, DateField, TextField } from './fields';
import { UNSUPPORTED_GOAL, UNTITLED_GOAL } from './texts';

export interface GoalCardProps {
  goal: GoalDefinition;
  saved: GoalDefinition;
  onChange: (draft: GoalDefinition) => void;
  onSave: () => void;
  onDiscard: () => void;
  onDelete: () => void;
}

const isEditableType = (type: string): type is GoalType =>
  EDITABLE_GOAL_TYPES.some((editable) => editable === type);

/** Keeps the two copies of the target (top level and meta) equal, as the server requires. */
function withTarget(goal: GoalDefinition, targetCount: number): GoalDefinition {
  switch (goal.type) {
    case 'Manual':
      return { ...goal, targetCount, meta: { ...goal.meta, targetCount } };
    case 'Event':
      return { ...goal, targetCount, meta: { ...goal.meta, targetCount } };
    default:
      return goal;
  }
}

/**
 * One goal definition (spec 2 section 3): Manual and Event goals are edited here; Assessment and
 * Binary goals are shown as unsupported and cannot be changed, only deleted.
 */
export function GoalCard(props: GoalCardProps) {
  const { goal, onChange } = props;
  const typeId = useId();
  const dirty = isGoalDirty(goal, props.saved);
  const editable = isEditableType(goal.type);

  return (
    <Card className={styles.card} aria-label={goal.text || UNTITLED_GOAL} role="article">
      <div className={styles.fields}>
        <TextField
          label="Goal text"
          value={goal.text}
          disabled={!editable}
          onChange={(text) => onChange({ ...goal, text })}
        />
        <FormGroup label="Goal type" labelFor={typeId} className={styles.field}>
          <HTMLSelect
            id={typeId}
            value={goal.type}
            disabled={!editable}
            options={
              editable
                ? EDITABLE_GOAL_TYPES.map((type) => ({ value: type, label: goalTypeLabel(type) }))
                : [{ value: goal.type, label: goalTypeLabel(goal.type) }]
            }
            onChange={(e) => {
              const type = e.currentTarget.value;
              if (isEditableType(type)) onChange(changeGoalType(goal, type));
            }}
          />
        </FormGroup>
        <CountField
          label="Target count"
          value={goal.targetCount}
          disabled={!editable}
          onChange={(n) => onChange(withTarget(goal, n))}
        />
      </div>
      {editable ? null : <p className={styles.muted}>{UNSUPPORTED_GOAL}</p>}
      {goal.type === 'Event' ? <EventFields goal={goal} onChange={onChange} /> : null}
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

type EventGoal = Extract<GoalDefinition, { type: 'Event' }>;

/** The events an Event goal counts and the windows it counts them in. */
function EventFields({ goal, onChange }: { goal: EventGoal; onChange: (draft: GoalDefinition) => void }) {
  const set = (patch: Partial<EventGoal['meta']>) => onChange({ ...goal, meta: { ...goal.meta, ...patch } });
  // Names stored earlier that the editor no longer offers stay visible so they can be unticked.
  const names = [...new Set<string>([...COUNTED_EVENT_NAMES, ...goal.meta.eventNames])];
  return (
    <>
      <CheckboxList
        legend="Events"
        options={names.map((name) => ({ value: name, label: name }))}
        selected={goal.meta.eventNames}
        onChange={(selected) =>
          set({ eventNames: selected.flatMap((n) => EventName.safeParse(n).data ?? []) })
        }
        empty=""
      />
      <div className={styles.fields}>
        <DateField label="Goal release" value={goal.meta.release} onChange={(release) => set({ release })} />
        <DateField
          label="Goal deadline"
          value={goal.meta.deadline}
          onChange={(deadline) => set({ deadline })}
        />
        <DateField
          label="Observe from"
          value={goal.meta.observeFrom}
          onChange={(observeFrom) => set({ observeFrom })}
        />
        <DateField
          label="Observe to"
          value={goal.meta.observeTo}
          onChange={(observeTo) => set({ observeTo })}
        />
      </div>
    </>
  );
}
