import { SharedSessionCloseCode } from '@sa/contracts';

/** Spec 3 section 8 ('Sessions', 'Shared-session backend') and what our service's close codes mean. */
export const SESSION_NOT_FOUND = 'Could not find a session with that ID.';
export const UNKNOWN_CREATE_ERROR = 'Unknown error creating session';

export function couldNotCreate(text: string): string {
  return text.trim() === '' ? UNKNOWN_CREATE_ERROR : `Could not create new session: ${text.trim()}`;
}

export function couldNotConnect(message?: string): string {
  return `Could not connect: ${message?.trim() || 'Unknown error'}`;
}

/**
 * The shared-editing websocket's close codes (the server's 44xx mirror HTTP's 4xx: retrying
 * cannot help). A code we do not know falls back to the server's reason, if it gave one.
 */
export const CLOSE_CODES = SharedSessionCloseCode;

export function closeMessage(code: number, reason: string): string {
  switch (code) {
    case CLOSE_CODES.notFound:
      return SESSION_NOT_FOUND;
    case CLOSE_CODES.unauthorised:
      return couldNotConnect('your sign-in has expired; log in again to rejoin');
    case CLOSE_CODES.full:
      return couldNotConnect('the session is full');
    case CLOSE_CODES.tooLarge:
      return couldNotConnect('the shared program has grown too large');
    case CLOSE_CODES.malformed:
      return couldNotConnect('the server refused a malformed message');
    default:
      return couldNotConnect(reason);
  }
}
