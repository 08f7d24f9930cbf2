/**
 * The service worker, built by vite-plugin-pwa (injectManifest) into /service-worker.js: Workbox
 * fills `self.__WB_MANIFEST` with the app shell's files and their revisions at build time.
 * Each part installs its own listeners on the worker's global scope, in this order.
 */
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { installOfflineCaching } from './caching';
import { installPageMessages } from './page-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

installOfflineCaching(self, self.__WB_MANIFEST);
installPageMessages(self);
// Learning-event log sync (features/researchlogs): the integrator adds `installEventLogSync(self);` here.

// A first install controls the open page at once, so what it loads next is cached. A new version
// waits instead until the user accepts the refresh (SKIP_WAITING, see page-messages.ts).
clientsClaim();
