import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { courseAssetUrl, INVALID_ASSET_PATH, noCourseFile } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import { FolderStore } from '../../storage/folder-store';
import { SVG_POLICY } from './course-files';
import { type GameKit, startGameKit } from './game-test-kit';

let k: GameKit;
let store: FolderStore;
let webDist: string;
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>alert(1)</script></svg>';
const WAV = Buffer.from('RIFF....WAVEfmt 0123456789');

async function put(key: string, body: string | Buffer): Promise<void> {
  await store.put(key, Readable.from([Buffer.from(body)]), { contentType: 'x', maxBytes: 1e6 });
}

beforeAll(async () => {
  // A built web app of its own: its /assets/ files share the folder name with course files.
  webDist = mkdtempSync(join(tmpdir(), 'sa-game-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webDist, 'assets', 'index-1a2b.js'), 'console.log("app")');
  k = await startGameKit({ webDistDir: webDist });
  store = new FolderStore(k.filesDir);
  const prefix = `courses/${k.courseId}/`;
  await put(`${prefix}locations/bridge/normal.svg`, SVG);
  await put(
    `${prefix}stories/defaultCheckpoint.txt`,
    'locations\n    bridge, /locations/bridge/normal.svg, Bridge\n',
  );
  await put(`${prefix}bgm/hum.wav`, WAV);
  await put(`${prefix}images/cookies.png`, 'PNG');
  await put(`${prefix}awards/x.exe`, 'MZ');
  await put('sourcecasts/0123456789abcdef0123456789abcdef.wav', WAV);
  await k.s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await k.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** A GET over a real socket with the path exactly as given (no client resolves its dots). */
async function rawGet(path: string): Promise<{ status: number; type: string; body: string }> {
  const address = k.s.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server is not listening');
  const { port } = address;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const url = (path: string) => courseAssetUrl(`courses/${k.courseId}/`, path);

describe('GET /assets/{prefix}{path}', () => {
  it('serves a course file to anyone, typed by its extension, nosniff and cacheable', async () => {
    const text = await k.s.signedOut.get(url('stories/defaultCheckpoint.txt'));
    expect(text.statusCode).toBe(200);
    expect(text.body).toMatch(/^locations\n/);
    expect(text.headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=3600',
    });
    expect(text.headers.etag).toMatch(/^W\/".+"$/);
    expect(text.headers['last-modified']).toEqual(expect.any(String));

    const png = await k.s.signedOut.get(url('/images/cookies.png'));
    expect([png.statusCode, png.headers['content-type']]).toEqual([200, 'image/png']);
    const wav = await k.s.signedOut.get(url('/bgm/hum.wav'));
    expect([wav.statusCode, wav.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect(Buffer.compare(wav.rawPayload, WAV)).toBe(0);
  });

  it('answers byte ranges and 304 for a copy that is current', async () => {
    const part = await k.s.signedOut.get(url('/bgm/hum.wav'), { headers: { range: 'bytes=0-3' } });
    expect([part.statusCode, part.body, part.headers['content-range']]).toEqual([
      206,
      'RIFF',
      `bytes 0-3/${WAV.length}`,
    ]);
    const first = await k.s.signedOut.get(url('/bgm/hum.wav'));
    const again = await k.s.signedOut.get(url('/bgm/hum.wav'), {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('sends an SVG with a policy under which its script cannot run', async () => {
    const res = await k.s.signedOut.get(url('/locations/bridge/normal.svg'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe(SVG_POLICY);
    expect(SVG_POLICY).toMatch(/default-src 'none'/);
    expect(SVG_POLICY).toMatch(/sandbox/);
    expect(SVG_POLICY).not.toMatch(/script-src/);
  });

  it('answers a missing file with a 404 text, never the web app', async () => {
    for (const path of ['/locations/nowhere.svg', '/stories/missing.txt']) {
      const res = await k.s.signedOut.get(url(path));
      expect([res.statusCode, res.headers['content-type']]).toEqual([404, 'text/plain; charset=utf-8']);
      expect(res.body).toBe(noCourseFile(`courses/${k.courseId}${path}`));
    }
    const bare = await k.s.signedOut.get('/assets/');
    expect(bare.statusCode).toBe(400);
    const unknownBuildFile = await k.s.signedOut.get('/assets/missing-1234.js');
    expect([unknownBuildFile.statusCode, unknownBuildFile.body]).toEqual([404, 'Page not found']);
  });

  it('serves no file of a kind it does not know, nor files outside every course folder', async () => {
    expect((await k.s.signedOut.get(url('/awards/x.exe'))).statusCode).toBe(404);
    const recording = await k.s.signedOut.get('/assets/sourcecasts/0123456789abcdef0123456789abcdef.wav');
    expect([recording.statusCode, recording.headers['content-type']]).toEqual([
      404,
      'text/plain; charset=utf-8',
    ]);
  });

  it('still serves the web build files that live under /assets/', async () => {
    const res = await k.s.signedOut.get('/assets/index-1a2b.js');
    expect([res.statusCode, res.body]).toEqual([200, 'console.log("app")']);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  // Sent as written: a browser or light-my-request would resolve the dots before sending.
  it.each([
    '/assets/courses/C/../../../etc/passwd',
    '/assets/courses/C/../../courses/C/stories/defaultCheckpoint.txt',
    '/assets/courses/C/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/courses/C/stories/%2E%2E%2F%2E%2E%2Fsecret.txt',
    '/assets/courses/C/..%5c..%5cstories%5cdefaultCheckpoint.txt',
    '/assets/courses\\C\\stories\\defaultCheckpoint.txt',
    '/assets//etc/passwd',
    '/assets/%2Fetc%2Fpasswd',
    '/assets/courses/C/stories/defaultCheckpoint.txt%00.png',
    '/assets/courses/C/./stories/defaultCheckpoint.txt',
    '/assets/courses/C/.partial/x.txt',
  ])('refuses %s without leaving the store', async (template) => {
    const res = await rawGet(template.replaceAll('C', String(k.courseId)));
    expect([400, 404]).toContain(res.status);
    expect(res.type).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(new RegExp(`^(${INVALID_ASSET_PATH}|No course file )`));
    expect(res.body).not.toMatch(/root:|locations|<!doctype/i);
  });

  it('refuses an address that is not valid percent-encoding', async () => {
    expect((await rawGet(`/assets/courses/${k.courseId}/stories/%E0%A4%A`)).status).toBe(400);
  });

  it("serves a course's files under its assetsPrefix when an admin set one", async () => {
    const course = await k.s.createCourse({ assetsPrefix: 'cs1101s-2026' });
    await put('cs1101s-2026/stories/awardsMapping.txt', 'collectibles\n');
    const res = await k.s.signedOut.get(courseAssetUrl('cs1101s-2026/', '/stories/awardsMapping.txt'));
    expect([res.statusCode, res.body]).toEqual([200, 'collectibles\n']);
    // Without the prefix set, the same key is in no course's folder.
    await k.s.db.update(courses).set({ assetsPrefix: null }).where(eq(courses.id, course.id));
    expect((await k.s.signedOut.get('/assets/cs1101s-2026/stories/awardsMapping.txt')).statusCode).toBe(404);
  });
});
