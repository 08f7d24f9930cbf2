import { Story } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type GameKit, startGameKit } from './game-test-kit';
import { insertStory } from './queries';

const DAY_MS = 86_400_000;
let k: GameKit;
let otherCourseId: number;

beforeAll(async () => {
  k = await startGameKit();
  otherCourseId = (await k.s.createCourse()).id;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const chapter = (title: string, openDays: number, isPublished: boolean, courseId = k.courseId) =>
    insertStory(k.s.db, {
      courseId,
      title,
      filenames: [`${title.toLowerCase()}.txt`],
      imageUrl: `/images/${title.toLowerCase()}.svg`,
      isPublished,
      openAt: at(openDays),
      closeAt: at(openDays + 365),
    });
  // Inserted out of order: the answer is sorted by openAt, not by id.
  await chapter('Third', -1, true);
  await chapter('First', -3, true);
  await chapter('Draft', -2, false);
  await chapter('Future', 2, true);
  await chapter('Second', -2, true);
  await chapter('Elsewhere', -5, true, otherCourseId);
});
afterAll(async () => k.close());

const path = () => `/v2/courses/${k.courseId}/stories`;
const titlesFor = async (user: GameKit['student']) => {
  const res = await k.s.as(user).get(path());
  expect(res.statusCode).toBe(200);
  return res.json(z.array(Story)).map((story) => story.title);
};

describe('GET /v2/courses/:courseId/stories', () => {
  it('gives students the published chapters that have opened, by openAt', async () => {
    expect(await titlesFor(k.student)).toEqual(['First', 'Second', 'Third']);
  });

  it('gives staff and admins every chapter of the course, unpublished and future ones too', async () => {
    const all = ['First', 'Draft', 'Second', 'Third', 'Future'];
    // Draft and Second open at the same moment: the older row (smaller id) first.
    expect(await titlesFor(k.staff)).toEqual(all);
    expect(await titlesFor(k.admin)).toEqual(all);
  });

  it('answers the reference shape with ISO timestamps', async () => {
    const res = await k.s.as(k.student).get(path());
    const [first] = res.json<unknown[]>();
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'First',
      filenames: ['first.txt'],
      imageUrl: '/images/first.svg',
      isPublished: true,
      openAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      closeAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      courseId: k.courseId,
    });
  });

  it('answers the same with a trailing slash, as reference clients ask', async () => {
    const res = await k.s.as(k.student).get(`${path()}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json(z.array(Story)).map((story) => story.title)).toEqual(['First', 'Second', 'Third']);
  });

  it('is for members only', async () => {
    expect((await k.s.signedOut.get(path())).statusCode).toBe(401);
    expect((await k.s.as(k.outsider).get(path())).statusCode).toBe(403);
  });
});
