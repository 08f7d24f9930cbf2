import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { DriveFile } from '../../../lib/google/drive';
import { EMPTY_NAME } from './messages';
import type { Drive } from './useDrive';

interface SaveAsDialogProps {
  drive: Drive;
  onClose: () => void;
}

const ROOT = '';

/** Saves the program as a new Drive file: a name (spec 3 section 5: non-empty) and a folder. */
export function SaveAsDialog({ drive, onClose }: SaveAsDialogProps) {
  const [name, setName] = useState(drive.opened?.name ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [folders, setFolders] = useState<DriveFile[]>([]);
  const [folder, setFolder] = useState(ROOT);
  const { list, saveAs } = drive;
  const nameInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    // Without the folder list the file still goes to My Drive: no error to show for it.
    void list('folders').then((found) => {
      if (live && found) setFolders([...found].sort((a, b) => a.name.localeCompare(b.name)));
    });
    return () => {
      live = false;
    };
  }, [list]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(EMPTY_NAME);
      return;
    }
    if (await saveAs(trimmed, folder || undefined)) onClose();
  };

  return (
    // Focus goes to the name once the dialog has finished opening: focused earlier, the dialog's
    // own focus handling would take it back while the user types.
    <Dialog isOpen title="Save to Google Drive" onClose={onClose} onOpened={() => nameInput.current?.focus()}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label="File name"
            labelFor="drive-save-name"
            intent={nameError ? 'danger' : 'none'}
            helperText={nameError}
          >
            <InputGroup
              id="drive-save-name"
              inputRef={nameInput}
              value={name}
              intent={nameError ? 'danger' : 'none'}
              aria-invalid={nameError !== undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameError(undefined);
              }}
            />
          </FormGroup>
          <FormGroup label="Folder" labelFor="drive-save-folder">
            <HTMLSelect
              id="drive-save-folder"
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
            >
              <option value={ROOT}>My Drive</option>
              {folders.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text="Save" loading={drive.busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
