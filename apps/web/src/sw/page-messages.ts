import { readPageMessage } from './messages';

/** The worker's answers to the page's own messages (messages.ts): a waiting version takes over. */
export function installPageMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event) => {
    const message = readPageMessage(event.data);
    if (message?.type === 'SKIP_WAITING') event.waitUntil(scope.skipWaiting());
  });
}
