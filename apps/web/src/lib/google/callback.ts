import type { PopupOutcome } from '../oauth-popup/popup';

export const SIGN_IN_CANCELLED = 'Google sign-in was cancelled.';
export const SIGN_IN_MISMATCH =
  'The Google sign-in answer does not match a request from this page. Please try again.';
export const SIGN_IN_NO_TOKEN = 'Google did not send an access token. Please try again.';

/**
 * What Google's token flow came back with: the fragment of /callback/google carries
 * `access_token`, `expires_in` and `state`, or `error` and `state`. The state must be the one this
 * tab sent, so a page cannot plant its own token on us.
 */
export function readGoogleCallback(
  hash: string,
  expectedState: string | null,
  now = Date.now(),
): PopupOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!expectedState || params.get('state') !== expectedState) return { ok: false, error: SIGN_IN_MISMATCH };
  const error = params.get('error');
  if (error)
    return {
      ok: false,
      error: error === 'access_denied' ? SIGN_IN_CANCELLED : `Google sign-in failed: ${error}.`,
    };
  const token = params.get('access_token');
  if (!token) return { ok: false, error: SIGN_IN_NO_TOKEN };
  const seconds = Number(params.get('expires_in'));
  return Number.isFinite(seconds) && seconds > 0
    ? { ok: true, token, expiresAt: now + seconds * 1000 }
    : { ok: true, token };
}
