import {
  ASSET_MAX_BYTES,
  assetTooLarge,
  FILE_EXISTS,
  FILE_NOT_FOUND,
  INVALID_FILE_TYPE,
} from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesOf } from '../../storage/file-store';
import { S3Store } from '../../storage/s3-store';
import type { FileStoreSettings } from '../../storage/settings';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { startTestBucket, type TestBucket } from '../../test/s3-bucket';
import { assetForm, GIF, PNG } from './asset-samples';

let bucket: TestBucket;
let s: TestServer;
/** The same bucket, seen directly. */
let store: S3Store;
let staff: UserRow;
let courseId: number;
let prefixedCourseId: number;

beforeAll(async () => {
  bucket = await startTestBucket('game');
  const files: FileStoreSettings = { kind: 's3', ...bucket.settings };
  s = await startTestServer({ config: { files } });
  store = new S3Store(bucket.settings);
  staff = await s.createUser();
  const course = await s.createCourse();
  courseId = course.id;
  await s.enrol(staff, course, 'staff');
  // A course whose admin set a folder of its own in the store.
  const prefixed = await s.createCourse({ assetsPrefix: 'sim-2026' });
  prefixedCourseId = prefixed.id;
  await s.enrol(staff, prefixed, 'admin');
});
afterAll(async () => {
  store?.close();
  await s?.close();
  await bucket?.close();
});

const assets = (id = courseId) => `/v2/courses/${id}/admin/assets`;
const upload = (path: string, bytes: Uint8Array, id = courseId) =>
  s.as(staff).upload(`${assets(id)}/${path}`, assetForm(bytes));
const keys = async () => (await store.list('')).map((file) => file.key).sort();

describe('course files in an S3 bucket', () => {
  it('are uploaded, listed with sub-folders, served at once and deleted', async () => {
    const res = await upload('avatars/robo/robo.happy.png', PNG);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json<string>());
    expect(url.pathname).toBe(`/assets/courses/${courseId}/avatars/robo/robo.happy.png`);
    const served = await s.signedOut.get(url.pathname);
    expect([served.statusCode, Buffer.compare(served.rawPayload, PNG)]).toEqual([200, 0]);
    expect((await upload('avatars/plain.png', PNG)).statusCode).toBe(200);
    const list = await s.as(staff).get(`${assets()}/avatars`);
    expect(list.json()).toEqual(['avatars/plain.png', 'avatars/robo/robo.happy.png']);

    const gone = await s.as(staff).delete(`${assets()}/avatars/robo/robo.happy.png`);
    expect(gone.statusCode).toBe(204);
    expect((await s.signedOut.get(url.pathname)).statusCode).toBe(404);
    const again = await s.as(staff).delete(`${assets()}/avatars/robo/robo.happy.png`);
    expect([again.statusCode, again.body]).toEqual([404, FILE_NOT_FOUND]);
  });

  it('never replace a file, and leave nothing for a refused upload', async () => {
    expect((await upload('objects/crate.png', PNG)).statusCode).toBe(200);
    const before = await keys();
    const taken = await upload('objects/crate.png', PNG);
    expect([taken.statusCode, taken.body]).toEqual([400, FILE_EXISTS]);
    const wrongKind = await upload('objects/fake.png', GIF);
    expect([wrongKind.statusCode, wrongKind.body]).toEqual([400, INVALID_FILE_TYPE]);
    const big = Buffer.concat([PNG, Buffer.alloc(ASSET_MAX_BYTES + 1 - PNG.length)]);
    const tooBig = await upload('objects/huge.png', big);
    expect([tooBig.statusCode, tooBig.body]).toEqual([413, assetTooLarge(ASSET_MAX_BYTES)]);
    expect(await keys()).toEqual(before);
    const kept = await bytesOf(await store.readRange(`courses/${courseId}/objects/crate.png`));
    expect(Buffer.compare(kept, PNG)).toBe(0);
  });

  it("go under the course's own prefix when an admin set one, and are served from there", async () => {
    const res = await upload('stories/chapter1.txt', Buffer.from('objectives\n'), prefixedCourseId);
    expect(res.statusCode).toBe(200);
    const path = new URL(res.json<string>()).pathname;
    expect(path).toBe('/assets/sim-2026/stories/chapter1.txt');
    const served = await s.signedOut.get(path);
    expect([served.statusCode, served.body]).toEqual([200, 'objectives\n']);
    const list = await s.as(staff).get(`${assets(prefixedCourseId)}/stories`);
    expect(list.json()).toEqual(['stories/chapter1.txt']);
  });
});
