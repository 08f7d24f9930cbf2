/**
 * The service worker's runtime caches, named once: the worker fills them and the page deletes the
 * API cache when a session ends (app/serviceWorker/api-cache.ts). The precache (the app shell) is
 * Workbox's own, named after the scope, and replaced by each new version.
 */
export const CACHE_NAMES = {
  /** Vite's hashed build files (route chunks, the runner's worker and js-slang, CSS, fonts, wasm). */
  assets: 'sa-assets',
  /** The Source modules' files and the wasm variant's std library (same addresses, new contents). */
  modules: 'sa-modules',
  /** GET answers of /v2 for the signed-in user: the last copy of each, read when offline. */
  api: 'sa-api',
  /** The deployment's public settings: kept across sign-outs, so a signed-out reload renders offline. */
  publicApi: 'sa-public',
} as const;
