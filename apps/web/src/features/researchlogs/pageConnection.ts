import { type EventLogTokenMessage, EventLogUnauthorizedMessage } from './messages';
import type { EventLogSync, SyncCredentials } from './sync';

/** What the page uses of `navigator.serviceWorker` (a fake in tests). */
export interface WorkerContainer {
  readonly controller: { postMessage(message: unknown): void } | null;
  addEventListener(type: 'controllerchange' | 'message', listener: (event: Event) => void): void;
  removeEventListener(type: 'controllerchange' | 'message', listener: (event: Event) => void): void;
}

export interface PageConnectionOptions {
  /** Null where the browser has no service workers. */
  container: WorkerContainer | null;
  /** The same sync loop, run by the page itself while no service worker controls it. */
  createLocalSync(): EventLogSync;
  intervalMs: number;
  /** The token was refused (by the worker or the page's own loop): get a fresh one. */
  onUnauthorized(): void;
}

export interface PageConnection {
  setCredentials(credentials: SyncCredentials | null): void;
  dispose(): void;
}

/**
 * The page's half of the log sync. With a service worker in control, it hands the worker the token
 * whenever it changes, when a worker takes control (controllerchange), and every interval (a
 * stopped worker wakes to it). With none (dev server, a browser without them, the first visit
 * before the worker takes over) the page runs the loop itself, so the logs are still sent; it
 * stops its own as soon as a worker is in control.
 */
export function connectEventLogSync(options: PageConnectionOptions): PageConnection {
  const { container, intervalMs } = options;
  let credentials: SyncCredentials | null = null;
  let local: EventLogSync | null = null;

  const tokenMessage = (): EventLogTokenMessage => ({
    type: 'eventlog/token',
    accessToken: credentials?.accessToken ?? null,
    userId: credentials?.userId ?? null,
    intervalMs,
  });

  const apply = () => {
    const controller = container?.controller ?? null;
    if (controller) {
      local?.dispose();
      local = null;
      controller.postMessage(tokenMessage());
      return;
    }
    local ??= options.createLocalSync();
    local.setCredentials(credentials);
  };

  const onControllerChange = () => apply();
  const onMessage = (event: Event) => {
    if (event instanceof MessageEvent && EventLogUnauthorizedMessage.safeParse(event.data).success) {
      options.onUnauthorized();
    }
  };
  container?.addEventListener('controllerchange', onControllerChange);
  container?.addEventListener('message', onMessage);
  const heartbeat = setInterval(() => {
    if (credentials && container?.controller) container.controller.postMessage(tokenMessage());
  }, intervalMs);

  return {
    setCredentials(next) {
      credentials = next;
      apply();
    },
    dispose() {
      clearInterval(heartbeat);
      container?.removeEventListener('controllerchange', onControllerChange);
      container?.removeEventListener('message', onMessage);
      local?.dispose();
      local = null;
    },
  };
}
