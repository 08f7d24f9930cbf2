import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { courseAssetsPrefix, courseAssetUrl } from '@sa/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStoreSettings } from '../../storage/settings';
import { createFileStore } from '../../storage/settings';
import { startTestServer, type TestServer } from '../../test/harness';

let s3: S3rver;
let dir: string;
let s: TestServer;
let prefix: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sa-game-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'game' }],
  });
  const { port } = await s3.run();
  const files: FileStoreSettings = {
    kind: 's3',
    bucket: 'game',
    endpoint: `http://127.0.0.1:${port}`,
    region: undefined,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
  s = await startTestServer({ config: { files } });
  const course = await s.createCourse();
  prefix = courseAssetsPrefix({ courseId: course.id });
  const store = createFileStore(files);
  await store.put(`${prefix}stories/defaultCheckpoint.txt`, Readable.from([Buffer.from('locations\n')]), {
    contentType: 'text/plain',
    maxBytes: 100,
  });
});
afterAll(async () => {
  await s?.close();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('course files in an S3 bucket', () => {
  it('are served through /assets with their type, validators and ranges', async () => {
    const url = courseAssetUrl(prefix, '/stories/defaultCheckpoint.txt');
    const res = await s.signedOut.get(url);
    expect([res.statusCode, res.body, res.headers['content-type']]).toEqual([
      200,
      'locations\n',
      'text/plain; charset=utf-8',
    ]);
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    const again = await s.signedOut.get(url, { headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const part = await s.signedOut.get(url, { headers: { range: 'bytes=0-4' } });
    expect([part.statusCode, part.body]).toEqual([206, 'locat']);
    expect((await s.signedOut.get(courseAssetUrl(prefix, '/stories/none.txt'))).statusCode).toBe(404);
  });
});
