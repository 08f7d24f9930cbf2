import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES } from './cache-names';
import { cacheRuleFor, isKeepableAnswer, NOT_PAGES } from './requests';

const DAY_S = 86_400;
/** A page that has not answered in this long is served from the cached shell (a train's "lie-fi"). */
const PAGE_TIMEOUT_S = 10;

/** Only complete 200 answers, never a download (see isKeepableAnswer). */
const keepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepableAnswer(response) ? response : null),
};

/**
 * The worker's caching (docs/adr/0034-offline-service-worker.md):
 * - the app shell (`shell`: index.html, the entry's JS and CSS, the manifest and icons) is
 *   precached at install, so the first paint never needs the network;
 * - every other build file is kept the first time it is loaded (cache first: its name carries a
 *   hash of its contents, so a kept copy is never stale), which is how the route chunks a user has
 *   opened, the runner's worker and js-slang work offline without precaching all 300 files;
 * - the Source modules and the wasm std library are served from the cache and refreshed behind;
 * - GET answers of /v2 come from the network and fall back to the last copy (the user's are
 *   cleared when the session ends; the public deployment settings are kept apart and stay);
 * - a page of the app comes from the network, or the cached shell when there is none.
 * Only GET is ever cached (registerRoute's default method).
 */
export function installOfflineCaching(scope: ServiceWorkerGlobalScope, shell: Array<PrecacheEntry | string>) {
  precacheAndRoute(shell);
  cleanupOutdatedCaches();
  const origin = scope.location.origin;

  registerRoute(
    ({ url }) => cacheRuleFor(url, origin) === 'build-file',
    new CacheFirst({
      cacheName: CACHE_NAMES.assets,
      plugins: [
        keepable,
        // Files of older builds stop being asked for; the oldest go first.
        new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 90 * DAY_S, purgeOnQuotaError: true }),
      ],
    }),
  );
  registerRoute(
    ({ url }) => cacheRuleFor(url, origin) === 'module-file',
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.modules,
      plugins: [keepable, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
    }),
  );
  registerRoute(
    ({ url }) => cacheRuleFor(url, origin) === 'public-api',
    new NetworkFirst({ cacheName: CACHE_NAMES.publicApi, plugins: [keepable] }),
  );
  registerRoute(
    ({ url }) => cacheRuleFor(url, origin) === 'api',
    new NetworkFirst({
      cacheName: CACHE_NAMES.api,
      plugins: [keepable, new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_S })],
    }),
  );
  registerRoute(new NavigationRoute(pageOrShell(), { denylist: [...NOT_PAGES] }));
}

/** The page from the network; with none (or none in time), the precached index.html. */
function pageOrShell(): RouteHandlerCallback {
  const network = new NetworkOnly({ networkTimeoutSeconds: PAGE_TIMEOUT_S });
  return async ({ request, event }) => {
    try {
      return await network.handle({ request, event });
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  };
}
