import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DeploymentSettings } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { textbookPath } from './files';

/** The sample book the e2e journeys read (our own text, laid out like the public site). */
const BOOK = join(import.meta.dirname, '../../../../../e2e/fixtures/textbook');

let s: TestServer;
let plain: TestServer;
let work: string;
let book: string;

beforeAll(async () => {
  // A copy of the sample book beside a secret and a symbolic link leading to it, and a built web app.
  work = mkdtempSync(join(tmpdir(), 'sa-textbook-'));
  book = join(work, 'book');
  mkdirSync(join(book, 'json'), { recursive: true });
  mkdirSync(join(book, 'img_javascript'));
  for (const file of ['toc.json', 'searchData.json', '1.1.1.json'])
    writeFileSync(join(book, 'json', file), readFileSync(join(BOOK, 'json', file)));
  writeFileSync(
    join(book, 'img_javascript', 'sample-figure.png'),
    readFileSync(join(BOOK, 'img_javascript', 'sample-figure.png')),
  );
  writeFileSync(join(book, 'json', '.hidden.json'), '{}');
  writeFileSync(join(book, 'json', 'notes.txt'), 'not a book file');
  writeFileSync(join(work, 'secret.json'), '{"secret":true}');
  symlinkSync(join(work, 'secret.json'), join(book, 'json', 'outside.json'));
  const web = join(work, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Source Academy</title>');
  [s, plain] = await Promise.all([
    startTestServer({ config: { textbookDir: book, webDistDir: web } }),
    startTestServer({ config: { webDistDir: web, textbookUrl: 'https://book.example.org/sicp/' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([s?.close(), plain?.close()]);
  rmSync(work, { recursive: true, force: true });
});

describe('GET /textbook/... with TEXTBOOK_DIR', () => {
  it('serves the JSON as application/json and figures as images, without sign-in', async () => {
    const toc = await s.signedOut.get('/textbook/json/toc.json');
    expect(toc.statusCode).toBe(200);
    expect(toc.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(toc.json<{ nodeData: string }[]>().map((n) => n.nodeData)).toEqual([
      'foreword',
      '1',
      'references',
    ]);
    const section = await s.signedOut.get('/textbook/json/1.1.1.json');
    expect(section.json<{ tag: string }[]>()[0]).toMatchObject({ tag: 'TITLE', id: '/sicpjs/1.1.1' });
    const figure = await s.app.inject({ url: '/textbook/img_javascript/sample-figure.png' });
    expect(figure.statusCode).toBe(200);
    expect(figure.headers['content-type']).toBe('image/png');
    expect(figure.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 with a message for a missing file, never the web app’s page', async () => {
    for (const path of ['json/9.9.json', 'img_javascript/none.png', 'json/notes.txt', 'json', '']) {
      const res = await s.signedOut.get(`/textbook/${path}`);
      expect([path, res.statusCode, res.body]).toEqual([path, 404, `No textbook file ${path}`]);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    const bare = await s.signedOut.get('/textbook');
    expect([bare.statusCode, bare.body]).toEqual([404, 'Page not found']);
    // Without TEXTBOOK_DIR nothing is served there, and still not the page.
    const none = await plain.signedOut.get('/textbook/json/toc.json');
    expect([none.statusCode, none.body]).toEqual([404, 'Page not found']);
  });

  it('serves nothing outside the folder: no traversal, no hidden files, no link leading out', async () => {
    // Dot segments, plain or as %2e, are resolved before routing: the address is no longer the book's.
    for (const url of ['/textbook/json/../../secret.json', '/textbook/json/%2e%2e/%2e%2e/secret.json']) {
      expect((await s.signedOut.get(url)).body).not.toContain('"secret"');
    }
    for (const url of [
      '/textbook/json/..%2F..%2Fsecret.json',
      '/textbook/%2e%2e%2fsecret.json',
      '/textbook/json/..%5c..%5csecret.json',
      '/textbook/json/toc.json%00.json',
      '/textbook/json//toc.json',
      '/textbook/json/.hidden.json',
      '/textbook/json/outside.json',
      '/textbook/%2Fetc%2Fpasswd.json',
    ]) {
      const res = await s.signedOut.get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('"secret"');
    }
  });

  it('compresses with gzip or brotli when the browser accepts it, and only these files', async () => {
    const original = readFileSync(join(book, 'json', 'searchData.json'));
    const gzip = await s.app.inject({
      url: '/textbook/json/searchData.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(gunzipSync(gzip.rawPayload).equals(original)).toBe(true);
    expect(gzip.rawPayload.length).toBeLessThan(original.length / 2);
    const br = await s.app.inject({
      url: '/textbook/json/searchData.json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const identity = await s.app.inject({ url: '/textbook/json/searchData.json' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(original)).toBe(true);
    // The API's answers are as they were before the book was served.
    const api = await s.app.inject({ url: '/v2/deployment', headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers['content-encoding']).toBeUndefined();
  });

  it('is cacheable: validators, cache-control and 304s', async () => {
    const first = await s.signedOut.get('/textbook/json/1.1.1.json');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const byTag = await s.signedOut.get('/textbook/json/1.1.1.json', { headers: { 'if-none-match': etag } });
    expect([byTag.statusCode, byTag.body]).toEqual([304, '']);
    const byDate = await s.signedOut.get('/textbook/json/1.1.1.json', {
      headers: { 'if-modified-since': lastModified },
    });
    expect(byDate.statusCode).toBe(304);
    const stale = await s.signedOut.get('/textbook/json/1.1.1.json', {
      headers: { 'if-none-match': '"old"' },
    });
    expect([stale.statusCode, stale.body]).toEqual([200, first.body]);
    // Compressed or not, the same validator: a 304 for a gzip copy too.
    const zipped = await s.app.inject({
      url: '/textbook/json/searchData.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    const again = await s.app.inject({
      url: '/textbook/json/searchData.json',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('textbookPath', () => {
  it('takes the book’s own names and refuses dot segments, hidden names and unknown types', () => {
    for (const ok of [
      'json/toc.json',
      'json/1.1.2.json',
      'json/making-of.json',
      'img_javascript/ch2_3-1.svg',
    ])
      expect(textbookPath(ok)).toBe(ok);
    for (const bad of [
      '../secret.json',
      'json/../../x.json',
      'json/./toc.json',
      '.hidden.json',
      'json//toc.json',
      'json\\..\\x.json',
      '/etc/x.json',
      'json/toc.json\u0000.png',
      'json/notes.txt',
      'a/b/c/d/e.json',
      '',
    ])
      expect([bad, textbookPath(bad)]).toEqual([bad, undefined]);
  });
});

describe('textbookUrl in GET /v2/deployment', () => {
  it('is this server’s /textbook/ when it serves TEXTBOOK_DIR, at the request’s origin or PUBLIC_URL', async () => {
    const res = await s.signedOut.get('/v2/deployment', { headers: { host: 'academy.local:8000' } });
    expect(DeploymentSettings.parse(res.json()).textbookUrl).toBe('http://academy.local:8000/textbook/');
    const pub = await startTestServer({
      config: { textbookDir: book, publicUrl: 'https://academy.example.org' },
    });
    try {
      const body = (await pub.signedOut.get('/v2/deployment')).json<DeploymentSettings>();
      expect(body.textbookUrl).toBe('https://academy.example.org/textbook/');
    } finally {
      await pub.close();
    }
  });

  it('is TEXTBOOK_URL otherwise', async () => {
    const body = (await plain.signedOut.get('/v2/deployment')).json<DeploymentSettings>();
    expect(body.textbookUrl).toBe('https://book.example.org/sicp/');
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

describe('the page’s policy and the textbook', () => {
  it('lets the page fetch the book and its figures from TEXTBOOK_URL’s origin', async () => {
    const csp = directives((await plain.signedOut.get('/sicpjs/1.1')).headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://book.example.org']);
    expect(csp['img-src']).toContain('https://book.example.org');
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
    const local = await startTestServer({ config: { textbookUrl: 'http://book.local:9000/' } });
    try {
      const policy = directives((await local.signedOut.get('/')).headers['content-security-policy']);
      expect(policy['img-src']).toContain('http://book.local:9000');
      expect(policy['connect-src']).toContain('http://book.local:9000');
    } finally {
      await local.close();
    }
  });

  it('names no other origin when the book is served here', async () => {
    const csp = directives((await s.signedOut.get('/sicpjs/1.1')).headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});
