/**
 * Messages between the page and the service worker (spec 1 section 8), typed once for both sides.
 * The worker reads a message with readPageMessage and ignores anything it does not know (another
 * part, such as the learning-event log's token hand-over, may listen for its own types).
 */

/** The page asks a waiting worker to take over now (the user chose to refresh). */
export interface SkipWaitingMessage {
  type: 'SKIP_WAITING';
}

/**
 * The page asks the worker to cache files it loaded before the worker controlled it (its first
 * visit), through the worker's own caching rules (Workbox's router answers this type itself).
 */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

export type PageToWorker = SkipWaitingMessage | CacheUrlsMessage;

export const skipWaiting = (): SkipWaitingMessage => ({ type: 'SKIP_WAITING' });

export const cacheUrls = (urlsToCache: string[]): CacheUrlsMessage => ({
  type: 'CACHE_URLS',
  payload: { urlsToCache },
});

/** The worker's own messages in `data`, or undefined for anything else. */
export function readPageMessage(data: unknown): SkipWaitingMessage | undefined {
  if (typeof data !== 'object' || data === null || !('type' in data)) return undefined;
  return data.type === 'SKIP_WAITING' ? skipWaiting() : undefined;
}
