import { describe, expect, it } from 'vitest';
import { readGoogleCallback, SIGN_IN_CANCELLED, SIGN_IN_MISMATCH, SIGN_IN_NO_TOKEN } from './callback';
import { dropGoogleToken, googleAuthorizeUrl, loadGoogleToken, storeGoogleToken } from './token';

describe('readGoogleCallback', () => {
  it('gives the token and when it expires', () => {
    expect(
      readGoogleCallback('#access_token=ya29.a&token_type=Bearer&expires_in=3599&state=s1', 's1', 1000),
    ).toEqual({
      ok: true,
      token: 'ya29.a',
      expiresAt: 1000 + 3_599_000,
    });
  });

  it('refuses an answer to somebody else’s request', () => {
    expect(readGoogleCallback('#access_token=ya29.a&expires_in=1&state=other', 's1')).toEqual({
      ok: false,
      error: SIGN_IN_MISMATCH,
    });
    expect(readGoogleCallback('#access_token=ya29.a&state=s1', null)).toEqual({
      ok: false,
      error: SIGN_IN_MISMATCH,
    });
  });

  it('reports a refusal and a missing token', () => {
    expect(readGoogleCallback('#error=access_denied&state=s1', 's1')).toEqual({
      ok: false,
      error: SIGN_IN_CANCELLED,
    });
    expect(readGoogleCallback('#state=s1', 's1')).toEqual({ ok: false, error: SIGN_IN_NO_TOKEN });
  });
});

describe('Google token', () => {
  it("asks Google's token flow for the drive.file scope, back to /callback/google", () => {
    const url = new URL(
      googleAuthorizeUrl(
        { clientId: 'cid', accountsUrl: 'https://accounts.test', origin: 'https://sa.test' },
        'st',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://accounts.test/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'cid',
      redirect_uri: 'https://sa.test/callback/google',
      response_type: 'token',
      scope: 'https://www.googleapis.com/auth/drive.file',
      state: 'st',
      include_granted_scopes: 'true',
    });
  });

  it('is kept until shortly before it expires, then dropped', () => {
    storeGoogleToken({ token: 't', expiresAt: 100_000 });
    expect(loadGoogleToken(10_000)).toEqual({ token: 't', expiresAt: 100_000 });
    expect(loadGoogleToken(90_000)).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    dropGoogleToken();
  });
});
