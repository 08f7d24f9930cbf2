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
  /** How often to look at the popup. */
  pollMs?: number;
  /**
   * How long a popup that reads as closed may still answer. A provider's page with its own
   * Cross-Origin-Opener-Policy cuts the popup off from us, and from then on it reads as closed
   * although the user is still signing in there; the callback page, ours again, still reaches us
   * on the channel. So closed only ends the wait after this long (default 5 minutes).
   */
  closedGraceMs?: number;
  /** Test seam: the window.open to use. */
  open?: (url: string, target: string, features: string) => Window | null;
}

const POPUP_FEATURES = 'popup=yes,width=600,height=720';

/** The sign-in under way: a new one (the user clicked again) ends it. */
let pending: { cancel: () => void } | undefined;

/**
 * Opens the popup and resolves with the token the callback page broadcasts. Rejects with the
 * callback's error text, PopupBlockedError, or PopupClosedError when the window has read as
 * closed for `closedGraceMs` with no answer, or a newer sign-in replaced this one.
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
    pending?.cancel();
    const grace = options.closedGraceMs ?? 5 * 60_000;
    let closedSince: number | undefined;
    const timer = window.setInterval(() => {
      if (!popup.closed) {
        closedSince = undefined;
        return;
      }
      closedSince ??= Date.now();
      if (Date.now() - closedSince >= grace) finish(() => reject(new PopupClosedError()));
    }, options.pollMs ?? 500);
    const finish = (settle: () => void) => {
      window.clearInterval(timer);
      channel.close();
      if (pending === self) pending = undefined;
      settle();
    };
    const self = { cancel: () => finish(() => reject(new PopupClosedError())) };
    pending = self;
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

/**
 * Where a sign-in's OAuth `state` waits for its callback page: localStorage, which the popup
 * shares with the page whatever the provider's page did to the link between them.
 */
export const stateKey = (channel: string) => `${channel}-state`;

/** A new random `state` for a sign-in answered on `channel`, kept for its callback page to check. */
export function rememberNewState(channel: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    window.localStorage.setItem(stateKey(channel), state);
  } catch {
    // Storage off: the callback cannot check the state and says sign-in failed.
  }
  return state;
}

/** For a callback page: the `state` its sign-in was sent with, taken so it answers only once. */
export function takeExpectedState(channel: string): string | null {
  try {
    const state = window.localStorage.getItem(stateKey(channel));
    window.localStorage.removeItem(stateKey(channel));
    return state;
  } catch {
    return null;
  }
}
