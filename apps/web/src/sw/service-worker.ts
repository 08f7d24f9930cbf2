/**
 * The service worker, built by vite-plugin-pwa (injectManifest) into /service-worker.js: Workbox
 * fills `self.__WB_MANIFEST` with the app shell's files and their revisions at build time.
 * Each part installs its own listeners on the worker's global scope, in this order.
 */
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { installEventLogSync } from '../features/researchlogs/worker';
import { installOfflineCaching } from './caching';
import { installPageMessages } from './page-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

installOfflineCaching(self, self.__WB_MANIFEST);
installPageMessages(self);
// Learning events for research (features/researchlogs, imported past its index so no React comes
// along): the token the page hands over, and the stored entries sent every interval.
installEventLogSync(self);

// A first install controls the open page at once, so what it loads next is cached. A new version
// waits instead until the user accepts the refresh (SKIP_WAITING, see page-messages.ts).
clientsClaim();
