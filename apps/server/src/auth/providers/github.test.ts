import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseProviderSettings } from './config';
import { GitHubProvider } from './github';
import { createProviders } from './registry';
import { closeServer, listenOnLoopback } from './test-support/listen';
import { ProviderError } from './types';

/**
 * A local stand-in for github.com and api.github.com speaking the same protocol: the form-encoded
 * code exchange (which reports a bad code as 200 + `error`) and GET /user with a bearer token.
 */
interface Recorded {
  accept: string | undefined;
  form: URLSearchParams;
}

const CODES: Record<string, string> = { good_code: 'token-ada', nameless_code: 'token-nameless' };
const USERS: Record<string, { login: string; name: string | null }> = {
  'token-ada': { login: 'ada-l', name: 'Ada Lovelace' },
  'token-nameless': { login: 'anon', name: null },
};

let server: Server;
let base: string;
let tokenRequests: Recorded[] = [];
let apiDown = false;
let tokenEndpointDown = false;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', base);
  if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = new URLSearchParams(body);
    tokenRequests.push({ accept: req.headers.accept, form });
    if (tokenEndpointDown) return send(res, 502, { message: 'Bad gateway' });
    if (form.get('client_id') !== 'gh-client' || form.get('client_secret') !== 'gh-secret') {
      return send(res, 200, { error: 'incorrect_client_credentials' });
    }
    const token = CODES[form.get('code') ?? ''];
    if (!token) {
      return send(res, 200, {
        error: 'bad_verification_code',
        error_description: 'The code passed is incorrect or expired.',
      });
    }
    return send(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user' });
  }
  if (req.method === 'GET' && url.pathname === '/api/user') {
    if (apiDown) return send(res, 503, { message: 'Service unavailable' });
    const user = USERS[(req.headers.authorization ?? '').replace(/^Bearer /, '')];
    if (!user || !req.headers['user-agent']) return send(res, 401, { message: 'Bad credentials' });
    return send(res, 200, { id: 1, ...user });
  }
  send(res, 404, { message: 'Not Found' });
}

function provider(overrides: Record<string, unknown> = {}): GitHubProvider {
  const settings = {
    id: 'github',
    kind: 'github',
    name: 'GitHub',
    clientId: 'gh-client',
    clientSecret: 'gh-secret',
    authorizeUrl: `${base}/login/oauth/authorize`,
    tokenUrl: `${base}/login/oauth/access_token`,
    apiUrl: `${base}/api`,
    ...overrides,
  };
  const [created] = createProviders(parseProviderSettings(JSON.stringify([settings]), false));
  if (!(created instanceof GitHubProvider)) throw new Error('expected a GitHub provider');
  return created;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  base = await listenOnLoopback(server);
});

afterAll(async () => {
  await closeServer(server);
});

beforeEach(() => {
  tokenRequests = [];
  apiDown = false;
  tokenEndpointDown = false;
});

describe('GitHub provider', () => {
  it('sends the browser to the authorize URL with our client id and a read-only scope', () => {
    const url = new URL(provider().endpoint());
    expect(url.origin + url.pathname).toBe(`${base}/login/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'gh-client', scope: 'read:user' });
  });

  it('exchanges the code and returns the GitHub login and name', async () => {
    const redirectUri = 'http://localhost:5173/login?provider=github';
    await expect(provider().authenticate({ code: 'good_code', redirectUri })).resolves.toEqual({
      username: 'ada-l',
      name: 'Ada Lovelace',
    });
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.accept).toBe('application/json');
    expect(Object.fromEntries(tokenRequests[0]!.form)).toEqual({
      client_id: 'gh-client',
      client_secret: 'gh-secret',
      code: 'good_code',
      redirect_uri: redirectUri,
    });
  });

  it('uses the login as the name when the profile has none', async () => {
    await expect(provider().authenticate({ code: 'nameless_code' })).resolves.toEqual({
      username: 'anon',
      name: 'anon',
    });
  });

  it('reports a bad code at the validate stage', async () => {
    const failure = provider().authenticate({ code: 'stale_code' });
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({
      stage: 'validate',
      message: 'bad_verification_code: The code passed is incorrect or expired.',
    });
  });

  it('rejects a client id other than the configured one without asking GitHub', async () => {
    await expect(provider().authenticate({ code: 'good_code', clientId: 'other' })).rejects.toMatchObject({
      stage: 'validate',
      message: 'Invalid client id',
    });
    expect(tokenRequests).toHaveLength(0);
  });

  it('reports wrong client credentials, as GitHub words them', async () => {
    await expect(
      provider({ clientSecret: 'wrong' }).authenticate({ code: 'good_code' }),
    ).rejects.toMatchObject({
      stage: 'validate',
      message: 'incorrect_client_credentials',
    });
  });

  it('reports a failing token endpoint at the token stage', async () => {
    tokenEndpointDown = true;
    const failure = provider().authenticate({ code: 'good_code' });
    await expect(failure).rejects.toMatchObject({ stage: 'token' });
    const error = await failure.catch((caught: unknown) => caught);
    expect(error instanceof Error && String(error.cause)).toMatch(/HTTP 502/);
  });

  it('reports an unreachable token endpoint at the token stage', async () => {
    // A port that was just free and is closed again: connecting is refused.
    const closed = createServer();
    const origin = await listenOnLoopback(closed);
    await closeServer(closed);
    const unreachable = provider({ tokenUrl: `${origin}/login/oauth/access_token` });
    await expect(unreachable.authenticate({ code: 'good_code' })).rejects.toMatchObject({ stage: 'token' });
  });

  it('reports a failing user API at the user stage', async () => {
    apiDown = true;
    await expect(provider().authenticate({ code: 'good_code' })).rejects.toMatchObject({
      stage: 'user',
      message: 'Could not read the GitHub profile',
    });
  });
});
