import { Button, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { UNNAMED, VERSION_NAME_LABEL } from './texts';
import styles from './versions.module.css';

/** A version's name, and its inline editor: Enter or 'Save name' keeps it, Escape leaves it. */
export function VersionName(props: { name: string | null; onRename(name: string): Promise<void> }) {
  const { name, onRename } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (value: string) => {
    setBusy(true);
    try {
      await onRename(value);
      setDraft(null);
    } catch {
      // The client toasted the failure; the input stays for another try.
    } finally {
      setBusy(false);
    }
  };

  if (draft === null) {
    return (
      <>
        <span className={name === null ? styles.unnamed : styles.name}>{name ?? UNNAMED}</span>
        <Button
          variant="minimal"
          size="small"
          text={name === null ? 'Name' : 'Rename'}
          onClick={() => setDraft(name ?? '')}
        />
      </>
    );
  }
  return (
    <form
      className={styles.name}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(draft);
      }}
    >
      <InputGroup
        aria-label={VERSION_NAME_LABEL}
        autoFocus
        size="small"
        value={draft}
        maxLength={100}
        disabled={busy}
        onValueChange={setDraft}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        rightElement={<Button type="submit" variant="minimal" size="small" text="Save name" loading={busy} />}
      />
    </form>
  );
}
