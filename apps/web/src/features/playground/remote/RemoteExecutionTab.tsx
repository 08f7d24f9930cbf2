import { Alert, Button, HTMLTable, Spinner } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import type { Device, DeviceRegistration } from '@sa/contracts';
import { deviceMessages, deviceTypeById } from '@sa/domain';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { RouteCaller } from '../../../api/call';
import { ApiError } from '../../../api/errors';
import { callErrorText } from '../../../lib/callErrors';
import { deviceEndpoints } from './api';
import type { RemoteController } from './controller';
import { DeviceDialog } from './DeviceDialog';
import { MonitorPanel } from './MonitorPanel';
import styles from './remote.module.css';

export interface RemoteExecutionTabProps {
  controller: RemoteController;
  /** The API's route caller: the devices calls go through it. */
  call: RouteCaller;
  signedIn: boolean;
  notify(message: string): void;
}

type DialogState = { kind: 'add' } | { kind: 'edit'; device: Device } | null;

/** A call refused for want of a session (the refresh failed too) says so in the spec's words. */
const errorText = (error: unknown) =>
  error instanceof ApiError && error.status === 401
    ? deviceMessages.notLoggedIn
    : (callErrorText(error) ?? deviceMessages.unknownError);

/**
 * The playground's Remote Execution tab (spec 3 sections 2.6 and 2.10): the user's devices with
 * Connect and Disconnect, Add, Edit and Delete; the connection's state; and while connected, the
 * device's motors and sensors.
 */
export function RemoteExecutionTab(props: RemoteExecutionTabProps) {
  if (!props.signedIn) return <p>{deviceMessages.pleaseLogIn}</p>;
  return <DevicesPanel {...props} />;
}

function DevicesPanel({ controller, call, notify }: RemoteExecutionTabProps) {
  const endpoints = useMemo(() => deviceEndpoints(call), [call]);
  const remote = useSyncExternalStore(controller.subscribe, controller.getState);
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<Device | null>(null);

  const reload = useCallback(async () => {
    try {
      setDevices(await endpoints.list());
      setLoadFailed(false);
    } catch (error) {
      setLoadFailed(true);
      notify(errorText(error));
    }
  }, [endpoints, notify]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = async (registration: DeviceRegistration): Promise<boolean> => {
    const editing = dialog?.kind === 'edit' ? dialog.device : null;
    try {
      if (editing) await endpoints.rename(editing.id, registration.title);
      else await endpoints.register(registration);
    } catch (error) {
      const text = errorText(error);
      notify(editing ? deviceMessages.failedToEdit(text) : deviceMessages.failedToRegister(text));
      return false;
    }
    await reload();
    return true;
  };

  const remove = async (device: Device) => {
    setDeleting(null);
    try {
      await endpoints.remove(device.id);
    } catch (error) {
      notify(deviceMessages.failedToDelete(errorText(error)));
      return;
    }
    if (remote.device?.id === device.id) controller.disconnect();
    await reload();
  };

  return (
    <div className={styles.tab}>
      <ConnectionStatus status={remote.status} device={remote.device} error={remote.error} />
      <section aria-label="Devices">
        {devices === null ? (
          loadFailed ? (
            <Button text="Try again" onClick={() => void reload()} />
          ) : (
            <Spinner size={20} aria-label="Loading devices" />
          )
        ) : devices.length === 0 ? (
          <p className={styles.muted}>No devices yet. Add one with the secret it shows.</p>
        ) : (
          <HTMLTable compact aria-label="Your devices">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {devices.map((device) => {
                const current = remote.device?.id === device.id && remote.status !== 'NOT CONNECTED';
                return (
                  <tr key={device.id} aria-label={device.title}>
                    <th scope="row">{device.title}</th>
                    <td>{deviceTypeById(device.type)?.name ?? device.type}</td>
                    <td className={styles.actions}>
                      {current ? (
                        <Button small text="Disconnect" onClick={() => controller.disconnect()} />
                      ) : (
                        <Button
                          small
                          intent="primary"
                          text="Connect"
                          onClick={() => void controller.connect(device)}
                        />
                      )}
                      <Button small text="Edit" onClick={() => setDialog({ kind: 'edit', device })} />
                      <Button small intent="danger" text="Delete" onClick={() => setDeleting(device)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        )}
        <Button icon={<AddIcon />} text="Add new device" onClick={() => setDialog({ kind: 'add' })} />
      </section>
      {remote.status === 'CONNECTED' ? <MonitorPanel readings={remote.readings} /> : null}
      {dialog ? (
        <DeviceDialog
          device={dialog.kind === 'edit' ? dialog.device : undefined}
          onSave={save}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        confirmButtonText="Delete"
        cancelButtonText="Cancel"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>{deviceMessages.reallyDelete}</p>
      </Alert>
    </div>
  );
}

function ConnectionStatus({
  status,
  device,
  error,
}: {
  status: string;
  device: Device | null;
  error: string | null;
}) {
  return (
    <div className={styles.status} role="status" aria-label="Connection">
      <span>Connection:</span>
      <strong className={status === 'FAILED' ? styles.failed : undefined}>{status}</strong>
      {device && status !== 'NOT CONNECTED' ? <span>{device.title}</span> : null}
      {status === 'FAILED' && error ? <span className={styles.failed}>{error}</span> : null}
      {status === 'NOT CONNECTED' ? <span className={styles.muted}>Programs run in the browser.</span> : null}
    </div>
  );
}
