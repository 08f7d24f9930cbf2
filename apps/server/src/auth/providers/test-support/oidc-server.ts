import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Account } from 'oidc-provider';
import { closeServer, listenOnLoopback } from './listen';

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client, and a
 * "browser" that walks its development login and consent pages as a person would.
 */
export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export async function startOidcServer(options: {
  redirectUri: string;
  accounts: Record<string, Record<string, unknown>>;
}): Promise<OidcServer> {
  const server: Server = createServer();
  const issuer = await listenOnLoopback(server);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const clientId = 'sa-web';
  const clientSecret = 'sa-web-secret';

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // The login name typed on the dev login page is the account id.
    findAccount: (_ctx, id): Account | undefined => {
      const claims = options.accounts[id];
      return claims && { accountId: id, claims: () => ({ sub: id, ...claims }) };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Like Google or Entra ID for confidential clients; the web app sends no PKCE verifier.
    pkce: { required: () => false },
    cookies: { keys: ['test-cookie-key'] },
    // Explicit lifetimes (seconds) also keep oidc-provider from printing a notice for each default.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test-key' }] },
  });
  server.on('request', provider.callback());

  return { issuer, clientId, clientSecret, close: () => closeServer(server) };
}

/**
 * Follows the authorization request through login and consent like a browser (redirects, cookies,
 * forms) and returns the URL the provider finally sends the browser to: redirectUri + code.
 */
export async function signInThroughBrowser(
  authorizationUrl: URL,
  login: string,
  redirectUri: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = authorizationUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { cookie } });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const [name = '', value = ''] = pair.split('=');
      const expired = attributes.some((part) => /expires=Thu, 01 Jan 1970/i.test(part));
      if (expired || value === '') cookies.delete(name.trim());
      else cookies.set(name.trim(), value);
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      // The web app's /login page is not running here; stop where the browser would land on it.
      if (next.href.startsWith(redirectUri)) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action || !prompt) {
      throw new Error(
        `Unexpected page from the OpenID provider (HTTP ${response.status}): ${html.slice(0, 500)}`,
      );
    }
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any password');
    }
    url = new URL(action, url);
    init = { method: 'POST', body: form };
  }
  throw new Error('Too many steps in the sign-in flow');
}
