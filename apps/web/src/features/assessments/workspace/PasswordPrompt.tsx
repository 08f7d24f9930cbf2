import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useId, useState } from 'react';
import { INVALID_PASSWORD } from './loadFailure';

/**
 * The password prompt of a private assessment (spec 1 section 4): asked again after a wrong password,
 * until it is right or the learner cancels.
 */
export function PasswordPrompt(props: {
  wrong: boolean;
  busy: boolean;
  onSubmit(password: string): void;
  onCancel(): void;
}) {
  const [password, setPassword] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || props.busy) return;
    props.onSubmit(password);
    setPassword('');
  };
  return (
    <Dialog
      isOpen
      title="This assessment is password-protected."
      onClose={props.onCancel}
      canOutsideClickClose={false}
    >
      <form onSubmit={submit}>
        <DialogBody>
          {props.wrong ? <Callout intent="danger">{INVALID_PASSWORD}</Callout> : null}
          <FormGroup label="Password" labelFor={id}>
            <InputGroup
              id={id}
              type="password"
              autoFocus
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={props.onCancel} />
              <Button
                type="submit"
                text="Unlock"
                intent="primary"
                loading={props.busy}
                disabled={password === ''}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
