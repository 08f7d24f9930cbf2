import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import type { DriveFile } from '../../../lib/google/drive';
import styles from './drive.module.css';
import { LIST_ERROR } from './messages';
import type { Drive } from './useDrive';

interface OpenDialogProps {
  drive: Drive;
  onClose: () => void;
}

type Listing = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; files: DriveFile[] };

const byName = (a: DriveFile, b: DriveFile) => a.name.localeCompare(b.name);

function modified(file: DriveFile): string {
  return file.modifiedTime ? new Date(file.modifiedTime).toLocaleString() : '';
}

/** Lists the Drive files the app may see; picking one opens it and closes the dialog. */
export function OpenDialog({ drive, onClose }: OpenDialogProps) {
  const [listing, setListing] = useState<Listing>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { list, open } = drive;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry button's trigger
  useEffect(() => {
    let live = true;
    setListing({ kind: 'loading' });
    void list('files').then((files) => {
      if (live) setListing(files ? { kind: 'ready', files: [...files].sort(byName) } : { kind: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [list, attempt]);

  const pick = async (file: DriveFile) => {
    if (await open(file)) onClose();
  };

  return (
    <Dialog isOpen title="Open from Google Drive" onClose={onClose}>
      <DialogBody>
        {listing.kind === 'loading' && <Spinner aria-label="Loading files" />}
        {listing.kind === 'failed' && (
          <Callout intent="danger" title={LIST_ERROR}>
            <Button text="Retry" onClick={() => setAttempt((n) => n + 1)} />
          </Callout>
        )}
        {listing.kind === 'ready' && listing.files.length === 0 && <p>There are no files to open yet.</p>}
        {listing.kind === 'ready' && listing.files.length > 0 && (
          <ul className={styles.files} aria-label="Google Drive files">
            {listing.files.map((file) => (
              <li key={file.id}>
                <Button
                  variant="minimal"
                  alignText="start"
                  fill
                  icon={<DocumentIcon />}
                  disabled={drive.busy}
                  onClick={() => void pick(file)}
                  text={file.name}
                  endIcon={<span className={styles.modified}>{modified(file)}</span>}
                />
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Cancel" onClick={onClose} />} />
    </Dialog>
  );
}
