import type { SlingClient, SlingClientEvents } from './client';

/**
 * For tests of anything that talks Sling (this package's, the device agent's): wait for a
 * client's next event, or for a condition, failing with what was awaited when it does not come.
 */
export function nextEvent<E extends keyof SlingClientEvents>(
  client: SlingClient,
  event: E,
  timeoutMs: number,
): Promise<SlingClientEvents[E]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no '${String(event)}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const off = client.on(event, (...args) => {
      clearTimeout(timer);
      off();
      resolve(args);
    });
  });
}

export async function waitUntil(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
