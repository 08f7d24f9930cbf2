import { UserResponse } from '@sa/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../app/session/store';
import { type LockRequester, storageTabLock, type TabLock, webLocksTabLock } from '../app/session/tab-lock';
import { createFakeBackend, json, text, userResponse } from '../test/fakeBackend';
import { type BrowserTab, createTabs, deliverStorageEvents } from '../test/tabs';
import { createApiClient } from './client';
import { ApiError } from './errors';

/**
 * The browser's lock manager in memory, shared by the tabs as `navigator.locks` is: a request
 * for a name is granted once every earlier request for that name has finished.
 */
function inMemoryLocks(): LockRequester {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request(name, callback) {
      const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
}

/** A server that rotates refresh-1 into refresh-2, and answers the user to new-access only. */
function server() {
  return createFakeBackend({
    'GET user': ({ headers }) =>
      headers.get('authorization') === 'Bearer new-access'
        ? json(userResponse())
        : text('Unauthorised', 401, 'Unauthorized'),
    'POST auth/refresh': async ({ body }) => {
      // The exchange takes a while: the other tab meets its 401 meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const known = typeof body === 'object' && body !== null && 'refresh_token' in body;
      return known && body.refresh_token === 'refresh-1'
        ? json({ access_token: 'new-access', refresh_token: 'refresh-2' })
        : text('Invalid refresh token', 401, 'Unauthorized');
    },
  });
}

const refreshCalls = (backend: ReturnType<typeof createFakeBackend>) =>
  backend.calls.filter((c) => c.path === 'auth/refresh').length;

/** A signed-in tab: its session store over the shared storage and its API client. */
function openTab(tab: BrowserTab, backend: ReturnType<typeof createFakeBackend>, tabLock: TabLock) {
  const session = createSessionStore({ storage: tab.storage, otherTabs: tab.window });
  const notifier = { show: vi.fn() };
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    backend: '',
    session,
    notifier,
    fetch: backend.fetch,
    onSessionExpired,
    tabLock,
  });
  return { session, notifier, onSessionExpired, api };
}

/** Two tabs signed in with one stored session (the second tab loaded it from storage). */
function twoTabs(lockOf: (tab: BrowserTab) => TabLock) {
  const [first, second] = createTabs(2);
  if (!first || !second) throw new Error('two tabs expected');
  const backend = server();
  const a = openTab(first, backend, lockOf(first));
  a.session.setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
  a.session.setProfile(userResponse());
  a.session.flush();
  const b = openTab(second, backend, lockOf(second));
  expect(b.session.getSnapshot().tokens?.refreshToken).toBe('refresh-1');
  return { backend, a, b };
}

const locks = inMemoryLocks();
describe.each([
  ['Web Locks', () => webLocksTabLock(locks)],
  [
    'the localStorage lease (no Web Locks)',
    (tab: BrowserTab) => storageTabLock({ storage: tab.storage, otherTabs: tab.window }),
  ],
])('two tabs coordinated by %s', (_name, lockOf) => {
  it('refresh once when both meet a 401 at the same time, and both carry on with the new token', async () => {
    const { backend, a, b } = twoTabs(lockOf);
    const [userA, userB] = await Promise.all([
      a.api.request('user', { schema: UserResponse }),
      b.api.request('user', { schema: UserResponse }),
    ]);
    expect([userA.user.name, userB.user.name]).toEqual(['Stu Student', 'Stu Student']);
    expect(refreshCalls(backend)).toBe(1);
    const pair = { accessToken: 'new-access', refreshToken: 'refresh-2' };
    expect(a.session.getSnapshot().tokens).toEqual(pair);
    expect(b.session.getSnapshot().tokens).toEqual(pair);
    const retries = backend.calls.filter((c) => c.path === 'user' && c.authorization === 'Bearer new-access');
    expect(retries).toHaveLength(2);
    expect(a.notifier.show).not.toHaveBeenCalled();
    expect(b.notifier.show).not.toHaveBeenCalled();
    expect(a.onSessionExpired).not.toHaveBeenCalled();
    expect(b.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('tokens across tabs', () => {
  const lockOf = (tab: BrowserTab) => storageTabLock({ storage: tab.storage, otherTabs: tab.window });

  it("sends another tab's new token on the next call, without a 401 or a refresh of its own", async () => {
    const { backend, a, b } = twoTabs(lockOf);
    await a.api.request('user', { schema: UserResponse });
    await deliverStorageEvents();
    const callsBefore = backend.calls.length;
    await b.api.request('user', { schema: UserResponse });
    expect(backend.calls.slice(callsBefore)).toEqual([
      expect.objectContaining({ path: 'user', authorization: 'Bearer new-access' }),
    ]);
    expect(refreshCalls(backend)).toBe(1);
  });

  it('signs every tab out when one tab’s refresh is refused', async () => {
    const { backend, a, b } = twoTabs(lockOf);
    backend.on('POST auth/refresh', () => text('Invalid refresh token', 401, 'Unauthorized'));
    await expect(a.api.request('user', { schema: UserResponse })).rejects.toBeInstanceOf(ApiError);
    await deliverStorageEvents();
    expect(a.session.getSnapshot().tokens).toBeNull();
    expect(b.session.getSnapshot()).toEqual({ tokens: null, profile: null });
    expect(a.onSessionExpired).toHaveBeenCalledOnce();
    expect(b.onSessionExpired).toHaveBeenCalledOnce();
  });
});
