import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { GITHUB_NOT_CONFIGURED, GITHUB_UNREACHABLE, GITHUB_WRONG_CLIENT } from '@sa/contracts';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GitHubConnectionConfig } from '../config';
import type { OpenDatabase } from '../db/client';
import { testClient } from '../test/client';
import { openTestDatabase } from '../test/database';
import { buildQuietApp, testConfig } from '../test/harness';
import { closeServer, listenOnLoopback } from './providers/test-support/listen';

/**
 * POST /v2/auth/github/token against a local stand-in for github.com's code exchange (form body
 * in, JSON out, a refused code reported as 200 + `error`), with every log line the app writes
 * captured to check that the token never reaches them.
 */
const TOKEN = 'gho_playground-token-7f3a9c';
let github: Server;
let githubUrl: string;
let exchanges: URLSearchParams[] = [];

async function handle(req: IncomingMessage, res: ServerResponse) {
  const send = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  if (req.method !== 'POST' || req.url !== '/login/oauth/access_token')
    return send(404, { message: 'Not Found' });
  let body = '';
  for await (const chunk of req) body += chunk;
  const form = new URLSearchParams(body);
  exchanges.push(form);
  if (form.get('client_id') !== 'pg-client' || form.get('client_secret') !== 'pg-secret') {
    return send(200, { error: 'incorrect_client_credentials' });
  }
  if (form.get('code') !== 'good-code') {
    return send(200, {
      error: 'bad_verification_code',
      error_description: 'The code passed is incorrect or expired.',
    });
  }
  return send(200, { access_token: TOKEN, token_type: 'bearer', scope: 'repo' });
}

const lines: unknown[] = [];
const apps: FastifyInstance[] = [];
let database: OpenDatabase;

async function appWith(connection: Partial<GitHubConnectionConfig>): Promise<FastifyInstance> {
  const config = testConfig({ logLevel: 'debug' });
  config.github = { ...config.github, ...connection };
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = await buildQuietApp(config, database, { logger });
  apps.push(app);
  return app;
}

const configured = () => ({ clientId: 'pg-client', clientSecret: 'pg-secret', url: githubUrl });
const exchange = (app: FastifyInstance, body: unknown) =>
  testClient(app).post('/v2/auth/github/token', body as Record<string, unknown>);

beforeAll(async () => {
  github = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  githubUrl = await listenOnLoopback(github);
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await closeServer(github);
});
beforeEach(() => {
  exchanges = [];
  lines.length = 0;
});

describe('POST /v2/auth/github/token', () => {
  it("exchanges the code with the deployment's secret and answers GitHub's token, which it never logs", async () => {
    const app = await appWith(configured());
    const res = await exchange(app, { code: 'good-code', clientId: 'pg-client' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access_token: TOKEN });
    expect(exchanges.map((form) => Object.fromEntries(form))).toEqual([
      { client_id: 'pg-client', client_secret: 'pg-secret', code: 'good-code' },
    ]);
    expect(lines.length).toBeGreaterThan(0); // the request was logged at all...
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(TOKEN); // ...without the token,
    expect(logged).not.toContain('good-code'); // the code
    expect(logged).not.toContain('pg-secret'); // or the secret
  });

  it("refuses a client id other than the deployment's without asking GitHub", async () => {
    const app = await appWith(configured());
    const res = await exchange(app, { code: 'good-code', clientId: 'someone-else' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(GITHUB_WRONG_CLIENT);
    expect(exchanges).toEqual([]);
  });

  it('says so when GitHub is not configured', async () => {
    const app = await appWith({ clientId: undefined, clientSecret: undefined, url: githubUrl });
    const res = await exchange(app, { code: 'good-code', clientId: 'pg-client' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe(GITHUB_NOT_CONFIGURED);
    expect(exchanges).toEqual([]);
  });

  it("answers GitHub's refusal of a wrong code as a 400 in GitHub's words", async () => {
    const app = await appWith(configured());
    const res = await exchange(app, { code: 'stale-code', clientId: 'pg-client' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('bad_verification_code: The code passed is incorrect or expired.');
  });

  it('answers 502 when GitHub cannot be reached', async () => {
    const closed = createServer();
    const origin = await listenOnLoopback(closed);
    await closeServer(closed);
    const app = await appWith({ ...configured(), url: origin });
    const res = await exchange(app, { code: 'good-code', clientId: 'pg-client' });
    expect(res.statusCode).toBe(502);
    expect(res.body).toBe(GITHUB_UNREACHABLE);
    expect(JSON.stringify(lines)).toContain('GitHub token exchange failed');
  });

  it.each([
    ['no code', { clientId: 'pg-client' }],
    ['an empty code', { code: '', clientId: 'pg-client' }],
    ['no client id', { code: 'good-code' }],
    ['a number for a code', { code: 12, clientId: 'pg-client' }],
  ])('refuses a body with %s (400)', async (_, body) => {
    const app = await appWith(configured());
    const res = await exchange(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeGreaterThan(0); // a message, not a bare status
    expect(exchanges).toEqual([]);
  });
});
