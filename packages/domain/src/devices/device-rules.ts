/**
 * The device dialog's rules (spec 3 section 5), applied by the dialog and again by the server: a
 * name and a secret that are not empty; the type is fixed once registered and the secret is
 * read-only when editing, so an edit sends the title only.
 */
export const DEVICE_TITLE_MAX = 100;
export const DEVICE_SECRET_MAX = 64;
/**
 * The secret is part of the device's own URLs (`/v2/devices/{secret}/key`), so it is kept to
 * characters that need no escaping. Devices print theirs on screen: letters, digits, - and _.
 */
export const DEVICE_SECRET_PATTERN = /^[A-Za-z0-9_-]+$/;

export type DeviceFieldProblem = { field: 'title' | 'secret' | 'type'; message: string };

export const DEVICE_TITLE_EMPTY = 'Name must not be empty';
export const DEVICE_SECRET_EMPTY = 'Secret must not be empty';
export const DEVICE_TITLE_TOO_LONG = `Name must be at most ${DEVICE_TITLE_MAX} characters`;
export const DEVICE_SECRET_TOO_LONG = `Secret must be at most ${DEVICE_SECRET_MAX} characters`;
export const DEVICE_SECRET_CHARACTERS = 'Secret may contain only letters, digits, - and _';

export function deviceTitleProblem(title: string): DeviceFieldProblem | null {
  if (title.trim() === '') return { field: 'title', message: DEVICE_TITLE_EMPTY };
  if (title.length > DEVICE_TITLE_MAX) return { field: 'title', message: DEVICE_TITLE_TOO_LONG };
  return null;
}

export function deviceSecretProblem(secret: string): DeviceFieldProblem | null {
  if (secret.trim() === '') return { field: 'secret', message: DEVICE_SECRET_EMPTY };
  if (secret.length > DEVICE_SECRET_MAX) return { field: 'secret', message: DEVICE_SECRET_TOO_LONG };
  if (!DEVICE_SECRET_PATTERN.test(secret)) return { field: 'secret', message: DEVICE_SECRET_CHARACTERS };
  return null;
}

/** Spec 3 section 8: what the Remote Execution tab says, word for word. */
export const deviceMessages = {
  couldNotConnect: (title: string, error: string | undefined) =>
    `Could not connect to ${title}: ${error || 'unknown error'}`,
  unknownError: 'Unknown error occurred.',
  pleaseLogIn: 'Please log in to execute on a remote device',
  failedToRegister: (text: string) => `Failed to register: ${text}`,
  failedToEdit: (text: string) => `Failed to edit: ${text}`,
  failedToDelete: (text: string) => `Failed to delete: ${text}`,
  notLoggedIn: 'Not logged in.',
  noEndpoint: 'Could not retrieve MQTT endpoint',
  reallyDelete: 'Really delete device?',
} as const;

/** Spec 1 section 4: the remote execution session's states, as the tab shows them. */
export type DeviceConnectionStatus = 'NOT CONNECTED' | 'CONNECTING' | 'CONNECTED' | 'FAILED';

/**
 * The client pings a connected device this often; a device that has answered nothing for
 * DEVICE_KEEPALIVE_MS is taken as gone (FAILED). A device that answers again is CONNECTED again.
 */
export const DEVICE_PING_INTERVAL_MS = 2_000;
export const DEVICE_KEEPALIVE_MS = 8_000;
