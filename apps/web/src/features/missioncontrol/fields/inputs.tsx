import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { useEffect, useId, useState } from 'react';
import styles from '../missioncontrol.module.css';

/**
 * A whole-number field (spec 3 section 5): what is typed stays in the box while it is being typed,
 * but the mission only takes what `parse` makes of it, so a half-typed '-' keeps the old value; the
 * box shows the value the mission kept once it loses focus.
 */
export function IntegerField({
  label,
  value,
  parse,
  onChange,
}: {
  label: string;
  value: number;
  parse(text: string, previous: number): number;
  onChange(value: number): void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (!focused) setText(String(value));
  }, [value, focused]);
  return (
    <FormGroup label={label} labelFor={id} inline>
      <InputGroup
        id={id}
        inputMode="numeric"
        value={text}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onValueChange={(typed) => {
          setText(typed);
          const parsed = parse(typed, value);
          if (parsed !== value) onChange(parsed);
        }}
      />
    </FormGroup>
  );
}

export function TextField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id}>
      <InputGroup id={id} value={value} onValueChange={onChange} />
    </FormGroup>
  );
}

/** Several lines: a summary, a question's text, or code (monospace). */
export function TextAreaField({
  label,
  value,
  onChange,
  code = false,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  code?: boolean;
}) {
  const id = useId();
  return (
    <FormGroup label={label} labelFor={id}>
      <TextArea
        id={id}
        value={value}
        fill
        autoResize
        spellCheck={!code}
        className={code ? styles.code : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </FormGroup>
  );
}
