import { Button, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { UNNAMED, VERSION_NAME_LABEL } from './texts';
import styles from './versions.module.css';

/** A version's name, and its inline editor: Enter or 'Save name' keeps it, Escape leaves it. */
export function VersionName(props: { name: string | null; onRename(name: string): Promise<void> }) {
  const { name, onRename } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const renaming = useMutation({
    mutationFn: onRename,
    onSuccess: () => setDraft(null),
    // A failure needs nothing here: the client toasted it; the input stays for another try.
  });
  const busy = renaming.isPending;

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
        renaming.mutate(draft);
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
