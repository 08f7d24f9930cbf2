import { DeploymentSettings, TokenPair, type UserResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { parseProviderSettings } from './providers/config';
import { createProviders, prepareProviders } from './providers/registry';
import { type OidcServer, signInThroughBrowser, startOidcServer } from './providers/test-support/oidc-server';

/**
 * The whole OpenID Connect round trip as the web app drives it, against a real OpenID provider:
 * the login button's endpoint from GET /v2/deployment, the provider's login and consent pages,
 * then POST /v2/auth/login with the code and the same redirect_uri.
 */
const redirectUri = 'http://127.0.0.1:5173/login?provider=uni';
let idp: OidcServer;
let s: TestServer;

beforeAll(async () => {
  idp = await startOidcServer({
    redirectUri,
    accounts: { e0123: { preferred_username: 'e0123', name: 'Grace Hopper' } },
  });
  const providers = createProviders(
    parseProviderSettings(
      JSON.stringify([
        {
          id: 'uni',
          kind: 'oidc',
          name: 'University',
          issuer: idp.issuer,
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          allowInsecureHttp: true,
        },
      ]),
      false,
    ),
  );
  await prepareProviders(providers, { warn: () => {} });
  s = await startTestServer({ providers });
});

afterAll(async () => {
  await s?.close();
  await idp?.close();
});

async function codeFromLoginButton(login: string): Promise<string> {
  const deployment = (await s.signedOut.get('/v2/deployment')).json(DeploymentSettings);
  const provider = deployment.authProviders.find((p) => p.id === 'uni');
  if (!provider) throw new Error('no provider uni in GET /v2/deployment');
  const start = new URL(provider.endpoint);
  start.searchParams.append('redirect_uri', redirectUri);
  const landing = await signInThroughBrowser(start, login, redirectUri);
  const code = landing.searchParams.get('code');
  if (!code) throw new Error(`no code in ${landing.href}`);
  return code;
}

describe('sign-in through OpenID Connect', () => {
  it('creates the user from the claims on first sign-in and answers GET /v2/user', async () => {
    const code = await codeFromLoginButton('e0123');
    const login = await s.signedOut.post('/v2/auth/login', {
      code,
      provider: 'uni',
      redirect_uri: redirectUri,
    });
    expect(login.statusCode).toBe(200);
    const { access_token } = login.json(TokenPair);
    const me = await s.bearer(access_token).get('/v2/user');
    expect(me.statusCode).toBe(200);
    expect(me.json<UserResponse>().user).toMatchObject({
      name: 'Grace Hopper',
      username: 'e0123',
      courses: [],
    });
    expect(me.json<UserResponse>().courseRegistration).toBeNull();
  });

  it('refuses a code used twice with the reference message', async () => {
    const code = await codeFromLoginButton('e0123');
    const payload = { code, provider: 'uni', redirect_uri: redirectUri };
    expect((await s.signedOut.post('/v2/auth/login', payload)).statusCode).toBe(200);
    const again = await s.signedOut.post('/v2/auth/login', payload);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatch(/^Unable to validate token: /);
  });
});
