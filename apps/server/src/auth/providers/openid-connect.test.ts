import { createServer, type ServerResponse } from 'node:http';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseProviderSettings } from './config';
import { OpenIdConnectProvider } from './openid-connect';
import { createProviders, prepareProviders } from './registry';
import { closeServer, listenOnLoopback } from './test-support/listen';
import { type OidcServer, signInThroughBrowser, startOidcServer } from './test-support/oidc-server';
import { ProviderError } from './types';

const redirectUri = 'http://127.0.0.1:5173/login?provider=uni';
const accounts = {
  alice: {
    preferred_username: 'alice',
    name: 'Alice Liddell',
    email: 'alice@uni.example',
    email_verified: true,
  },
  bob: { email: 'bob@uni.example', email_verified: true, name: 'Bob' },
  carol: { email: 'carol@elsewhere.example', email_verified: false },
};
const silent = { warn: () => {} };

let idp: OidcServer;

beforeAll(async () => {
  idp = await startOidcServer({ redirectUri, accounts });
});

afterAll(async () => {
  await idp?.close();
});

function oidcProvider(overrides: Record<string, unknown> = {}): OpenIdConnectProvider {
  const settings = {
    id: 'uni',
    kind: 'oidc',
    name: 'University',
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    allowInsecureHttp: true,
    ...overrides,
  };
  const [created] = createProviders(parseProviderSettings(JSON.stringify([settings]), false));
  if (!(created instanceof OpenIdConnectProvider)) throw new Error('expected an OpenID Connect provider');
  return created;
}

/** Starts at our endpoint() as the web app does (appending its redirect_uri) and signs in. */
async function codeFor(provider: OpenIdConnectProvider, login: string): Promise<string> {
  const start = new URL(provider.endpoint());
  start.searchParams.append('redirect_uri', redirectUri);
  const landing = await signInThroughBrowser(start, login, redirectUri);
  expect(landing.searchParams.get('provider')).toBe('uni');
  const code = landing.searchParams.get('code');
  if (!code) throw new Error(`no code in ${landing.href}`);
  return code;
}

describe('OpenID Connect provider against a real OpenID provider', () => {
  it('points the login button at the issuer until discovery, then at the authorization endpoint', async () => {
    const provider = oidcProvider();
    expect(provider.endpoint()).toBe(idp.issuer);
    await prepareProviders([provider], silent);
    const url = new URL(provider.endpoint());
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: idp.clientId,
      response_type: 'code',
      scope: 'openid profile email',
    });
  });

  it('signs a user in with the claims the provider holds', async () => {
    const provider = oidcProvider();
    await prepareProviders([provider], silent);
    const code = await codeFor(provider, 'alice');
    await expect(provider.authenticate({ code, redirectUri })).resolves.toEqual({
      username: 'alice',
      name: 'Alice Liddell',
    });
  });

  it('refuses a code that was already used, or never issued', async () => {
    const provider = oidcProvider();
    await prepareProviders([provider], silent);
    const code = await codeFor(provider, 'alice');
    await provider.authenticate({ code, redirectUri });

    const reused = provider.authenticate({ code, redirectUri });
    await expect(reused).rejects.toBeInstanceOf(ProviderError);
    await expect(reused).rejects.toMatchObject({
      stage: 'validate',
      message: expect.stringMatching(/^invalid_grant/),
    });
    await expect(provider.authenticate({ code: 'bogus', redirectUri })).rejects.toMatchObject({
      stage: 'validate',
      message: expect.stringMatching(/^invalid_grant/),
    });
  });

  it('refuses a code presented with another redirect_uri', async () => {
    const provider = oidcProvider();
    await prepareProviders([provider], silent);
    const code = await codeFor(provider, 'alice');
    await expect(
      provider.authenticate({ code, redirectUri: 'http://127.0.0.1:5173/login?provider=other' }),
    ).rejects.toMatchObject({ stage: 'validate', message: expect.stringMatching(/^invalid_grant/) });
  });

  it('reports wrong client credentials at the token stage', async () => {
    const provider = oidcProvider({ clientSecret: 'not-the-secret' });
    await prepareProviders([provider], silent);
    const code = await codeFor(provider, 'alice');
    await expect(provider.authenticate({ code, redirectUri })).rejects.toMatchObject({
      stage: 'token',
      message: expect.stringMatching(/^invalid_client/),
    });
  });

  it('falls back to a verified email, then to sub, when there is no preferred_username', async () => {
    const provider = oidcProvider();
    await prepareProviders([provider], silent);
    await expect(
      provider.authenticate({ code: await codeFor(provider, 'bob'), redirectUri }),
    ).resolves.toEqual({
      username: 'bob@uni.example',
      name: 'Bob',
    });
    await expect(
      provider.authenticate({ code: await codeFor(provider, 'carol'), redirectUri }),
    ).resolves.toEqual({
      username: 'carol',
      name: null,
    });
  });

  it('uses only the configured claims, and reports a missing username claim at the user stage', async () => {
    const provider = oidcProvider({ usernameClaim: 'email', nameClaim: 'preferred_username' });
    await prepareProviders([provider], silent);
    await expect(
      provider.authenticate({ code: await codeFor(provider, 'alice'), redirectUri }),
    ).resolves.toEqual({
      username: 'alice@uni.example',
      name: 'alice',
    });

    const strict = oidcProvider({ usernameClaim: 'preferred_username' });
    await prepareProviders([strict], silent);
    await expect(
      strict.authenticate({ code: await codeFor(strict, 'bob'), redirectUri }),
    ).rejects.toMatchObject({
      stage: 'user',
      message: 'The identity provider did not send the preferred_username claim',
    });
  });

  it('keeps an unreachable provider, logs it, and reports sign-in at the token stage', async () => {
    const closed = createServer();
    const deadIssuer = await listenOnLoopback(closed);
    await closeServer(closed);
    const provider = oidcProvider({ issuer: deadIssuer });
    const warnings: unknown[] = [];
    await prepareProviders([provider], { warn: (details) => warnings.push(details) });
    expect(warnings).toEqual([expect.objectContaining({ provider: 'uni' })]);
    expect(provider.endpoint()).toBe(deadIssuer);
    await expect(provider.authenticate({ code: 'any', redirectUri })).rejects.toMatchObject({
      stage: 'token',
    });
  });

  it('refuses http issuers unless allowInsecureHttp is set', async () => {
    const provider = oidcProvider({ allowInsecureHttp: false });
    const warnings: unknown[] = [];
    await prepareProviders([provider], { warn: (details) => warnings.push(details) });
    expect(warnings).toHaveLength(1);
    expect(provider.endpoint()).toBe(idp.issuer);
  });
});

