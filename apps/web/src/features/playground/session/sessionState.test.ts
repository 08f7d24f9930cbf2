import { describe, expect, it } from 'vitest';
import { NO_SESSION, sessionIdOf, sessionReducer } from './sessionState';

describe('session state', () => {
  it('goes from creating or checking to connecting, then follows the socket', () => {
    let state = sessionReducer(NO_SESSION, { type: 'create' });
    expect(state).toEqual({ phase: 'creating' });
    expect(sessionIdOf(state)).toBeNull();
    state = sessionReducer(state, { type: 'enter', id: 'a' });
    expect(state).toEqual({ phase: 'connecting', id: 'a' });
    state = sessionReducer(state, { type: 'status', id: 'a', status: 'connected' });
    expect(state).toEqual({ phase: 'connected', id: 'a' });
    state = sessionReducer(state, { type: 'status', id: 'a', status: 'connecting' });
    expect(state).toEqual({ phase: 'connecting', id: 'a' });
    expect(sessionReducer(state, { type: 'leave' })).toEqual(NO_SESSION);
  });

  it('ignores reports about a session it has left or not yet entered', () => {
    const checking = sessionReducer(NO_SESSION, { type: 'check', id: 'b' });
    expect(sessionReducer(checking, { type: 'status', id: 'b', status: 'connected' })).toBe(checking);
    const joined = sessionReducer(checking, { type: 'enter', id: 'b' });
    expect(sessionReducer(joined, { type: 'status', id: 'old', status: 'connected' })).toBe(joined);
    expect(sessionReducer(NO_SESSION, { type: 'status', id: 'b', status: 'connected' })).toBe(NO_SESSION);
  });

  it('does not start a second creation while one is under way or joined', () => {
    const joined = sessionReducer(NO_SESSION, { type: 'enter', id: 'c' });
    expect(sessionReducer(joined, { type: 'create' })).toBe(joined);
  });
});
