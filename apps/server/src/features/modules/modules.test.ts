import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleDocsJson, ModuleManifestJson } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

// The real dist (built by the project's globalSetup) for the served files; a dist of our own for
// what happens when a file changes on disk.
let s: TestServer;
let own: TestServer;
let ownDist: string;

beforeAll(async () => {
  ownDist = mkdtempSync(join(tmpdir(), 'sa-modules-dist-'));
  mkdirSync(join(ownDist, 'bundles'));
  writeFileSync(join(ownDist, 'modules.json'), '{"mine":{"tabs":[]}}');
  writeFileSync(join(ownDist, 'bundles', 'mine.js'), 'export default () => ({ one: 1 });');
  [s, own] = await Promise.all([startTestServer(), startTestServer({ modulesDistDir: ownDist })]);
});
afterAll(async () => {
  await Promise.all([s?.close(), own?.close()]);
  rmSync(ownDist, { recursive: true, force: true });
});

const fromElsewhere = { headers: { origin: 'https://elsewhere.example' } };

describe('GET /modules/...', () => {
  it('serves modules.json to anyone, from any origin', async () => {
    const res = await s.signedOut.get('/modules/modules.json', fromElsewhere);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const manifest = ModuleManifestJson.parse(res.json());
    expect(manifest.binary_tree).toEqual({ tabs: [] });
    expect(manifest.repeat).toEqual({ tabs: ['Repeat'] });
  });

  it('serves a bundle and a tab as JavaScript modules of the (require) => exports form', async () => {
    for (const url of ['/modules/bundles/binary_tree.js', '/modules/tabs/Repeat.js']) {
      const res = await s.signedOut.get(url, fromElsewhere);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.body.startsWith('export default function(require){')).toBe(true);
    }
  });

  it('serves the docs json with each exported name', async () => {
    const res = await s.signedOut.get('/modules/jsons/binary_tree.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const docs = ModuleDocsJson.parse(res.json());
    expect(docs.make_tree).toMatchObject({
      kind: 'function',
      name: 'make_tree',
      params: [
        ['value', 'unknown'],
        ['left', 'BinaryTree'],
        ['right', 'BinaryTree'],
      ],
      retType: 'BinaryTree',
    });
  });

  it('sends validators and answers 304 when the copy is current', async () => {
    const first = await s.signedOut.get('/modules/bundles/repeat.js');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect(first.headers['cache-control']).toBe('public, no-cache');

    const same = await s.signedOut.get('/modules/bundles/repeat.js', { headers: { 'if-none-match': etag } });
    expect([same.statusCode, same.body]).toEqual([304, '']);
    expect(same.headers.etag).toBe(etag);
    const weak = await s.signedOut.get('/modules/bundles/repeat.js', {
      headers: { 'if-none-match': `"other", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const byDate = await s.signedOut.get('/modules/bundles/repeat.js', {
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.statusCode).toBe(304);

    const stale = await s.signedOut.get('/modules/bundles/repeat.js', {
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    // If-None-Match wins over If-Modified-Since (RFC 9110).
    const both = await s.signedOut.get('/modules/bundles/repeat.js', {
      headers: { 'if-none-match': '"old"', 'if-modified-since': lastModified },
    });
    expect(both.statusCode).toBe(200);
  });

  it('answers 404 with a message for files it does not have, CORS included', async () => {
    for (const path of ['bundles/nosuch.js', 'tabs/Nosuch.js', 'jsons/nosuch.json']) {
      const res = await s.signedOut.get(`/modules/${path}`, fromElsewhere);
      expect([path, res.statusCode, res.body]).toEqual([path, 404, `No module file ${path}`]);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const elsewhere = await own.signedOut.get('/modules/jsons/mine.json');
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([404, 'No module file jsons/mine.json']);
    // Not a module folder: a 404, never the web app's page.
    const other = await s.signedOut.get('/modules/other/x.js');
    expect([other.statusCode, other.body]).toEqual([404, 'Page not found']);
  });

  it('refuses names outside the strict patterns, so nothing outside the dist is reachable', async () => {
    for (const url of [
      '/modules/bundles/..%2F..%2Fpackage.json',
      '/modules/bundles/%2e%2e%2fmodules.json',
      '/modules/bundles/binary_tree.json',
      '/modules/tabs/Repeat.js%00.js',
      '/modules/jsons/.fingerprint',
      '/modules/bundles/Repeat.JS',
    ]) {
      const res = await s.signedOut.get(url);
      expect([url, res.statusCode]).toEqual([url, 400]);
      expect(res.body).toMatch(/^Invalid module file: file:/);
    }
  });

  it('serves a rebuilt file at once, with a new validator', async () => {
    const before = await own.signedOut.get('/modules/bundles/mine.js');
    expect(before.body).toBe('export default () => ({ one: 1 });');
    const file = join(ownDist, 'bundles', 'mine.js');
    writeFileSync(file, 'export default () => ({ two: 2 });');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    const after = await own.signedOut.get('/modules/bundles/mine.js', {
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('export default () => ({ two: 2 });');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('answers HEAD with the headers alone', async () => {
    const res = await s.app.inject({ method: 'HEAD', url: '/modules/modules.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"/);
    expect(res.body).toBe('');
  });
});
