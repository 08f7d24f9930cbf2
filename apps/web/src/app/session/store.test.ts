import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { userResponse } from '../../test/fakeBackend';
import { type BrowserTab, createTabs, deliverStorageEvents } from '../../test/tabs';
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

describe('session store across tabs', () => {
  function tabs() {
    const [first, second] = createTabs(2);
    if (!first || !second) throw new Error('two tabs expected');
    const open = (tab: BrowserTab, c = clock()) =>
      createSessionStore({ storage: tab.storage, otherTabs: tab.window, now: c.now, setTimer: c.setTimer });
    const a = open(first);
    a.setTokens({ accessToken: 'a1', refreshToken: 'r1' });
    a.setProfile(userResponse({ courseId: 4 }));
    a.flush();
    return { first, second, a, open };
  }

  it("takes in another tab's rotated tokens and keeps its own course", async () => {
    const { second, a, open } = tabs();
    const b = open(second);
    b.setProfile(userResponse({ courseId: 5 }));
    await deliverStorageEvents();
    const listener = vi.fn();
    b.subscribe(listener);
    a.setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    a.flush();
    expect(b.getSnapshot().tokens?.refreshToken).toBe('r1');
    await deliverStorageEvents();
    expect(b.getSnapshot().tokens).toEqual({ accessToken: 'a2', refreshToken: 'r2' });
    expect(b.getSnapshot().profile?.courseRegistration?.courseId).toBe(5);
    expect(a.getSnapshot().profile?.courseRegistration?.courseId).toBe(4);
    expect(listener).toHaveBeenCalled();
  });

  it('does not write over tokens another tab stored before their event arrived', () => {
    const { first, second, a, open } = tabs();
    const b = open(second);
    a.setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    a.flush();
    b.setProfile(userResponse({ courseId: 5 })); // saved at once, events still queued
    expect(b.getSnapshot().tokens?.refreshToken).toBe('r2');
    expect(open(first).getSnapshot().tokens?.refreshToken).toBe('r2');
  });

  it('keeps tokens of its own not saved yet, and saves them over the other tab’s', () => {
    const { first, second, a, open } = tabs();
    const c = clock();
    const b = open(second, c);
    b.setProfile(userResponse({ courseId: 5 }));
    b.setTokens({ accessToken: 'b-login', refreshToken: 'rb' }); // waits for its one-second slot
    a.setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    a.flush();
    b.syncFromStorage();
    expect(b.getSnapshot().tokens?.refreshToken).toBe('rb');
    c.advance(SAVE_INTERVAL_MS);
    expect(open(first).getSnapshot().tokens?.refreshToken).toBe('rb');
  });

  it('signs out when another tab signs out, and takes in whoever signs in there', async () => {
    const { second, a, open } = tabs();
    const b = open(second);
    a.clear();
    await deliverStorageEvents();
    expect(b.getSnapshot()).toEqual({ tokens: null, profile: null });

    const other = userResponse({ courseId: 9 });
    other.user = { ...other.user, userId: 8, name: 'Other Person', username: 'other' };
    a.setTokens({ accessToken: 'o1', refreshToken: 'ro' });
    a.setProfile(other);
    a.flush();
    await deliverStorageEvents();
    expect(b.getSnapshot()).toEqual({ tokens: { accessToken: 'o1', refreshToken: 'ro' }, profile: other });
  });
});
