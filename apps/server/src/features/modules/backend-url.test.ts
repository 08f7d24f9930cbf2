import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { startTestServer, type TestServer } from '../../test/harness';

const load = (env: Record<string, string>) =>
  loadConfig({ env: { JWT_SECRET: 's'.repeat(40), ...env }, argv: [], cwd: '/srv/app' });

describe('MODULE_BACKEND_URL', () => {
  it('is /modules (this server) unless set; a trailing slash is dropped', () => {
    expect(load({}).moduleBackendUrl).toBe('/modules');
    expect(load({ MODULE_BACKEND_URL: '' }).moduleBackendUrl).toBe('/modules');
    expect(load({ MODULE_BACKEND_URL: 'https://cdn.example.org/sa/modules/' }).moduleBackendUrl).toBe(
      'https://cdn.example.org/sa/modules',
    );
    expect(load({ MODULE_BACKEND_URL: '/static/modules' }).moduleBackendUrl).toBe('/static/modules');
  });

  it.each([
    'modules',
    'ftp://cdn.example.org/m',
    '//cdn.example.org/m',
    'https://cdn.example.org/m?x=1',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(() => load({ MODULE_BACKEND_URL: value })).toThrow(ConfigError);
    expect(() => load({ MODULE_BACKEND_URL: value })).toThrow(
      /MODULE_BACKEND_URL: use a path such as \/modules/,
    );
  });
});

/** The policy's directives by name. */
function directives(policy: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the pages’ policies with modules on another origin', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sa-web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Source Academy</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'worker-1.js'), 'self.onmessage = () => {};');
    s = await startTestServer({
      config: { webDistDir: dist, moduleBackendUrl: 'https://cdn.example.org/sa/modules' },
    });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('lets the page fetch docs and the worker import bundles from that origin, and no other', async () => {
    const page = directives((await s.signedOut.get('/playground')).headers['content-security-policy']);
    expect(page['script-src']).toEqual(["'self'", 'https://cdn.example.org']);
    // The textbook's public site (TEXTBOOK_URL's default) is the one other origin the page reads.
    expect(page['connect-src']).toEqual([
      "'self'",
      'https://cdn.example.org',
      'https://sicp.sourceacademy.org',
    ]);
    expect(page['default-src']).toEqual(["'self'"]);
    const worker = directives(
      (await s.signedOut.get('/assets/worker-1.js')).headers['content-security-policy'],
    );
    expect(worker['script-src']).toEqual([
      "'self'",
      "'unsafe-eval'",
      "'wasm-unsafe-eval'",
      'https://cdn.example.org',
    ]);
    expect(worker['connect-src']).toEqual(["'self'", 'https://cdn.example.org']);
  });

  it('tells the web app where the modules are', async () => {
    const res = await s.signedOut.get('/v2/deployment');
    expect(res.json<{ moduleBackendUrl: string }>().moduleBackendUrl).toBe(
      'https://cdn.example.org/sa/modules',
    );
  });
});
