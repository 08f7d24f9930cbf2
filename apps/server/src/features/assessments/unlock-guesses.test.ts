import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_WRONG_PASSWORDS } from '../../auth/guess-limits';
import { type CourseWithMembers, courseWithMembers, createAssessment } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

const PASSWORD = 'open sesame';
let clock = Date.parse('2030-03-04T00:00:00Z');
let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer({
    now: () => clock,
    config: { assessmentPasswordThrottle: { maxFailures: 5, windowSeconds: 600 } },
  });
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const privateAssessment = async () =>
  (await createAssessment(s.db, { courseId: c.course.id, configId: c.configId, password: PASSWORD }))
    .assessment;

const unlock = (user: UserRow, id: number, password: string) =>
  s.as(user).post(`/v2/courses/${c.course.id}/assessments/${id}/unlock`, { password });

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);

describe('guessing a private assessment password', () => {
  it('answers at most the allowed wrong guesses of a burst; the rest get a 429 that says why', async () => {
    // The probe's attack: hundreds of wrong guesses as fast as the server answers, here in parallel.
    const assessment = await privateAssessment();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => unlock(c.users.student, assessment.id, `guess ${i}`)),
    );
    expect(statuses(answers).filter((code) => code === 403)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(35);
    expect(refused[0]?.body).toBe(TOO_MANY_WRONG_PASSWORDS);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses even the right password until the window has passed, then lets it in', async () => {
    const assessment = await privateAssessment();
    for (let i = 0; i < 5; i++)
      expect((await unlock(c.users.student, assessment.id, 'wrong')).statusCode).toBe(403);
    const blocked = await unlock(c.users.student, assessment.id, PASSWORD);
    expect([blocked.statusCode, blocked.body]).toEqual([429, TOO_MANY_WRONG_PASSWORDS]);

    clock += 601_000;
    expect((await unlock(c.users.student, assessment.id, PASSWORD)).statusCode).toBe(200);
  });

  it('limits per user and assessment: other users and other assessments are not affected', async () => {
    const guessed = await privateAssessment();
    const other = await privateAssessment();
    for (let i = 0; i < 6; i++) await unlock(c.users.student, guessed.id, 'wrong');
    expect((await unlock(c.users.student, guessed.id, PASSWORD)).statusCode).toBe(429);
    expect((await unlock(c.users.student, other.id, PASSWORD)).statusCode).toBe(200);
    expect((await unlock(c.users.staff, guessed.id, PASSWORD)).statusCode).toBe(200);
  });

  it('does not count right passwords or other refusals against the user', async () => {
    const assessment = await privateAssessment();
    for (let i = 0; i < 8; i++)
      expect((await unlock(c.users.student, assessment.id, PASSWORD)).statusCode).toBe(200);
    const hidden = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      password: PASSWORD,
      published: false,
    });
    for (let i = 0; i < 8; i++)
      expect((await unlock(c.users.student, hidden.assessment.id, PASSWORD)).body).toBe(
        'Assessment not found',
      );
  });
});
