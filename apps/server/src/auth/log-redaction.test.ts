import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpenDatabase } from '../db/client';
import { testClient } from '../test/client';
import { openTestDatabase } from '../test/database';
import { buildQuietApp, testConfig } from '../test/harness';

/** Every line the app logs, parsed, as main's pino instance would write them to stdout. */
const lines: Record<string, unknown>[] = [];
const logged = () => JSON.stringify(lines);
let app: FastifyInstance;
let database: OpenDatabase;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sa-web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Source Academy</title>');
  database = await openTestDatabase();
  const config = testConfig({ webDistDir: dist, logLevel: 'info' });
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  app = await buildQuietApp(config, database, { logger });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dist, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
});

/** The URL logged with 'incoming request'. */
const loggedUrl = () => {
  const incoming = lines.find((line) => line.msg === 'incoming request');
  const req = incoming?.req;
  return typeof req === 'object' && req !== null && 'url' in req ? req.url : undefined;
};

describe('sign-in codes in logged URLs', () => {
  it('leaves out the code and state a provider sends back to the login page', async () => {
    // Where GitHub and OpenID Connect providers send the browser after sign-in.
    const res = await testClient(app).get('/login?provider=github&code=gh-secret-code-123&state=st-456');
    expect(res.statusCode).toBe(200);
    expect(logged()).not.toContain('gh-secret-code-123');
    expect(logged()).not.toContain('st-456');
    expect(loggedUrl()).toBe('/login?provider=github&code=REDACTED&state=REDACTED');
  });

  it('leaves out a code given to POST /v2/auth/login in the query string', async () => {
    const res = await testClient(app).post('/v2/auth/login?provider=test&code=student_code');
    expect(res.statusCode).toBe(200);
    expect(logged()).not.toContain('student_code');
    expect(loggedUrl()).toBe('/v2/auth/login?provider=test&code=REDACTED');
  });

  it('leaves out a code inside a redirect address, and any token in a query string', async () => {
    const redirect = encodeURIComponent('http://localhost/login?provider=test&code=student_code');
    await testClient(app).get(`/v2/auth/test/authorize?redirect_uri=${redirect}`);
    await testClient(app).get('/v2/user?access_token=at-secret&Refresh_Token=rt-secret');
    expect(logged()).not.toMatch(/student_code|at-secret|rt-secret/);
    expect(logged()).toContain('/v2/user?access_token=REDACTED&Refresh_Token=REDACTED');
  });

  it('leaves out the access token a shared-session websocket carries in its query', async () => {
    // Browsers cannot set headers on a websocket, so the token travels as ?token= (ADR 18).
    await testClient(app).get('/sharedb/AAAAAAAAAAAAAAAA?token=eyJ.shared-session-secret');
    expect(logged()).not.toContain('shared-session-secret');
    expect(loggedUrl()).toBe('/sharedb/AAAAAAAAAAAAAAAA?token=REDACTED');
  });

  it('keeps the rest of the URL as it was', async () => {
    await testClient(app).get('/playground?chap=2&variant=default');
    expect(loggedUrl()).toBe('/playground?chap=2&variant=default');
  });
});
