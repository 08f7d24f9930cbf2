import { Readable } from 'node:stream';
import { courseAssetsPrefix, courseAssetUrl } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStoreSettings } from '../../storage/settings';
import { createFileStore } from '../../storage/settings';
import { startTestServer, type TestServer } from '../../test/harness';
import { startTestBucket, type TestBucket } from '../../test/s3-bucket';

let bucket: TestBucket;
let s: TestServer;
let prefix: string;

beforeAll(async () => {
  bucket = await startTestBucket('game');
  const files: FileStoreSettings = { kind: 's3', ...bucket.settings };
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
  await bucket?.close();
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
