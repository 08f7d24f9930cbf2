import { Sourcecast } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { startTestBucket, type TestBucket } from '../../test/s3-bucket';
import { sourcecastForm, testWav } from './sourcecast-test-kit';

let bucket: TestBucket;
let s: TestServer;
let courseId: number;
let staff: UserRow;

beforeAll(async () => {
  bucket = await startTestBucket('casts');
  s = await startTestServer({ config: { files: { kind: 's3', ...bucket.settings } } });
  const course = await s.createCourse();
  staff = await s.createUser();
  await s.enrol(staff, course, 'staff');
  courseId = course.id;
});
afterAll(async () => {
  await s?.close();
  await bucket?.close();
});

describe('sourcecasts in an S3 bucket', () => {
  it('lists a presigned address the browser fetches the recording from, and deleting removes the object', async () => {
    const wav = Buffer.from(testWav(3000));
    const form = sourcecastForm({ uid: 'in-bucket', audio: { bytes: wav, name: '9.wav' } });
    const saved = await s.as(staff).upload(`/v2/courses/${courseId}/admin/sourcecast`, form);
    expect([saved.statusCode, saved.body]).toEqual([200, 'OK']);
    const [item] = (await s.as(staff).get(`/v2/courses/${courseId}/sourcecast`)).json(z.array(Sourcecast));
    expect(item?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/casts\/sourcecasts\/[0-9a-f]{32}\.wav\?.*X-Amz-Signature=/,
    );
    const audio = await fetch(item?.url ?? '', { headers: { range: 'bytes=0-43' } });
    expect(audio.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await audio.arrayBuffer()), wav.subarray(0, 44))).toBe(0);

    const removed = await s.as(staff).delete(`/v2/courses/${courseId}/admin/sourcecast/${item?.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await fetch(item?.url ?? '')).status).toBe(404);
  });
});
