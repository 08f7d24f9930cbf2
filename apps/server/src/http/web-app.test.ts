import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { BUILD_FILE_CACHE_CONTROL } from './web-app';

/** The service worker's and the manifest's files as the build emits them (docs/adr/0034). */
const INDEX = '<!doctype html><title>Source Academy</title><div id="root"></div>';
const WORKER = 'self.addEventListener("fetch", () => {});';
const MANIFEST = '{"name":"Source Academy","start_url":"/"}';
const dirs: string[] = [];
let built: TestServer;
let withoutWorker: TestServer;

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'sa-web-dist-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

beforeAll(async () => {
  built = await startTestServer({
    config: {
      webDistDir: dist({
        'index.html': INDEX,
        'service-worker.js': WORKER,
        'manifest.webmanifest': MANIFEST,
        'assets/index-AbC123.js': 'console.log("app")',
        'assets/index-AbC123.css': 'body{}',
        'icons/icon-192.png': 'png',
      }),
    },
  });
  withoutWorker = await startTestServer({ config: { webDistDir: dist({ 'index.html': INDEX }) } });
});
afterAll(async () => {
  await built?.close();
  await withoutWorker?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the service worker and the manifest', () => {
  it('serves the worker as JavaScript that browsers revalidate on every update check', async () => {
    const res = await built.signedOut.get('/service-worker.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(WORKER);
  });

  it('serves the manifest as a web app manifest, revalidated', async () => {
    const res = await built.signedOut.get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(MANIFEST);
  });

  it.each(['/service-worker.js', '/manifest.webmanifest'])(
    'answers 404 for %s when the build has none, never the app page',
    async (url) => {
      const res = await withoutWorker.signedOut.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<!doctype html>');
    },
  );

  it('still answers the app page, revalidated, for the pages of the app', async () => {
    const res = await built.signedOut.get('/playground');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });
});

describe('the build files', () => {
  it.each([
    ['/assets/index-AbC123.js', /javascript/],
    ['/assets/index-AbC123.css', /^text\/css/],
  ])('serves %s as immutable for a year', async (url, type) => {
    const res = await built.signedOut.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.headers['cache-control']).toBe(BUILD_FILE_CACHE_CONTROL);
  });

  it('does not call an unhashed file of the build immutable', async () => {
    const res = await built.signedOut.get('/icons/icon-192.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toContain('immutable');
  });
});
