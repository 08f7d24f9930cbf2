import { UserResponse } from '@sa/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '../app/session/store';
import { createFakeBackend, json, text, userResponse } from '../test/fakeBackend';
import { createApiClient } from './client';
import { ApiError, NetworkError, NoCourseError } from './errors';

function setup(handlers: Parameters<typeof createFakeBackend>[0] = {}) {
  const backend = createFakeBackend(handlers);
  const session = createSessionStore();
  session.setTokens({ accessToken: 'old-access', refreshToken: 'refresh-1' });
  const notifier = { show: vi.fn() };
  const onSessionExpired = vi.fn();
  const api = createApiClient({ backend: '', session, notifier, fetch: backend.fetch, onSessionExpired });
  return { backend, session, notifier, api, onSessionExpired };
}

/** GET user answers 401 to the old token and the profile to the new one. */
const userHandler = ({ headers }: { headers: Headers }) =>
  headers.get('authorization') === 'Bearer new-access'
    ? json(userResponse())
    : text('Unauthorised', 401, 'Unauthorized');

describe('API client', () => {
  it('sends the bearer token and parses the answer with the contract', async () => {
    const { api, backend } = setup({ 'GET user': () => json(userResponse()) });
    const user = await api.request('user', { schema: UserResponse });
    expect(user.user.name).toBe('Stu Student');
    expect(backend.calls[0]).toMatchObject({ path: 'user', authorization: 'Bearer old-access' });
  });

  it('refreshes once on 401 and retries, sharing one refresh among concurrent calls', async () => {
    let refreshes = 0;
    const { api, backend, session, notifier } = setup({
      'GET user': userHandler,
      'POST auth/refresh': async ({ body }) => {
        refreshes += 1;
        expect(body).toEqual({ refresh_token: 'refresh-1' });
        await new Promise((r) => setTimeout(r, 10));
        return json({ access_token: 'new-access', refresh_token: 'refresh-2' });
      },
    });
    const results = await Promise.all([
      api.request('user', { schema: UserResponse }),
      api.request('user', { schema: UserResponse }),
      api.request('user', { schema: UserResponse }),
    ]);
    expect(results).toHaveLength(3);
    expect(refreshes).toBe(1);
    expect(session.getSnapshot().tokens).toEqual({ accessToken: 'new-access', refreshToken: 'refresh-2' });
    expect(backend.calls.filter((c) => c.path === 'user')).toHaveLength(6);
    expect(notifier.show).not.toHaveBeenCalled();
  });

  it('authorizedFetch sends our token to a service outside /v2 and refreshes it once on a 401', async () => {
    let refreshes = 0;
    const { api, backend, notifier } = setup({
      'POST /sharedb/': ({ headers }) =>
        headers.get('authorization') === 'Bearer new-access'
          ? text('abcdefghijklmnop')
          : text('Not signed in', 401, 'Unauthorized'),
      'POST auth/refresh': () => {
        refreshes += 1;
        return json({ access_token: 'new-access', refresh_token: 'refresh-2' });
      },
    });
    const response = await api.authorizedFetch('/sharedb/', { method: 'POST' });
    expect(await response.text()).toBe('abcdefghijklmnop');
    expect(refreshes).toBe(1);
    expect(backend.calls.filter((c) => c.path === '/sharedb/').map((c) => c.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    // Its answers are the caller's to read: no toast.
    expect(notifier.show).not.toHaveBeenCalled();
  });

  it("logs out when the refresh answers 'Invalid refresh token', and toasts the 401", async () => {
    const { api, session, notifier, onSessionExpired } = setup({
      'GET user': userHandler,
      'POST auth/refresh': () => text('Invalid refresh token', 401, 'Unauthorized'),
    });
    await expect(api.request('user', { schema: UserResponse })).rejects.toBeInstanceOf(ApiError);
    expect(session.getSnapshot().tokens).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledOnce();
    expect(notifier.show).toHaveBeenCalledWith(
      'Error while communicating with backend: 401 Unauthorized; try logging in again, after manually saving any work.',
    );
  });

  it.each([
    ['cannot reach the server (offline)', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['meets a proxy while the server is down', async () => text('Bad Gateway', 502, 'Bad Gateway')],
    ["gets a captive portal's page", async () => text('<html>Sign in to the Wi-Fi</html>', 200, 'OK')],
  ])(
    'keeps the session when the refresh %s: the tokens are still good once back online',
    async (_, refresh) => {
      const { backend, session, onSessionExpired } = setup({ 'GET user': userHandler });
      const api = createApiClient({
        backend: '',
        session,
        notifier: { show: vi.fn() },
        onSessionExpired,
        fetch: (input, init) =>
          String(input).endsWith('/v2/auth/refresh') ? refresh() : backend.fetch(input, init),
      });
      await expect(api.request('user', { schema: UserResponse })).rejects.toBeInstanceOf(ApiError);
      expect(session.getSnapshot().tokens).toEqual({ accessToken: 'old-access', refreshToken: 'refresh-1' });
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('retries only once even if the retry is refused again', async () => {
    const { api, backend } = setup({
      'GET user': () => text('Unauthorised', 401, 'Unauthorized'),
      'POST auth/refresh': () => json({ access_token: 'new-access', refresh_token: 'refresh-2' }),
    });
    await expect(api.request('user', { schema: UserResponse })).rejects.toBeInstanceOf(ApiError);
    expect(backend.calls.map((c) => c.path)).toEqual(['user', 'auth/refresh', 'user']);
  });

  it('toasts other failures with status text only, custom messages instead, and nothing when quiet', async () => {
    const { api, notifier } = setup({ 'GET user': () => text('boom', 500, 'Internal Server Error') });
    await expect(api.request('user', { schema: UserResponse })).rejects.toMatchObject({
      status: 500,
      body: 'boom',
    });
    expect(notifier.show).toHaveBeenLastCalledWith(
      'Error while communicating with backend: 500 Internal Server Error',
    );
    await expect(
      api.request('user', { schema: UserResponse, errorMessage: 'Custom!' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(notifier.show).toHaveBeenLastCalledWith('Custom!');
    await expect(api.request('user', { schema: UserResponse, quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifier.show).toHaveBeenCalledTimes(2);
  });

  it('adds the re-login hint to 403', async () => {
    const { api, notifier } = setup({ 'GET user': () => text('Forbidden', 403, 'Forbidden') });
    await expect(api.request('user', { schema: UserResponse })).rejects.toBeInstanceOf(ApiError);
    expect(notifier.show).toHaveBeenCalledWith(
      'Error while communicating with backend: 403 Forbidden; try logging in again, after manually saving any work.',
    );
  });

  it('reports network failures', async () => {
    const { session, notifier } = setup();
    const api = createApiClient({
      backend: '',
      session,
      notifier,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(api.request('user', { schema: UserResponse })).rejects.toBeInstanceOf(NetworkError);
    expect(notifier.show).toHaveBeenCalledWith('Error while communicating with backend; check your network?');
  });

  it("course calls need a course: 'No course selected!' for 1000 ms", async () => {
    const { api, notifier, backend } = setup();
    await expect(api.courseRequest('config', { schema: UserResponse })).rejects.toBeInstanceOf(NoCourseError);
    expect(notifier.show).toHaveBeenCalledWith('No course selected!', { timeout: 1000 });
    expect(backend.calls).toHaveLength(0);
  });
});
