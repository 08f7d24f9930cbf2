import { Sourcecast } from '@sa/contracts';
import { ONLY_STAFF_DELETE_SOURCECASTS, ONLY_STAFF_SAVE_SOURCECASTS, SOURCECAST_NOT_FOUND } from '@sa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { UserRow } from '../../test/harness';
import {
  playback,
  type SourcecastKit,
  sourcecastForm,
  startSourcecastKit,
  testWav,
} from './sourcecast-test-kit';

let k: SourcecastKit;
beforeAll(async () => {
  k = await startSourcecastKit();
});
afterAll(async () => k.close());

const listPath = () => `/v2/courses/${k.courseId}/sourcecast`;
const adminPath = () => `/v2/courses/${k.courseId}/admin/sourcecast`;
const list = async (user: UserRow) => (await k.s.as(user).get(listPath())).json(z.array(Sourcecast));
let uids = 0;
const newUid = () => `lesson-${++uids}-${Date.now()}`;

describe('listing', () => {
  it('is for every member of the course, signed in', async () => {
    for (const user of [k.student, k.staff, k.admin]) {
      expect((await k.s.as(user).get(listPath())).statusCode).toBe(200);
    }
    expect((await k.s.as(k.outsider).get(listPath())).statusCode).toBe(403);
    expect((await k.s.signedOut.get(listPath())).statusCode).toBe(401);
  });
});

describe('uploading', () => {
  it("saves staff's and admins' reference-shaped forms, audio first or last, newest listed first", async () => {
    const wav = testWav();
    const name = `${Date.now()}.wav`;
    const first = await k.s
      .as(k.staff)
      .upload(adminPath(), sourcecastForm({ uid: 'first-lesson', audio: { bytes: wav, name } }));
    expect([first.statusCode, first.body]).toEqual([200, 'OK']);
    const second = await k.s
      .as(k.admin)
      .upload(adminPath(), sourcecastForm({ title: 'Second', description: undefined, audioLast: true }));
    expect([second.statusCode, second.body]).toEqual([200, 'OK']);

    const listed = await list(k.student);
    expect(listed.map((item) => item.title)).toEqual(['Second', 'Recursion, slowly']);
    const [newest, oldest] = listed;
    expect(newest?.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(newest?.description).toBeNull();
    expect(oldest).toEqual({
      id: expect.any(Number),
      title: 'Recursion, slowly',
      description: 'Factorial by hand',
      uid: 'first-lesson',
      inserted_at: expect.any(String),
      updated_at: expect.any(String),
      audio: { file_name: name, updated_at: expect.any(String) },
      playbackData: JSON.stringify(playback),
      uploader: { id: k.staff.id, name: k.staff.name },
      url: expect.stringMatching(/^http:\/\/localhost(:80)?\/v2\/sourcecast-audio\/[0-9a-f]{32}\.wav$/),
      courseId: k.courseId,
    });
    // The address alone fetches the recording: no token.
    const audio = await k.s.signedOut.get(oldest?.url ?? '');
    expect([audio.statusCode, audio.headers['content-type']]).toEqual([200, 'audio/wav']);
    expect(Buffer.compare(audio.rawPayload, Buffer.from(wav))).toBe(0);
  });

  it("refuses students with the spec's text before reading the form, and storing nothing", async () => {
    const before = await k.counts();
    const res = await k.s.as(k.student).upload(adminPath(), sourcecastForm({ uid: newUid() }));
    expect([res.statusCode, res.body]).toEqual([403, ONLY_STAFF_SAVE_SOURCECASTS]);
    expect(await k.counts()).toEqual(before);
    expect((await k.s.signedOut.upload(adminPath(), sourcecastForm())).statusCode).toBe(401);
    expect((await k.s.as(k.outsider).upload(adminPath(), sourcecastForm())).statusCode).toBe(403);
  });
});

describe('deleting', () => {
  it('removes the row and its file, for staff and admins; a second delete is 404', async () => {
    for (const user of [k.staff, k.admin]) {
      const uid = newUid();
      expect((await k.s.as(user).upload(adminPath(), sourcecastForm({ uid }))).statusCode).toBe(200);
      const item = (await list(user)).find((listed) => listed.uid === uid);
      if (!item) throw new Error('the upload is not listed');
      const before = await k.counts();
      const res = await k.s.as(user).delete(`${adminPath()}/${item.id}`);
      expect([res.statusCode, res.body]).toEqual([200, 'OK']);
      expect(await k.counts()).toEqual({ rows: before.rows - 1, files: before.files - 1 });
      expect((await k.s.signedOut.get(item.url)).statusCode).toBe(404);
      const again = await k.s.as(user).delete(`${adminPath()}/${item.id}`);
      expect([again.statusCode, again.body]).toEqual([404, SOURCECAST_NOT_FOUND]);
    }
  });

  it("refuses students with the spec's text, and another course's sourcecast is not found", async () => {
    const uid = newUid();
    await k.s.as(k.staff).upload(adminPath(), sourcecastForm({ uid }));
    const item = (await list(k.staff)).find((listed) => listed.uid === uid);
    const res = await k.s.as(k.student).delete(`${adminPath()}/${item?.id}`);
    expect([res.statusCode, res.body]).toEqual([403, ONLY_STAFF_DELETE_SOURCECASTS]);

    const other = await k.s.createCourse();
    await k.s.enrol(k.staff, other, 'staff');
    const elsewhere = await k.s.as(k.staff).delete(`/v2/courses/${other.id}/admin/sourcecast/${item?.id}`);
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([404, SOURCECAST_NOT_FOUND]);
    expect((await list(k.staff)).some((listed) => listed.uid === uid)).toBe(true);
    expect((await k.s.signedOut.delete(`${adminPath()}/${item?.id}`)).statusCode).toBe(401);
  });
});
