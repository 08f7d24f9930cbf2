import { CACHE_NAMES } from '../../sw/cache-names';

/**
 * Deletes the service worker's copies of /v2 answers: called when a session ends (sign-out, a
 * refused refresh, another tab's sign-out), so on a shared machine the next user never reads the
 * last user's data offline. Build files and modules hold nothing personal and stay.
 */
export async function clearApiCache(
  storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  // No Cache Storage (an insecure origin, old browsers, unit tests): nothing was kept.
  if (!storage) return;
  await storage.delete(CACHE_NAMES.api).catch(() => undefined);
}
