import { existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  ASSET_MAX_BYTES,
  ASSET_TEXT_MAX_BYTES,
  assetTooLarge,
  COURSE_ASSETS_FULL,
  COURSE_ASSETS_MAX_BYTES,
  COURSE_ASSETS_MAX_FILES,
  EMPTY_FILE_NAME,
  FILE_EXISTS,
  FILE_NOT_FOUND,
  INVALID_FILE_NAME,
  INVALID_FILE_TYPE,
  INVALID_FOLDER,
  TOO_MANY_ASSETS,
} from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameKit, startGameKit } from '../game/game-test-kit';
import { assetForm, GIF, JPG, MP3, PNG, wav } from './asset-samples';
import { filesIn, rawRequest } from './asset-test-kit';
import { NOT_AN_ASSET_FORM, ONE_ASSET_FILE } from './upload-form';

let k: GameKit;

beforeAll(async () => {
  k = await startGameKit();
  await k.s.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => k.close());

const assets = (courseId = k.courseId) => `/v2/courses/${courseId}/admin/assets`;
const onDisk = (courseId: number, path: string) => join(k.filesDir, `courses/${courseId}`, path);
const storedFiles = () => (existsSync(k.filesDir) ? filesIn(k.filesDir) : []);
/** As the kit's staff, the path sent exactly as written. */
const rawAsStaff = async (method: 'GET' | 'POST' | 'DELETE', path: string, form?: FormData) =>
  rawRequest(k.s.app, method, `${assets()}/${path}`, await k.s.auth(k.staff), form);
const upload = (path: string, bytes: Uint8Array, user = k.staff, courseId = k.courseId) =>
  k.s.as(user).upload(`${assets(courseId)}/${path}`, assetForm(bytes));

describe('uploading a course file', () => {
  it('stores it for staff and admins and answers its address, from which it is served at once', async () => {
    const res = await upload('avatars/robo/robo.happy.png', PNG);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const url = res.json<string>();
    expect(url).toBe(`http://localhost:80/assets/courses/${k.courseId}/avatars/robo/robo.happy.png`);
    const served = await k.s.signedOut.get(new URL(url).pathname);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

    const byAdmin = await upload('stories/chapter1.txt', Buffer.from('objectives\n  a: b\n'), k.admin);
    expect(byAdmin.statusCode).toBe(200);
    const text = await k.s.signedOut.get(new URL(byAdmin.json<string>()).pathname);
    expect([text.statusCode, text.body]).toEqual([200, 'objectives\n  a: b\n']);
  });

  it('takes each kind by its bytes: jpg, jpeg, gif, png, wav, mp3 and UTF-8 text', async () => {
    const files: [string, Uint8Array][] = [
      ['images/photo.jpg', JPG],
      ['images/photo2.JPEG', JPG],
      ['ui/spin.gif', GIF],
      ['sfx/ding.wav', wav()],
      ['bgm/tune.mp3', MP3],
      ['stories/unicode.txt', Buffer.from('Ünïcode 文字 ✓\n')],
      ['stories/empty.txt', Buffer.alloc(0)],
    ];
    for (const [path, bytes] of files) {
      expect((await upload(path, bytes)).statusCode, path).toBe(200);
      expect(readFileSync(onDisk(k.courseId, path)).equals(Buffer.from(bytes)), path).toBe(true);
    }
  });

  it('refuses bytes that are not what the extension says, storing nothing', async () => {
    const before = storedFiles();
    const cases: [string, Uint8Array][] = [
      ['images/fake.png', Buffer.from('I am text, not a picture')],
      ['images/swapped.jpg', PNG],
      ['sfx/not-a-sound.wav', MP3],
      ['bgm/not-a-sound.mp3', wav()],
      ['stories/binary.txt', PNG],
      ['stories/nul.txt', Buffer.from('line\u0000more')],
      ['stories/latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a])],
      ['images/empty.png', Buffer.alloc(0)],
    ];
    for (const [path, bytes] of cases) {
      const res = await upload(path, bytes);
      expect([res.statusCode, res.body], path).toEqual([400, INVALID_FILE_TYPE]);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an extension the uploader does not take', async () => {
    for (const path of ['images/page.html', 'images/vector.svg', 'stories/noext', 'stories/script.js']) {
      const res = await upload(path, Buffer.from('<b>hi</b>'));
      expect([res.statusCode, res.body], path).toEqual([400, INVALID_FILE_TYPE]);
    }
  });

  it('never replaces a file: the original bytes stay', async () => {
    expect((await upload('objects/crate.png', PNG)).statusCode).toBe(200);
    const again = await upload('objects/crate.png', GIF);
    expect([again.statusCode, again.body]).toEqual([400, FILE_EXISTS]);
    // Refused before its bytes are looked at: a wrong kind under a taken name says it is taken.
    const text = await upload('objects/crate.png', Buffer.from('text'));
    expect([text.statusCode, text.body]).toEqual([400, FILE_EXISTS]);
    expect(readFileSync(onDisk(k.courseId, 'objects/crate.png')).equals(PNG)).toBe(true);
  });

  it('stores one of two uploads of a name sent at once; the other is told it is taken', async () => {
    // Both pass the early check (nothing is there yet); the per-course queue lets one through.
    const both = await Promise.all([upload('objects/twin.png', PNG), upload('objects/twin.png', PNG)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    expect(both.map((res) => res.body)).toContain(FILE_EXISTS);
  });

  it('refuses a name whose folder is a file, or that is a folder, as taken', async () => {
    expect((await upload('objects/box.png', PNG)).statusCode).toBe(200);
    const under = await upload('objects/box.png/inner.png', PNG);
    expect([under.statusCode, under.body]).toEqual([400, FILE_EXISTS]);
    expect((await upload('objects/shelf.png/item.png', PNG)).statusCode).toBe(200);
    const over = await upload('objects/shelf.png', PNG);
    expect([over.statusCode, over.body]).toEqual([400, FILE_EXISTS]);
    expect(readFileSync(onDisk(k.courseId, 'objects/box.png')).equals(PNG)).toBe(true);
  });

  it('answers the reference texts for a bad folder or an empty name', async () => {
    for (const folder of ['secrets', 'Images', '..', '%2e%2e', 'images%2f..']) {
      const res = await rawAsStaff('POST', `${folder}/a.png`, assetForm(PNG));
      expect([res.status, res.body], folder).toEqual([400, INVALID_FOLDER]);
    }
    const empty = await upload('images/', PNG);
    expect([empty.statusCode, empty.body]).toEqual([400, EMPTY_FILE_NAME]);
  });

  it('refuses names that could leave the folder, encoded or not, storing nothing', async () => {
    const before = storedFiles();
    const names = [
      '%2e%2e/%2e%2e/escape.png',
      '..%2f..%2fescape.png',
      '%2E%2E%2Fescape.png',
      'a/%2e/b.png',
      'a/%2e%2e/b.png',
      'a%5c..%5cb.png',
      'a%5cb.png',
      'line%0abreak.png',
      'del%7f.png',
      '/etc/passwd.png',
      'a//b.png',
      '.hidden.png',
      'sub/.hidden/b.png',
      'space%20name.png',
      `${'n'.repeat(252)}.png`,
      `${Array.from({ length: 60 }, () => 'abcd').join('/')}.png`,
    ];
    for (const name of [...names, '../../escape.png', 'a/../b.png', './b.png']) {
      const res = await rawAsStaff('POST', `images/${name}`, assetForm(PNG));
      expect([res.status, res.body], name).toEqual([400, INVALID_FILE_NAME]);
    }
    // A NUL anywhere in an address is refused by the route table for every route, before ours.
    for (const path of ['images/nul%00.png', 'images%00/a.png']) {
      const res = await rawAsStaff('POST', path, assetForm(PNG));
      expect([res.status, res.body], path).toEqual([400, expect.stringMatching(/NUL character/)]);
    }
    // Broken percent-encoding: Fastify refuses the address before any route.
    expect((await rawAsStaff('POST', 'images/bad%zzencoding.png', assetForm(PNG))).status).toBe(400);
    expect(storedFiles()).toEqual(before);
    expect(existsSync(join(dirname(k.filesDir), 'escape.png'))).toBe(false);
  });

  it('refuses a file over 10 MB, or over 1 MB for text (413), storing nothing', async () => {
    const before = storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(ASSET_MAX_BYTES + 1 - PNG.length)]);
    const res = await upload('images/huge.png', big);
    expect([res.statusCode, res.body]).toEqual([413, assetTooLarge(ASSET_MAX_BYTES)]);
    expect(res.body).toBe('The file is larger than 10 MB');
    const text = await upload('stories/long.txt', Buffer.alloc(ASSET_TEXT_MAX_BYTES + 1, 'a'));
    expect([text.statusCode, text.body]).toEqual([413, 'The file is larger than 1 MB']);
    expect(storedFiles()).toEqual(before);
    // Exactly at the limit is fine.
    expect((await upload('stories/full.txt', Buffer.alloc(ASSET_TEXT_MAX_BYTES, 'a'))).statusCode).toBe(200);
  });

  it('asks for a multipart form with one file in "upload"', async () => {
    const url = `${assets()}/images/form.png`;
    const json = await k.s.as(k.staff).post(url, { upload: 'x' });
    expect([json.statusCode, json.body]).toEqual([400, NOT_AN_ASSET_FORM]);
    const wrongField = await k.s.as(k.staff).upload(url, assetForm(PNG, 'a.png', 'file'));
    expect([wrongField.statusCode, wrongField.body]).toEqual([400, ONE_ASSET_FILE]);
    const two = assetForm(PNG);
    two.append('upload', new Blob([PNG]), 'b.png');
    const twice = await k.s.as(k.staff).upload(url, two);
    expect([twice.statusCode, twice.body]).toEqual([400, ONE_ASSET_FILE]);
    const none = new FormData();
    none.append('note', 'no file');
    const noFile = await k.s.as(k.staff).upload(url, none);
    expect([noFile.statusCode, noFile.body]).toEqual([400, NOT_AN_ASSET_FORM]);
    expect(existsSync(onDisk(k.courseId, 'images/form.png'))).toBe(false);
  });

  it('refuses students and non-members (403) and the signed-out (401), storing nothing', async () => {
    const before = storedFiles();
    expect((await upload('images/student.png', PNG, k.student)).statusCode).toBe(403);
    expect((await upload('images/outsider.png', PNG, k.outsider)).statusCode).toBe(403);
    const signedOut = await k.s.signedOut.upload(`${assets()}/images/anon.png`, assetForm(PNG));
    expect(signedOut.statusCode).toBe(401);
    expect(storedFiles()).toEqual(before);
  });
});

describe("a course's limits", () => {
  /** A course of its own, with the kit's staff as staff. */
  const courseWithStaff = async () => {
    const course = await k.s.createCourse();
    await k.s.enrol(k.staff, course, 'staff');
    return course.id;
  };

  it(`refuses a file past ${COURSE_ASSETS_MAX_FILES} files`, async () => {
    const courseId = await courseWithStaff();
    mkdirSync(onDisk(courseId, 'images'), { recursive: true });
    for (let i = 0; i < COURSE_ASSETS_MAX_FILES - 1; i++) {
      writeFileSync(onDisk(courseId, `images/f${i}.png`), PNG);
    }
    expect((await upload('stories/last.txt', Buffer.from('x'), k.staff, courseId)).statusCode).toBe(200);
    const res = await upload('stories/one-more.txt', Buffer.from('x'), k.staff, courseId);
    expect([res.statusCode, res.body]).toEqual([400, TOO_MANY_ASSETS]);
    expect(existsSync(onDisk(courseId, 'stories/one-more.txt'))).toBe(false);
  });

  it('refuses a file that would take the course past 500 MB', async () => {
    const courseId = await courseWithStaff();
    mkdirSync(onDisk(courseId, 'bgm'), { recursive: true });
    // A sparse file: 500 MB by its size, nothing on the disk.
    const filler = onDisk(courseId, 'bgm/filler.mp3');
    writeFileSync(filler, '');
    truncateSync(filler, COURSE_ASSETS_MAX_BYTES - PNG.length);
    expect((await upload('images/fits.png', PNG, k.staff, courseId)).statusCode).toBe(200);
    const res = await upload('images/over.png', PNG, k.staff, courseId);
    expect([res.statusCode, res.body]).toEqual([400, COURSE_ASSETS_FULL]);
    expect(existsSync(onDisk(courseId, 'images/over.png'))).toBe(false);
  });
});

describe('listing a folder', () => {
  it('answers every file of the folder, sub-folders included, sorted, for staff and admins', async () => {
    const course = await k.s.createCourse();
    await k.s.enrol(k.staff, course, 'staff');
    await k.s.enrol(k.admin, course, 'admin');
    for (const path of [
      'locations/b.png',
      'locations/a/z.png',
      'locations/a/deeper/y.png',
      'objects/o.png',
    ]) {
      expect((await upload(path, PNG, k.staff, course.id)).statusCode, path).toBe(200);
    }
    const expected = ['locations/a/deeper/y.png', 'locations/a/z.png', 'locations/b.png'];
    for (const user of [k.staff, k.admin]) {
      const res = await k.s.as(user).get(`${assets(course.id)}/locations`);
      expect([res.statusCode, res.json()]).toEqual([200, expected]);
    }
    expect((await k.s.as(k.staff).get(`${assets(course.id)}/sfx`)).json()).toEqual([]);
    // Another course's files are not in this course's folder.
    const mine = (await k.s.as(k.staff).get(`${assets()}/locations`)).json<string[]>();
    expect(mine.filter((path) => expected.includes(path))).toEqual([]);
  });

  it('answers the reference text for a folder that is not one of the eight', async () => {
    for (const folder of ['music', 'Stories', '..', '%2e%2e', 'images%2f..%2f..']) {
      const res = await rawAsStaff('GET', folder);
      expect([res.status, res.body], folder).toEqual([400, INVALID_FOLDER]);
    }
  });

  it('refuses students and non-members (403)', async () => {
    expect((await k.s.as(k.student).get(`${assets()}/images`)).statusCode).toBe(403);
    expect((await k.s.as(k.outsider).get(`${assets()}/images`)).statusCode).toBe(403);
  });
});

describe('deleting a course file', () => {
  it('deletes it (204); then it is not served, and a second delete answers 404', async () => {
    const url = (await upload('images/doomed/pic.png', PNG)).json<string>();
    const res = await k.s.as(k.staff).delete(`${assets()}/images/doomed/pic.png`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect((await k.s.signedOut.get(new URL(url).pathname)).statusCode).toBe(404);
    expect(existsSync(onDisk(k.courseId, 'images/doomed/pic.png'))).toBe(false);
    const again = await k.s.as(k.admin).delete(`${assets()}/images/doomed/pic.png`);
    expect([again.statusCode, again.body]).toEqual([404, FILE_NOT_FOUND]);
    // The name is free again.
    expect((await upload('images/doomed/pic.png', PNG)).statusCode).toBe(200);
  });

  it('answers the texts for a bad folder or name, deleting nothing', async () => {
    expect((await upload('ui/keep.png', PNG)).statusCode).toBe(200);
    const cases: [string, string][] = [
      ['secrets/keep.png', INVALID_FOLDER],
      ['ui/%2e%2e/ui/keep.png', INVALID_FILE_NAME],
      ['ui/sub%2f..%2fkeep.png', INVALID_FILE_NAME],
      ['ui/a%5ckeep.png', INVALID_FILE_NAME],
      ['ui/', EMPTY_FILE_NAME],
    ];
    for (const [path, text] of [...cases, ['ui/sub/../keep.png', INVALID_FILE_NAME] as const]) {
      const res = await rawAsStaff('DELETE', path);
      expect([res.status, res.body], path).toEqual([400, text]);
    }
    expect(existsSync(onDisk(k.courseId, 'ui/keep.png'))).toBe(true);
  });

  it("refuses students and non-members (403), and cannot reach another course's files", async () => {
    expect((await upload('ui/mine.png', PNG)).statusCode).toBe(200);
    expect((await k.s.as(k.student).delete(`${assets()}/ui/mine.png`)).statusCode).toBe(403);
    expect((await k.s.as(k.outsider).delete(`${assets()}/ui/mine.png`)).statusCode).toBe(403);
    const other = await k.s.createCourse();
    await k.s.enrol(k.staff, other, 'staff');
    const res = await k.s.as(k.staff).delete(`${assets(other.id)}/ui/mine.png`);
    expect([res.statusCode, res.body]).toEqual([404, FILE_NOT_FOUND]);
    expect(existsSync(onDisk(k.courseId, 'ui/mine.png'))).toBe(true);
  });
});
