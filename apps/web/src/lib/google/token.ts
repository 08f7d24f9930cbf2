import { openSignInPopup, rememberNewState } from '../oauth-popup/popup';

/**
 * Google sign-in for Drive with OAuth 2.0's token flow for browser apps (ADR 0019): a popup to
 * Google's consent page, which comes back to /callback/google with the token in the address's
 * fragment. Google's own scripts (gsi, gapi) cannot load under our CSP, and the flow needs none.
 * The token lives in sessionStorage only: it ends with the tab, never reaches our server.
 */

/** The only scope asked for: files this app created or the user opened with it. */
export const DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.file';
/** The BroadcastChannel the callback page answers on. */
export const GOOGLE_CHANNEL = 'sa-google-oauth';
const TOKEN_KEY = 'sa-google-token';
/** Treat a token as expired this long before Google does, so a call never starts with a dying one. */
const EXPIRY_MARGIN_MS = 30_000;

export interface GoogleToken {
  token: string;
  expiresAt: number;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage switched off: sign-in then lasts as long as the page
  }
}

/** The stored token if it is still good; an expired one is dropped. */
export function loadGoogleToken(now = Date.now()): GoogleToken | null {
  const raw = storage()?.getItem(TOKEN_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'token' in parsed &&
      'expiresAt' in parsed &&
      typeof parsed.token === 'string' &&
      typeof parsed.expiresAt === 'number' &&
      parsed.expiresAt - EXPIRY_MARGIN_MS > now
    ) {
      return { token: parsed.token, expiresAt: parsed.expiresAt };
    }
  } catch {
    // unreadable: dropped below
  }
  dropGoogleToken();
  return null;
}

export function storeGoogleToken(token: GoogleToken): void {
  storage()?.setItem(TOKEN_KEY, JSON.stringify(token));
}

export function dropGoogleToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

export interface GoogleSignInSettings {
  clientId: string;
  accountsUrl: string;
  /** This page's origin: the callback page is {origin}/callback/google. */
  origin: string;
}

/** Google's consent page address for the token flow. */
export function googleAuthorizeUrl(settings: GoogleSignInSettings, state: string): string {
  const params = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: `${settings.origin}/callback/google`,
    response_type: 'token',
    scope: DRIVE_SCOPE,
    state,
    include_granted_scopes: 'true',
  });
  return `${settings.accountsUrl}/o/oauth2/v2/auth?${params}`;
}

/** Opens the consent popup; resolves with the stored token, rejects with the text to show. */
export async function signInToGoogle(settings: GoogleSignInSettings): Promise<GoogleToken> {
  const state = rememberNewState(GOOGLE_CHANNEL);
  const answer = await openSignInPopup({ url: googleAuthorizeUrl(settings, state), channel: GOOGLE_CHANNEL });
  // Google always sends expires_in; an hour is its documented lifetime should it be missing.
  const token = { token: answer.token, expiresAt: answer.expiresAt ?? Date.now() + 3_600_000 };
  storeGoogleToken(token);
  return token;
}
