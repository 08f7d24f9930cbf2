import type { ConnectionStatus } from './connection';

/**
 * Where the playground stands with a shared session (spec 3 section 4, 'Joint session': an id is
 * present or empty). `creating` and `checking` precede the id; once it is known the session is
 * `connecting` until the document has arrived, then follows the socket's state.
 */
export type SessionState =
  | { phase: 'none' }
  | { phase: 'creating' }
  | { phase: 'checking'; id: string }
  | { phase: ConnectionStatus; id: string };

export type SessionEvent =
  | { type: 'create' }
  | { type: 'check'; id: string }
  | { type: 'enter'; id: string }
  | { type: 'status'; id: string; status: ConnectionStatus }
  | { type: 'leave' };

export const NO_SESSION: SessionState = { phase: 'none' };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'create':
      return state.phase === 'none' ? { phase: 'creating' } : state;
    case 'check':
      return { phase: 'checking', id: event.id };
    case 'enter':
      return { phase: 'connecting', id: event.id };
    case 'status':
      // A late report from a session already left (or replaced) changes nothing.
      if (!('id' in state) || state.id !== event.id || state.phase === 'checking') return state;
      return { phase: event.status, id: event.id };
    case 'leave':
      return NO_SESSION;
  }
}

/** The session's id once one is being joined or is joined; null otherwise. */
export function sessionIdOf(state: SessionState): string | null {
  return 'id' in state ? state.id : null;
}
