import { Checkbox, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useId } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/localDateInput';
import styles from './control.module.css';

/** Small labelled inputs of the editor's cards: every one is found by its label. */

export function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormGroup label={props.label} labelFor={id} className={styles.field}>
      <InputGroup
        id={id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FormGroup>
  );
}

export function LongTextField(props: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <FormGroup label={props.label} labelFor={id} className={styles.wideField}>
      <TextArea id={id} value={props.value} fill onChange={(e) => props.onChange(e.target.value)} />
    </FormGroup>
  );
}

/** A whole number of at least 0: the value is kept as typed; the domain rules floor and clamp it. */
export function CountField(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormGroup label={props.label} labelFor={id} className={styles.field}>
      <InputGroup
        id={id}
        type="number"
        min={0}
        step={1}
        value={String(props.value)}
        disabled={props.disabled}
        onChange={(e) => {
          const n = e.target.valueAsNumber;
          props.onChange(Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);
        }}
      />
    </FormGroup>
  );
}

export function DateField(props: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <FormGroup label={props.label} labelFor={id} className={styles.field}>
      <InputGroup
        id={id}
        type="datetime-local"
        value={toLocalInput(props.value)}
        disabled={props.disabled}
        onChange={(e) => props.onChange(fromLocalInput(e.target.value))}
      />
    </FormGroup>
  );
}

/** A multi-select as a group of checkboxes (Blueprint core has no MultiSelect). */
export function CheckboxList(props: {
  legend: string;
  options: readonly { value: string; label: string }[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  empty: string;
  disabled?: boolean;
}) {
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...props.selected, value] : props.selected.filter((v) => v !== value));
  return (
    <fieldset className={styles.checkboxList}>
      <legend>{props.legend}</legend>
      {props.options.length === 0 ? <p className={styles.muted}>{props.empty}</p> : null}
      {props.options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={props.selected.includes(option.value)}
          disabled={props.disabled}
          onChange={(e) => toggle(option.value, e.currentTarget.checked)}
        />
      ))}
    </fieldset>
  );
}
