import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { DEFAULT_NEW_REPOSITORY_NAME, repositoryTitleRefusal } from '@sa/domain';
import { useState } from 'react';
import { WORKSPACE_TEXTS } from './texts';

/**
 * A new mission's save confirmation (spec 3 section 2.4): the repository title (required, a default
 * proposed), the files that will be created, Close and Confirm.
 */
export function SaveDialog(props: {
  files: readonly string[];
  busy: boolean;
  onConfirm(title: string): void;
  onClose(): void;
}) {
  const [title, setTitle] = useState<string>(DEFAULT_NEW_REPOSITORY_NAME);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () => {
    const message = repositoryTitleRefusal(title);
    setRefusal(message);
    if (message === null) props.onConfirm(title);
  };
  return (
    <Dialog isOpen title={WORKSPACE_TEXTS.saveDialogTitle} onClose={props.onClose}>
      <DialogBody>
        <FormGroup label={WORKSPACE_TEXTS.repositoryTitle} labelFor="classroom-repository-title">
          <InputGroup id="classroom-repository-title" value={title} onValueChange={setTitle} />
        </FormGroup>
        {refusal ? (
          <Callout intent="danger" role="alert">
            {refusal}
          </Callout>
        ) : null}
        <h4>{WORKSPACE_TEXTS.filesToCreate}</h4>
        <ul aria-label={WORKSPACE_TEXTS.filesToCreate}>
          {props.files.map((file) => (
            <li key={file}>{file}</li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Close" onClick={props.onClose} />
            <Button text="Confirm" intent="primary" loading={props.busy} onClick={confirm} />
          </>
        }
      />
    </Dialog>
  );
}
