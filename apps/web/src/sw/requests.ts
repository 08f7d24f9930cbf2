/**
 * Which requests the service worker caches, and how, as pure rules over a URL (tested in
 * requests.test.ts). Only our own origin's requests are considered: a module CDN or an outside
 * API is never cached by us.
 */

/** Vite's build files: one segment under /assets/ (`/assets/index-AbC123.js`). */
const BUILD_FILE = /^\/assets\/[^/]+$/;

/**
 * Addresses that are never the app's page: a navigation to them goes to the network and gets the
 * file itself or the server's own error, never the cached index.html. `/assets/` also holds the
 * story game's course files (`/assets/courses/...`), uploaded by staff and served by the server.
 */
export const NOT_PAGES: readonly RegExp[] = [
  /^\/v2(\/|$)/,
  /^\/modules(\/|$)/,
  /^\/wasm-std(\/|$)/,
  /^\/sharedb(\/|$)/,
  /^\/assets(\/|$)/,
  /^\/textbook\//,
  /^\/service-worker\.js$/,
  /^\/manifest\.webmanifest$/,
];

/**
 * GET /v2/deployment (contracts' deploymentRoutes.settings): public, and no page renders without
 * it, so it is kept apart from the user's answers and survives a sign-out.
 */
export const DEPLOYMENT_PATH = '/v2/deployment';

export type CacheRule = 'build-file' | 'module-file' | 'public-api' | 'api' | 'none';

/**
 * The rule for a GET of `url` made from a page of `origin`. Course files under /assets/ (more than
 * one segment) are the server's, replaced in place under the same name, so they are not cached
 * first; sign-in, refresh and sign-out (`/v2/auth/...`) are never kept.
 */
export function cacheRuleFor(url: URL, origin: string): CacheRule {
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  if (BUILD_FILE.test(path)) return 'build-file';
  if (path.startsWith('/modules/') || path.startsWith('/wasm-std/')) return 'module-file';
  if (path === DEPLOYMENT_PATH) return 'public-api';
  if (path.startsWith('/v2/') && !path.startsWith('/v2/auth/')) return 'api';
  return 'none';
}

/** Whether a navigation to `url` is a page of the app (answered offline by the cached shell). */
export function isAppPage(url: URL): boolean {
  return !NOT_PAGES.some((pattern) => pattern.test(url.pathname));
}

/**
 * Whether an answer may be kept: a download (`Content-Disposition: attachment`, such as a course's
 * exported logs) is large, asked for once and would only fill the cache.
 */
export function isKeepableAnswer(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const disposition = response.headers.get('content-disposition') ?? '';
  return !/^\s*attachment/i.test(disposition);
}