describe('OpenID Connect provider ID token checks', () => {
  // A bare OpenID provider that signs its ID tokens with whichever key the test chooses, to show
  // that our side checks the signature against the provider's published keys.
  let published: CryptoKey;
  let signingKey: CryptoKey;
  let origin = '';
  const server = createServer((req, res) => {
    const json = (body: unknown, out: ServerResponse = res) =>
      out.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/.well-known/openid-configuration') {
      return json({
        issuer: origin,
        authorization_endpoint: `${origin}/auth`,
        token_endpoint: `${origin}/token`,
        jwks_uri: `${origin}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.url === '/jwks') {
      exportJWK(published).then((jwk) => json({ keys: [{ ...jwk, kid: 'k1', alg: 'RS256', use: 'sig' }] }));
      return;
    }
    new SignJWT({ preferred_username: 'mallory' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(origin)
      .setAudience('client')
      .setSubject('mallory')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signingKey)
      .then((idToken) => json({ access_token: 'at', token_type: 'Bearer', id_token: idToken }));
  });

  beforeAll(async () => {
    published = (await generateKeyPair('RS256', { extractable: true })).publicKey;
    origin = await listenOnLoopback(server);
  });

  afterAll(async () => {
    await closeServer(server);
  });

  function bareProvider() {
    const settings = { id: 'bare', kind: 'oidc', issuer: origin, clientId: 'client', clientSecret: 's' };
    const [created] = createProviders(
      parseProviderSettings(JSON.stringify([{ ...settings, allowInsecureHttp: true }]), false),
    );
    return created!;
  }

  it('accepts an ID token signed with a published key', async () => {
    const keys = await generateKeyPair('RS256', { extractable: true });
    published = keys.publicKey;
    signingKey = keys.privateKey;
    await expect(bareProvider().authenticate({ code: 'c', redirectUri })).resolves.toEqual({
      username: 'mallory',
      name: null,
    });
  });

  it('rejects an ID token signed with any other key at the validate stage', async () => {
    signingKey = (await generateKeyPair('RS256')).privateKey;
    await expect(bareProvider().authenticate({ code: 'c', redirectUri })).rejects.toMatchObject({
      stage: 'validate',
    });
  });
});
