import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';

let s: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'sa-web-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Source Academy</title>');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'worker-1234.js'), 'self.onmessage = () => {};');
  s = await startTestServer({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy's directives by name, e.g. `{ 'script-src': ["'self'"] }`. */
function directives(policy: unknown): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('security headers', () => {
  it.each(['/', '/playground', '/login?provider=test&code=x'])(
    'the page %s cannot be framed, sniffed or run injected or evaluated script',
    async (url) => {
      const res = await s.signedOut.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      // Blueprint's inline styles, cover pictures from any https origin, the runner's worker.
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toContain('https:');
      expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
      // The sounds a program played are WAV blobs; pix_n_flix may play a video from an https address.
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'data:', 'https:']);
    },
  );

  it("keeps sign-in popups linked to the page that opened them, and the callback page to the provider's", async () => {
    // A popup cut from its opener reads as closed there, and the opener stops waiting for the token.
    const page = await s.signedOut.get('/playground');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    for (const url of ['/callback/google', '/callback/github?code=abc&state=def']) {
      const callback = await s.signedOut.get(url);
      expect(callback.statusCode).toBe(200);
      expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(callback.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets the page call only the outside APIs this deployment switched on', async () => {
    const page = directives((await s.signedOut.get('/playground')).headers['content-security-policy']);
    expect(page['connect-src']).toEqual(["'self'", 'https://sicp.sourceacademy.org']);
    const connected = await startTestServer({
      config: {
        webDistDir: dist,
        github: {
          clientId: 'gh',
          clientSecret: 'secret',
          url: 'https://ghe.example.org',
          apiUrl: 'https://ghe.example.org/api/v3',
        },
        google: {
          clientId: 'g',
          accountsUrl: 'https://accounts.google.com',
          apiUrl: 'https://www.googleapis.com',
        },
      },
    });
    try {
      const csp = directives(
        (await connected.signedOut.get('/playground')).headers['content-security-policy'],
      );
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://sicp.sourceacademy.org',
        'https://ghe.example.org',
        'https://www.googleapis.com',
      ]);
    } finally {
      await connected.close();
    }
  });

  it("plays media (sourcecast audio) from our own origin, and from the file store's bucket when it has one", async () => {
    const page = directives((await s.signedOut.get('/playground')).headers['content-security-policy']);
    expect(page['media-src']).toEqual(["'self'", 'blob:', 'data:', 'https:']);
    const bucket = await startTestServer({
      config: {
        webDistDir: dist,
        files: {
          kind: 's3',
          bucket: 'lessons',
          endpoint: 'http://minio.internal:9000',
          region: undefined,
          forcePathStyle: true,
        },
      },
    });
    try {
      const csp = directives((await bucket.signedOut.get('/playground')).headers['content-security-policy']);
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'data:', 'https:', 'http://minio.internal:9000']);
      expect(csp['connect-src']).toContain('http://minio.internal:9000');
    } finally {
      await bucket.close();
    }
  });

  it("gives the runner's worker script the eval and wasm it needs, and only that", async () => {
    const res = await s.signedOut.get('/assets/worker-1234.js');
    expect(res.statusCode).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives a 304 that revalidates a cached worker script the same policy', async () => {
    // The browser stores the 304's headers with the cached script: with the page's policy there,
    // the next runner worker could not evaluate programs.
    const first = await s.signedOut.get('/assets/worker-1234.js');
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await s.signedOut.get('/assets/worker-1234.js', {
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(directives(again.headers['content-security-policy'])['script-src']).toContain("'unsafe-eval'");
  });

  it.each([
    ['GET', '/v2/deployment', 200],
    ['GET', '/v2/user', 401],
    ['GET', '/v2/nothing', 404],
    ['POST', '/v2/auth/login', 400],
  ] as const)('%s %s (%i) is not sniffed and cannot be framed', async (method, url, status) => {
    const res = await s.signedOut.request(method, url);
    expect(res.statusCode).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("keeps the test provider page's own stricter policy", async () => {
    const res = await s.signedOut.get(
      `/v2/auth/test/authorize?redirect_uri=${encodeURIComponent('http://localhost/login')}`,
    );
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });
});
