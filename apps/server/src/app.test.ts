import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_NOT_BUILT } from './http/web-app';
import { startTestServer, type TestServer } from './test/harness';

const INDEX = '<!doctype html><title>Source Academy</title><div id="root"></div>';
let dist: string;
let built: TestServer;
let unbuilt: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sa-web-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  built = await startTestServer({ config: { webDistDir: dist } });
  unbuilt = await startTestServer();
});
afterAll(async () => {
  await built?.close();
  await unbuilt?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves files of the build', async () => {
    const res = await built.signedOut.get('/assets/app-1234.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app")');
  });

  it.each(['/', '/courses/1/missions', '/playground?x=1', '/login'])(
    'answers index.html for the page %s',
    async (url) => {
      const res = await built.signedOut.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
    },
  );

  it('tells how to build it when the build is missing, while /v2 keeps working', async () => {
    const res = await unbuilt.signedOut.get('/courses/1');
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(WEB_NOT_BUILT);
    expect(res.body).toContain('npm run build');
    expect((await unbuilt.signedOut.get('/v2/deployment')).statusCode).toBe(200);
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/v2/nothing'],
    ['GET', '/v2'],
    ['POST', '/v2/courses/1/nothing'],
    ['DELETE', '/v2/user'],
  ] as const)('%s %s answers 404 Page not found, not the web app', async (method, url) => {
    for (const s of [built, unbuilt]) {
      const res = await s.signedOut.request(method, url);
      expect([res.statusCode, res.body]).toEqual([404, 'Page not found']);
    }
  });

  it('answers 404 to a non-GET request outside /v2', async () => {
    const res = await built.signedOut.post('/courses/1');
    expect([res.statusCode, res.body]).toEqual([404, 'Page not found']);
  });
});

describe('cross-cutting behaviour', () => {
  it('answers the health check without a token or the database', async () => {
    const res = await unbuilt.signedOut.get('/v2/health');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('OK');
  });

  it('allows any origin with credentials', async () => {
    const res = await built.signedOut.request('OPTIONS', '/v2/user', {
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://elsewhere.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('gives every response a request id, keeping one the client sent', async () => {
    const res = await built.signedOut.get('/v2/deployment');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await built.signedOut.get('/v2/deployment', { headers: { 'x-request-id': 'trace-42' } });
    expect(traced.headers['x-request-id']).toBe('trace-42');
  });

  it('refuses JSON bodies over 1 MB with 413 and bad JSON with 400, as text', async () => {
    const big = JSON.stringify({ refresh_token: 'x'.repeat(1024 * 1024) });
    const tooBig = await built.signedOut.post('/v2/auth/refresh', big, {
      headers: { 'content-type': 'application/json' },
    });
    expect([tooBig.statusCode, tooBig.body]).toEqual([413, 'Request body is too large']);
    const bad = await built.signedOut.post('/v2/auth/login', '{nope', {
      headers: { 'content-type': 'application/json' },
    });
    expect([bad.statusCode, bad.body]).toEqual([400, 'Invalid JSON body']);
    expect(bad.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('serves the test provider’s sign-in page when the test provider is on', async () => {
    const res = await built.signedOut.get(
      `/v2/auth/test/authorize?redirect_uri=${encodeURIComponent('http://localhost:8000/login?provider=test')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('code=student_code');
  });

  it('has no test sign-in page without the test provider', async () => {
    const s = await startTestServer({ config: { providers: [] } });
    try {
      const res = await s.signedOut.get('/v2/auth/test/authorize?redirect_uri=http://x/');
      expect([res.statusCode, res.body]).toEqual([404, 'Page not found']);
    } finally {
      await s.close();
    }
  });
});
