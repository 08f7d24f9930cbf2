import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SessionContext } from '../app/session/hooks';
import { createSessionStore } from '../app/session/store';
import { userResponse } from '../test/fakeBackend';
import { createWorkspaceStore, runEngine } from './state';
import { useDefaultEngine } from './useDefaultEngine';

function sessionWith(sourceEngine: 'fast' | 'js-slang') {
  const session = createSessionStore();
  session.setProfile(userResponse({ course: { sourceEngine } }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
  );
  return { session, wrapper };
}

const library = (options: Record<string, string>) => ({ languageOptions: options });

describe('a workspace’s default evaluator', () => {
  it('is the course’s, and follows it when the admin changes it', () => {
    const { session, wrapper } = sessionWith('js-slang');
    const store = createWorkspaceStore();
    renderHook(() => useDefaultEngine(store), { wrapper });
    expect(runEngine(store.getState())).toBe('js-slang');
    act(() => session.setProfile(userResponse({ course: { sourceEngine: 'fast' } })));
    expect(runEngine(store.getState())).toBe('fast');
  });

  it('is the question library’s when it names one, whatever the course says', () => {
    const { wrapper } = sessionWith('js-slang');
    const store = createWorkspaceStore();
    renderHook(() => useDefaultEngine(store, library({ engine: 'fast' })), { wrapper });
    expect(runEngine(store.getState())).toBe('fast');
    const other = createWorkspaceStore();
    renderHook(() => useDefaultEngine(other, library({})), { wrapper });
    expect(runEngine(other.getState())).toBe('js-slang');
  });

  it('is the fast path without a session, and a user’s own pick still comes first', () => {
    const store = createWorkspaceStore({ engine: 'js-slang' });
    const { result } = renderHook(() => useDefaultEngine(store));
    expect(result.current).toBe('fast');
    expect(store.getState().defaultEngine).toBe('fast');
    expect(runEngine(store.getState())).toBe('js-slang');
  });
});
