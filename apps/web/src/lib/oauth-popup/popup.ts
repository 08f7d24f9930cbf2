/**
 * Sign-in to an outside service (GitHub, Google) in a popup: the popup comes back to one of our
 * callback pages, which finishes the exchange and posts the outcome on a BroadcastChannel named
 * for the service; the opener waits for that message. A channel rather than `window.opener`:
 * the provider's pages may cut the opener link (COOP), a channel reaches us anyway.
 */

/** What a callback page posts: the token, or the error text to show. */
export type PopupOutcome = { ok: true; token: string; expiresAt?: number } | { ok: false; error: string };

export class PopupClosedError extends Error {
  override name = 'PopupClosedError';
  constructor() {
    super('The sign-in window was closed.');
  }
}

export class PopupBlockedError extends Error {
  override name = 'PopupBlockedError';
  constructor() {
    super('The sign-in window could not open. Allow pop-ups for this site and try again.');
  }
}

export interface OpenPopupOptions {
  /** The provider's authorize address, with every parameter already set. */
  url: string;
  /** The BroadcastChannel the callback page posts on. */
  channel: string;
  /** How often to notice a popup closed without an answer. */
  pollMs?: number;
  /** Test seam: the window.open to use. */
  open?: (url: string, target: string, features: string) => Window | null;
}

const POPUP_FEATURES = 'popup=yes,width=600,height=720';

/**
 * Opens the popup and resolves with the token the callback page broadcasts. Rejects with the
 * callback's error text, PopupBlockedError, or PopupClosedError when the user closes the window.
 */
export function openSignInPopup(options: OpenPopupOptions): Promise<{ token: string; expiresAt?: number }> {
  const open = options.open ?? ((url, target, features) => window.open(url, target, features));
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(options.channel);
    const popup = open(options.url, `${options.channel}-popup`, POPUP_FEATURES);
    if (!popup) {
      channel.close();
      reject(new PopupBlockedError());
      return;
    }
    let closedChecks = 0;
    const timer = window.setInterval(() => {
      // A closed popup may still have posted just before closing: allow one more tick for it.
      if (popup.closed && ++closedChecks > 1) finish(() => reject(new PopupClosedError()));
    }, options.pollMs ?? 500);
    const finish = (settle: () => void) => {
      window.clearInterval(timer);
      channel.close();
      settle();
    };
    channel.onmessage = (event: MessageEvent<PopupOutcome>) => {
      const outcome = event.data;
      if (outcome.ok) {
        const { token, expiresAt } = outcome;
        finish(() => resolve(expiresAt === undefined ? { token } : { token, expiresAt }));
      } else {
        finish(() => reject(new Error(outcome.error)));
      }
    };
  });
}

/** For a callback page: tell the opener how sign-in ended. */
export function postPopupOutcome(channelName: string, outcome: PopupOutcome): void {
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(outcome);
  channel.close();
}

/** A random value for OAuth's `state`, to check that a callback answers our own request. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
