import { STORY_NOT_FOUND, STORY_OF_ANOTHER_COURSE, Story, type StoryInput } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type GameKit, startGameKit } from '../game/game-test-kit';
import { insertStory, listStories } from '../game/queries';

let k: GameKit;
let otherCourseId: number;

beforeAll(async () => {
  k = await startGameKit();
  otherCourseId = (await k.s.createCourse()).id;
});
afterAll(async () => k.close());

const base = () => `/v2/courses/${k.courseId}/admin/stories`;
const chapter = (fields: Partial<StoryInput> = {}): StoryInput => ({
  title: 'Chapter of the dock',
  filenames: ['dock1.txt', 'dock2.txt'],
  imageUrl: 'https://example.org/images/dock.png',
  isPublished: false,
  openAt: '2026-01-10T08:00:00.000Z',
  closeAt: '2027-01-10T08:00:00.000Z',
  ...fields,
});
const titles = async (courseId = k.courseId) => (await listStories(k.s.db, courseId)).map((row) => row.title);
const storiesAs = async (user: GameKit['staff']) =>
  (await k.s.as(user).get(`/v2/courses/${k.courseId}/stories`)).json(z.array(Story));
const chapterOf = async (courseId: number, title: string) => {
  const row = await insertStory(k.s.db, {
    courseId,
    title,
    filenames: [],
    imageUrl: '',
    isPublished: true,
    openAt: new Date('2026-02-01T00:00:00Z'),
    closeAt: new Date('2027-02-01T00:00:00Z'),
  });
  return row.id;
};

