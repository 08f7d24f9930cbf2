import { FormGroup } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';

/** Clamps to [min, max] and rounds to a whole number. */
export function clampWhole(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * A labelled number field that applies its value as the user types, clamped to [min, max]. The
 * text may be half-typed (empty, '-') meanwhile; leaving the field shows the value in force.
 */
export function ClampedNumberInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (!editing) setText(String(value));
  }, [value, editing]);
  return (
    <FormGroup label={label} labelFor={id} inline style={{ marginBottom: 0 }}>
      <input
        id={id}
        className="bp6-input"
        type="number"
        min={min}
        max={max}
        step={1}
        value={text}
        style={{ width: '5em' }}
        onFocus={() => setEditing(true)}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(parsed))
            onChange(clampWhole(parsed, min, max));
        }}
        onBlur={() => {
          setEditing(false);
          setText(String(value));
        }}
      />
    </FormGroup>
  );
}
