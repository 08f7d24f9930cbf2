import { randomInt } from 'node:crypto';
import { SHARED_SESSION_ID_LENGTH, SHARED_SESSION_ID_PATTERN } from '@sa/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new session id: 16 characters from 62, about 95 bits from the system's CSPRNG. The id is the
 * invitation (whoever has it may join), so it must not be guessable.
 */
export function newSessionId(): string {
  let id = '';
  for (let i = 0; i < SHARED_SESSION_ID_LENGTH; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

export function isSessionId(id: string): boolean {
  return SHARED_SESSION_ID_PATTERN.test(id);
}