describe('POST /v2/courses/:courseId/admin/stories', () => {
  it('creates a chapter for staff and admins, answering 200 with no body', async () => {
    for (const [user, title] of [
      [k.staff, 'By staff'],
      [k.admin, 'By admin'],
    ] as const) {
      const res = await k.s.as(user).post(base(), { story: chapter({ title }) });
      expect([res.statusCode, res.body]).toEqual([200, '']);
    }
    const created = (await storiesAs(k.staff)).find((story) => story.title === 'By staff');
    expect(created).toEqual({
      id: expect.any(Number),
      title: 'By staff',
      filenames: ['dock1.txt', 'dock2.txt'],
      imageUrl: 'https://example.org/images/dock.png',
      isPublished: false,
      openAt: '2026-01-10T08:00:00.000Z',
      closeAt: '2027-01-10T08:00:00.000Z',
      courseId: k.courseId,
    });
    expect(await titles()).toEqual(expect.arrayContaining(['By staff', 'By admin']));
  });

  it('creates one posted with a trailing slash too, as the reference simulator sends it', async () => {
    const res = await k.s.as(k.staff).post(`${base()}/`, { story: chapter({ title: 'With slash' }) });
    expect([res.statusCode, res.body]).toEqual([200, '']);
    expect(await titles()).toContain('With slash');
    expect((await k.s.as(k.student).post(`${base()}/`, { story: chapter() })).statusCode).toBe(403);
  });

  it('refuses students (403), non-members (403) and the signed-out (401), saving nothing', async () => {
    const before = await titles();
    const body = { story: chapter({ title: 'Not allowed' }) };
    expect((await k.s.as(k.student).post(base(), body)).statusCode).toBe(403);
    expect((await k.s.as(k.outsider).post(base(), body)).statusCode).toBe(403);
    expect((await k.s.signedOut.post(base(), body)).statusCode).toBe(401);
    // Who comes before what: a student's bad input is still a 403, not a 400.
    const bad = await k.s.as(k.student).post(base(), { story: { title: '' } });
    expect([bad.statusCode, bad.body]).toEqual([403, expect.not.stringContaining('story')]);
    expect(await titles()).toEqual(before);
  });

  it('answers 400 naming the field for bad input, and saves nothing', async () => {
    const before = await titles();
    const cases: [Partial<StoryInput> | Record<string, unknown>, string][] = [
      [{ title: '' }, 'story.title'],
      [{ title: '   ' }, 'story.title'],
      [{ title: 'x'.repeat(256) }, 'story.title'],
      [{ filenames: Array.from({ length: 101 }, (_, i) => `f${i}.txt`) }, 'story.filenames'],
      [{ filenames: ['stories/nested.txt'] }, 'story.filenames.0'],
      [{ filenames: ['ok.txt', '..'] }, 'story.filenames.1'],
      [{ filenames: ['back\\slash.txt'] }, 'story.filenames.0'],
      [{ imageUrl: `https://example.org/${'a'.repeat(2030)}` }, 'story.imageUrl'],
      [{ openAt: 'next Tuesday' }, 'story.openAt'],
      [{ closeAt: '2026-01-10' }, 'story.closeAt'],
      [{ openAt: '2026-05-01T00:00:00Z', closeAt: '2026-04-01T00:00:00Z' }, 'story.closeAt'],
      [{ openAt: '2026-05-01T00:00:00Z', closeAt: '2026-05-01T00:00:00Z' }, 'story.closeAt'],
      [{ isPublished: 'yes' }, 'story.isPublished'],
    ];
    for (const [fields, named] of cases) {
      const res = await k.s.as(k.staff).post(base(), { story: { ...chapter({ title: 'Bad' }), ...fields } });
      expect([res.statusCode, res.body], JSON.stringify(fields)).toEqual([
        400,
        expect.stringContaining(named),
      ]);
    }
    const missing = await k.s.as(k.staff).post(base(), { story: { title: 'No dates' } });
    expect([missing.statusCode, missing.body]).toEqual([400, expect.stringContaining('story.openAt')]);
    expect((await k.s.as(k.staff).post(base(), {})).body).toContain('story');
    expect(await titles()).toEqual(before);
  });

  it('takes exactly 255 characters of title, 100 files and an image URL of 2,048', async () => {
    const title = 't'.repeat(255);
    const res = await k.s.as(k.staff).post(base(), {
      story: chapter({
        title,
        filenames: Array.from({ length: 100 }, (_, i) => `f${i}.txt`),
        imageUrl: 'i'.repeat(2048),
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(await titles()).toContain(title);
  });
});

describe('POST /v2/courses/:courseId/admin/stories/:storyId', () => {
  it('replaces every field of the chapter', async () => {
    const id = await chapterOf(k.courseId, 'Before');
    const replaced = chapter({
      title: 'After',
      filenames: ['only.txt'],
      imageUrl: '',
      isPublished: true,
      openAt: '2026-03-01T10:00:00+08:00',
      closeAt: '2027-03-01T10:00:00+08:00',
    });
    const res = await k.s.as(k.admin).post(`${base()}/${id}`, { story: replaced });
    expect([res.statusCode, res.body]).toEqual([200, '']);
    expect((await storiesAs(k.staff)).find((story) => story.id === id)).toEqual({
      id,
      title: 'After',
      filenames: ['only.txt'],
      imageUrl: '',
      isPublished: true,
      openAt: '2026-03-01T02:00:00.000Z',
      closeAt: '2027-03-01T02:00:00.000Z',
      courseId: k.courseId,
    });
  });

  it("answers 404 for no such chapter and 403 for another course's, changing nothing", async () => {
    const missing = await k.s.as(k.staff).post(`${base()}/987654`, { story: chapter() });
    expect([missing.statusCode, missing.body]).toEqual([404, STORY_NOT_FOUND]);
    const elsewhere = await chapterOf(otherCourseId, 'Theirs');
    const res = await k.s
      .as(k.staff)
      .post(`${base()}/${elsewhere}`, { story: chapter({ title: 'Mine now' }) });
    expect([res.statusCode, res.body]).toEqual([403, STORY_OF_ANOTHER_COURSE]);
    expect(await titles(otherCourseId)).toEqual(['Theirs']);
  });

  it('refuses students and bad input, changing nothing', async () => {
    const id = await chapterOf(k.courseId, 'Kept');
    const student = await k.s
      .as(k.student)
      .post(`${base()}/${id}`, { story: chapter({ title: 'Hijacked' }) });
    expect(student.statusCode).toBe(403);
    const bad = await k.s.as(k.staff).post(`${base()}/${id}`, { story: chapter({ title: '' }) });
    expect([bad.statusCode, bad.body]).toEqual([400, expect.stringContaining('story.title')]);
    const badId = await k.s.as(k.staff).post(`${base()}/nine`, { story: chapter() });
    expect(badId.statusCode).toBe(400);
    expect((await listStories(k.s.db, k.courseId)).find((row) => row.id === id)?.title).toBe('Kept');
  });
});

describe('DELETE /v2/courses/:courseId/admin/stories/:storyId', () => {
  it('deletes the chapter (204), then answers 404', async () => {
    const id = await chapterOf(k.courseId, 'Doomed');
    const res = await k.s.as(k.staff).delete(`${base()}/${id}`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await titles()).not.toContain('Doomed');
    const again = await k.s.as(k.staff).delete(`${base()}/${id}`);
    expect([again.statusCode, again.body]).toEqual([404, STORY_NOT_FOUND]);
  });

  it("refuses students and another course's chapter, deleting nothing", async () => {
    const id = await chapterOf(k.courseId, 'Stays');
    expect((await k.s.as(k.student).delete(`${base()}/${id}`)).statusCode).toBe(403);
    const elsewhere = await chapterOf(otherCourseId, 'Stays there');
    const res = await k.s.as(k.admin).delete(`${base()}/${elsewhere}`);
    expect([res.statusCode, res.body]).toEqual([403, STORY_OF_ANOTHER_COURSE]);
    expect(await titles()).toContain('Stays');
    expect(await titles(otherCourseId)).toContain('Stays there');
  });
});
