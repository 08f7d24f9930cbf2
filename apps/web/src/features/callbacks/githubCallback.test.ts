import { describe, expect, it } from 'vitest';
import { checkCallback, GITHUB_CALLBACK_ERRORS } from './githubCallback';

const search = (query: string) => new URLSearchParams(query);

describe('the GitHub callback check', () => {
  it('goes on with the code when the client id and the state are right', () => {
    expect(checkCallback(search('code=abc&state=s1'), 'client', 's1')).toEqual({
      ok: true,
      code: 'abc',
      clientId: 'client',
    });
  });

  it('needs a client id in the deployment, then a code, then our own state', () => {
    expect(checkCallback(search('code=abc&state=s1'), null, 's1')).toEqual({
      ok: false,
      error: 'noClientId',
    });
    expect(checkCallback(search('state=s1'), 'client', 's1')).toEqual({ ok: false, error: 'noCode' });
    expect(checkCallback(search('code=abc&state=other'), 'client', 's1')).toEqual({
      ok: false,
      error: 'denied',
    });
    expect(checkCallback(search('code=abc'), 'client', null)).toEqual({ ok: false, error: 'denied' });
  });

  it('words each failure as spec 3 section 8 does', () => {
    const advice = ' Please try again or contact the website administrator.';
    expect(GITHUB_CALLBACK_ERRORS).toEqual({
      denied: `Connection with server was denied, or incorrect payload received.${advice}`,
      noCode: `Access code not found in callback URL.${advice}`,
      noClientId: `Client ID not included with deployment.${advice}`,
    });
  });
});
