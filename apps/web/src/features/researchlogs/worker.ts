import { openEventLogDatabase } from './database';
import { EVENT_LOG_UNAUTHORIZED, EventLogTokenMessage } from './messages';
import { createEventLogSync, type EventLogSync } from './sync';

/**
 * What the sync needs of a service worker's global scope: `self` there (ServiceWorkerGlobalScope)
 * is one. Declared here because the web app's pages compile with the DOM library, which has no
 * service worker scope, and a worker's `self` must still be accepted as it is.
 */
export interface EventLogWorkerScope {
  fetch(input: string, init?: RequestInit): Promise<Response>;
  clients: {
    matchAll(options: { type: 'window' }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>>;
  };
  addEventListener(
    type: 'message',
    listener: (event: { data: unknown; waitUntil(promise: Promise<unknown>): void }) => void,
  ): void;
}

/**
 * The service worker's side of the research log (issue 26): the service worker calls
 * `installEventLogSync(self)` once. It keeps the token the page hands over (messages.ts) and sends
 * the stored entries every interval. A browser stops an idle worker and with it any timer; the
 * page's message every interval wakes it again, and each message sends when an interval is due.
 * Imports nothing that needs a window.
 */
export function installEventLogSync(scope: EventLogWorkerScope): EventLogSync {
  const sync = createEventLogSync({
    database: openEventLogDatabase,
    fetch: (input, init) => scope.fetch(String(input), init),
    onUnauthorized: () => {
      void scope.clients.matchAll({ type: 'window' }).then((pages) => {
        for (const page of pages) page.postMessage(EVENT_LOG_UNAUTHORIZED);
      });
    },
  });
  scope.addEventListener('message', (event) => {
    const message = EventLogTokenMessage.safeParse(event.data);
    if (!message.success) return; // another feature's message
    const { accessToken, userId, intervalMs } = message.data;
    sync.setIntervalMs(intervalMs);
    sync.setCredentials(accessToken !== null && userId !== null ? { accessToken, userId } : null);
    // Keeps the worker alive until this round's upload is done.
    event.waitUntil(sync.syncIfDue());
  });
  return sync;
}
