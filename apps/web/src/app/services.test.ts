import { compressToUTF16 } from 'lz-string';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from './services';
import { SESSION_STORAGE_KEY } from './session/store';

describe('services start-up', () => {
  it("toasts 'Error loading from local storage' for a corrupt stored session", () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, compressToUTF16('not json'));
    const notifier = { show: vi.fn() };
    const services = createServices({ notifier, storage: window.localStorage });
    expect(notifier.show).toHaveBeenCalledWith('Error loading from local storage');
    expect(services.session.getSnapshot().tokens).toBeNull();
  });
});

describe('the end of a session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("deletes the service worker's copies of API answers when the user signs out", async () => {
    const caches = { delete: vi.fn(async () => true) };
    vi.stubGlobal('caches', caches);
    const services = createServices({
      notifier: { show: vi.fn() },
      fetch: async () => new Response(null, { status: 204 }),
    });
    services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(caches.delete).not.toHaveBeenCalled();
    await services.logout();
    expect(caches.delete).toHaveBeenCalledExactlyOnceWith('sa-api');
  });

  it('deletes them too when the refresh is refused (the session ended by itself)', async () => {
    const caches = { delete: vi.fn(async () => true) };
    vi.stubGlobal('caches', caches);
    const services = createServices({
      notifier: { show: vi.fn() },
      fetch: async () => new Response('Invalid refresh token', { status: 401 }),
    });
    services.session.setTokens({ accessToken: 'a', refreshToken: 'r' });
    await services.api.refreshOnce();
    expect(services.session.getSnapshot().tokens).toBeNull();
    expect(caches.delete).toHaveBeenCalledExactlyOnceWith('sa-api');
  });
});
