import { cacheUrls, type PageToWorker, skipWaiting } from '../../sw/messages';
import { cacheRuleFor } from '../../sw/requests';
import type { Notifier } from '../toaster';

/** Where the build puts the worker (vite-plugin-pwa, pwa.config.ts); spec 1 section 7. */
export const SERVICE_WORKER_URL = '/service-worker.js';
/** Spec 1 section 9: the service worker looks for a new version every 300,000 ms. */
export const UPDATE_CHECK_MS = 300_000;
/** Spec 1 section 8, word for word. */
export const NEW_VERSION_TEXT = 'A new version of Source Academy is available. Please refresh the browser.';
export const REFRESH_ACTION = 'Refresh';

/**
 * The parts of the browser's service worker API used here, so tests can hand in fakes;
 * navigator.serviceWorker is one.
 */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: PageToWorker): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

export interface RegistrationLike {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  update(): Promise<unknown>;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

export interface ContainerLike {
  readonly controller: WorkerLike | null;
  register(url: string, options: RegistrationOptions): Promise<RegistrationLike>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

export interface ServiceWorkerDeps {
  container: ContainerLike;
  notifier: Notifier;
  /** Loads the page again (under the new worker once it controls the page). */
  reload: () => void;
  setInterval?: (callback: () => void, ms: number) => unknown;
  /** Addresses of the files this page has loaded so far (default: the Performance API's entries). */
  loadedUrls?: () => string[];
  origin?: string;
}

/**
 * Registers the service worker and looks for a new version every UPDATE_CHECK_MS. A new version,
 * once installed and waiting, is offered in a toast that stays until chosen: Refresh lets it take
 * over and reloads the page. Without a network on a first visit the registration fails and the
 * app carries on without it; with a worker already installed, the app runs from its caches.
 */
export async function startServiceWorker(deps: ServiceWorkerDeps): Promise<RegistrationLike | undefined> {
  const { container, notifier } = deps;
  const origin = deps.origin ?? window.location.origin;
  const firstVisit = container.controller === null;
  let refreshing = false;
  let handedOver = false;

  container.addEventListener('controllerchange', () => {
    if (refreshing) {
      deps.reload();
      return;
    }
    // The first worker has just taken control: what this page loaded before it did was not seen
    // by it; it caches those files now, so an offline reload finds them.
    const controller = container.controller;
    if (firstVisit && !handedOver && controller) {
      handedOver = true;
      const loaded = (deps.loadedUrls ?? performanceEntryUrls)();
      controller.postMessage(cacheUrls(filesToHandOver(loaded, origin)));
    }
  });

  let registration: RegistrationLike;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    // No network on a first visit (or workers turned off): the app simply runs without one.
    return undefined;
  }

  const offerRefresh = () =>
    notifier.show(NEW_VERSION_TEXT, {
      intent: 'primary',
      timeout: 0,
      key: 'new-version',
      action: {
        text: REFRESH_ACTION,
        onClick: () => {
          refreshing = true;
          const waiting = registration.waiting;
          // Another tab may have let the new version take over already: then only reload.
          if (waiting) waiting.postMessage(skipWaiting());
          else deps.reload();
        },
      },
    });

  const watch = (worker: WorkerLike) =>
    worker.addEventListener('statechange', () => {
      // 'installed' with a worker already in control is a new version waiting; on a first
      // install there is none and the worker goes on to activate by itself.
      if (worker.state === 'installed' && container.controller !== null) offerRefresh();
    });

  if (registration.waiting) offerRefresh();
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });

  const every = deps.setInterval ?? ((callback, ms) => window.setInterval(callback, ms));
  // Offline the check fails; it is simply tried again next time.
  every(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
  return registration;
}

/**
 * Of the addresses a page loaded, those the worker keeps: build files, module files and the
 * deployment settings (public; without them no page renders). Other /v2 answers need the user's
 * token, which the worker's own request would not carry; they are kept the next time they load.
 */
export function filesToHandOver(urls: readonly string[], origin: string): string[] {
  const kept = new Set<string>();
  for (const address of urls) {
    if (!URL.canParse(address)) continue;
    const url = new URL(address);
    const rule = cacheRuleFor(url, origin);
    if (rule === 'build-file' || rule === 'module-file' || rule === 'public-api') {
      kept.add(url.href);
    }
  }
  return [...kept];
}

function performanceEntryUrls(): string[] {
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}
