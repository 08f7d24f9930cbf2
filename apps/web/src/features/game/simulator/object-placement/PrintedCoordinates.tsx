import { Button, FormGroup, TextArea } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { COORDINATES_LABEL, COPIED, COPY, NOTHING_TO_PRINT } from './texts';

/** 'Print coordinates': the lines in a read-only text area, with a button that copies them. */
export function PrintedCoordinates({ lines }: { lines: readonly string[] }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const value = lines.join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(value);
    } catch {
      // No clipboard permission: the lines stay selectable in the text area.
    }
  };
  return (
    <FormGroup label={COORDINATES_LABEL} labelFor={id}>
      <TextArea
        id={id}
        readOnly
        fill
        rows={Math.min(12, Math.max(3, lines.length))}
        value={value}
        placeholder={NOTHING_TO_PRINT}
        onFocus={(event) => event.currentTarget.select()}
        style={{ fontFamily: 'monospace', whiteSpace: 'pre' }}
      />
      <Button
        icon={<DuplicateIcon />}
        text={copied === value && value !== '' ? COPIED : COPY}
        disabled={value === ''}
        onClick={() => void copy()}
      />
    </FormGroup>
  );
}
