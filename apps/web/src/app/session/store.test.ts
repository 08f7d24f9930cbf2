import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { userResponse } from '../../test/fakeBackend';
import { createSessionStore, SAVE_INTERVAL_MS, SESSION_STORAGE_KEY } from './store';

function clock() {
  let now = 0;
  const timers: Array<{ at: number; fn: () => void }> = [];
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => timers.push({ at: now + ms, fn }),
    advance(ms: number) {
      now += ms;
      for (const t of timers.splice(0)) {
        if (t.at <= now) t.fn();
        else timers.push(t);
      }
    },
  };
}

describe('session store', () => {
  it('round-trips through local storage compressed', () => {
    const c = clock();
    const first = createSessionStore({ storage: window.localStorage, now: c.now, setTimer: c.setTimer });
    first.setTokens({ accessToken: 'a', refreshToken: 'r' });
    first.setProfile(userResponse({ role: 'staff', courseId: 4 }));
    c.advance(SAVE_INTERVAL_MS);

    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('refreshToken');
    expect(JSON.parse(decompressFromUTF16(raw)).tokens.refreshToken).toBe('r');

    const second = createSessionStore({ storage: window.localStorage });
    expect(second.getSnapshot()).toEqual(first.getSnapshot());
    expect(second.getSnapshot().profile?.courseRegistration?.role).toBe('staff');
  });

  it('saves at most once per second', () => {
    const c = clock();
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    const store = createSessionStore({ storage: window.localStorage, now: c.now, setTimer: c.setTimer });
    c.advance(5000);
    store.setTokens({ accessToken: 'a1', refreshToken: 'r' });
    store.setTokens({ accessToken: 'a2', refreshToken: 'r' });
    store.setTokens({ accessToken: 'a3', refreshToken: 'r' });
    expect(setItem).toHaveBeenCalledTimes(1);
    c.advance(SAVE_INTERVAL_MS - 1);
    expect(setItem).toHaveBeenCalledTimes(1);
    c.advance(1);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(createSessionStore({ storage: window.localStorage }).getSnapshot().tokens?.accessToken).toBe('a3');
    setItem.mockRestore();
  });

  it('clears storage on logout at once', () => {
    const store = createSessionStore({ storage: window.localStorage });
    store.setTokens({ accessToken: 'a', refreshToken: 'r' });
    store.clear();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot().tokens).toBeNull();
  });

  it('starts signed out and reports a corrupt blob', () => {
    const onCorrupt = vi.fn();
    window.localStorage.setItem(SESSION_STORAGE_KEY, compressToUTF16('{"tokens": 12}'));
    const store = createSessionStore({ storage: window.localStorage, onCorrupt });
    expect(onCorrupt).toHaveBeenCalledOnce();
    expect(store.getSnapshot()).toEqual({ tokens: null, profile: null });

    window.localStorage.setItem(SESSION_STORAGE_KEY, 'not lz-string at all');
    createSessionStore({ storage: window.localStorage, onCorrupt });
    expect(onCorrupt).toHaveBeenCalledTimes(2);
  });
});
