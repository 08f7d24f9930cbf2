import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import type { Device, DeviceRegistration } from '@sa/contracts';
import { DEVICE_TYPES, deviceSecretProblem, deviceTitleProblem } from '@sa/domain';
import { type FormEvent, useState } from 'react';

export interface DeviceDialogProps {
  /** The device edited; a new one is added when absent. */
  device?: Device;
  /** Saves and resolves true when done (the dialog closes), false when it failed (it stays open). */
  onSave(registration: DeviceRegistration): Promise<boolean>;
  onClose(): void;
}

/**
 * 'Add new device' and Edit (spec 3 section 5): a name and a secret that are not empty, the type one
 * of the known types. Editing changes the title only: the type is fixed and the secret read-only.
 */
export function DeviceDialog({ device, onSave, onClose }: DeviceDialogProps) {
  const editing = device !== undefined;
  const [title, setTitle] = useState(device?.title ?? '');
  const [type, setType] = useState(device?.type ?? DEVICE_TYPES[0]?.id ?? '');
  const [secret, setSecret] = useState(device?.secret ?? '');
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const titleProblem = deviceTitleProblem(title);
  const secretProblem = editing ? null : deviceSecretProblem(secret);
  const shown = (problem: { message: string } | null) => (checked ? problem?.message : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (titleProblem || secretProblem) return;
    setSaving(true);
    const saved = await onSave({ title: title.trim(), type, secret: secret.trim() });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog isOpen title={editing ? 'Edit device' : 'Add new device'} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <FormGroup
            label="Name"
            labelFor="device-title"
            intent={shown(titleProblem) ? 'danger' : 'none'}
            helperText={shown(titleProblem)}
          >
            <InputGroup
              id="device-title"
              value={title}
              autoFocus
              intent={shown(titleProblem) ? 'danger' : 'none'}
              onChange={(event) => setTitle(event.target.value)}
            />
          </FormGroup>
          <FormGroup label="Type" labelFor="device-type">
            <HTMLSelect
              id="device-type"
              value={type}
              disabled={editing}
              onChange={(event) => setType(event.target.value)}
              options={DEVICE_TYPES.map((t) => ({ value: t.id, label: t.name }))}
            />
          </FormGroup>
          <FormGroup
            label="Secret"
            labelFor="device-secret"
            intent={shown(secretProblem) ? 'danger' : 'none'}
            helperText={shown(secretProblem) ?? (editing ? undefined : 'The secret your device shows')}
          >
            <InputGroup
              id="device-secret"
              value={secret}
              readOnly={editing}
              intent={shown(secretProblem) ? 'danger' : 'none'}
              onChange={(event) => setSecret(event.target.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} />
              <Button type="submit" intent="primary" text={editing ? 'Save' : 'Add'} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
