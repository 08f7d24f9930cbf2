import { Button, InputGroup } from '@blueprintjs/core';
import { DuplicateIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import styles from './share.module.css';

/** A read-only link, selected on focus, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard permission: the link stays selectable in the field.
    }
  };
  return (
    <div className={styles.row}>
      <InputGroup readOnly aria-label={label} value={value} onFocus={(e) => e.currentTarget.select()} />
      <Button icon={<DuplicateIcon />} text={copied ? 'Copied' : 'Copy link'} onClick={() => void copy()} />
    </div>
  );
}
