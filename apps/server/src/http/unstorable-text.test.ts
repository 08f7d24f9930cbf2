import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, courses } from '../db/schema';
import { manualGoal } from '../features/achievements/achievements-fixture';
import {
  answerRows,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  submissionWith,
} from '../features/submissions/lifecycle-fixture';
import { startTestServer, type TestServer, type UserRow } from '../test/harness';

/**
 * The probe's finding (issue 17): a NUL character or a lone UTF-16 surrogate in answers, names,
 * comments, goals, filters or XML text gave 500 (PostgreSQL cannot store them). Sent here as the
 * probe sent them - in JSON bodies and query strings - each is a 400 naming the field, and
 * nothing is written.
 */
const NUL = 'x\u0000y';
const LONE = 'x\uD800y';

let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => DURING });
  c = await lifecycleCourse(s);
});
afterAll(() => s?.close());

async function send(user: UserRow, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) {
  const res = await s.as(user).request(method, url, { body: payload });
  return { status: res.statusCode, body: res.body };
}
const course = (path: string) => `/v2/courses/${c.course.id}/${path}`;

describe.each([
  ['a NUL character', NUL],
  ['a lone surrogate', LONE],
])('%s', (_name, bad) => {
  it('in an answer: 400 naming it, the saved answer kept', async () => {
    const sub = await submissionWith(s, c, { status: 'attempting', answers: [{ xp: 0 }, { xp: 0 }] });
    const questionId = sub.questionIds[0] ?? 0;
    const before = (await answerRows(s, sub.submissionId))[0]?.answer;
    const res = await send(c.users.student, 'POST', course(`assessments/question/${questionId}/answer`), {
      answer: `display(1); // ${bad}`,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/answer: contains a NUL character or an unpaired surrogate$/);
    expect((await answerRows(s, sub.submissionId))[0]?.answer).toEqual(before);
  });

  it("in a grader's comments: 400, the comments unchanged", async () => {
    const sub = await submissionWith(s, c, { answers: [{ xp: 10 }, { xp: 0 }] });
    const questionId = sub.questionIds[0] ?? 0;
    const res = await send(c.users.staff, 'POST', course(`admin/grading/${sub.submissionId}/${questionId}`), {
      grading: { comments: bad },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/grading\.comments: contains a NUL/);
    const [row] = await s.db.select().from(answers).where(eq(answers.submissionId, sub.submissionId));
    expect(row?.comments ?? null).not.toContain('\u0000');
  });

  it("in a course's name: 400, the name unchanged", async () => {
    const res = await send(c.users.admin, 'PUT', course('admin/config'), { courseName: bad });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/courseName: contains a NUL/);
    const [row] = await s.db.select().from(courses).where(eq(courses.id, c.course.id));
    expect(row?.courseName).toBe(c.course.courseName);
  });

  it("in a new course's name: 400, no course", async () => {
    const res = await send(c.users.student, 'POST', '/v2/config/create', {
      courseName: bad,
      courseShortName: 'S',
      viewable: true,
      enableGame: false,
      enableAchievements: true,
      enableSourcecast: false,
      enableStories: false,
      sourceChapter: 1,
      sourceVariant: 'default',
      moduleHelpText: '',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/courseName: contains a NUL/);
  });

  it("in a goal's text: 400", async () => {
    const res = await send(c.users.staff, 'PUT', course('admin/goals'), { goals: [manualGoal(1, bad)] });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/goals\.0\.text: contains a NUL/);
  });
});

describe('in a query string', () => {
  it('a NUL in a grading list filter is a 400 (a lone surrogate cannot be written in a URL at all)', async () => {
    const res = await send(c.users.staff, 'GET', course('admin/grading?search=x%00y'));
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/search: contains a NUL/);
  });
});
