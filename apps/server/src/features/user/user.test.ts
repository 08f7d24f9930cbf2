import { LatestViewedCourse, UserResponse } from '@sa/contracts';
import type { Role } from '@sa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courseRegistrations, users } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';

let s: TestServer;
let course: CourseRow;
let other: CourseRow;
const members: Partial<Record<Role, UserRow>> = {};

beforeAll(async () => {
  s = await startTestServer();
  course = await s.createCourse({ courseName: 'Programming Methodology', courseShortName: 'CS1101S' });
  other = await s.createCourse({ courseName: 'Other course', viewable: false });
  for (const role of ['student', 'staff', 'admin'] as const) {
    const user = await s.createUser({ name: `The ${role}` });
    await s.enrol(user, course, role, role === 'student' ? { group: 'Avenger Group 1' } : {});
    await s.db.update(users).set({ latestViewedCourseId: course.id }).where(eq(users.id, user.id));
    members[role] = await s.reloadUser(user);
  }
});
afterAll(() => s?.close());

const member = (role: Role) => members[role]!;

describe('GET /v2/user', () => {
  it.each(['student', 'staff', 'admin'] as const)(
    'describes a %s and their latest viewed course',
    async (role) => {
      const user = member(role);
      const res = await s.as(user).get('/v2/user');
      expect(res.statusCode).toBe(200);
      const body = UserResponse.parse(res.json());
      expect(body.user).toEqual({
        userId: user.id,
        name: `The ${role}`,
        username: user.username,
        courses: [
          {
            courseId: course.id,
            courseName: 'Programming Methodology',
            courseShortName: 'CS1101S',
            role,
            viewable: true,
          },
        ],
      });
      expect(body.courseRegistration).toMatchObject({
        courseId: course.id,
        role,
        group: role === 'student' ? 'Avenger Group 1' : null,
        xp: 0,
        maxXp: 0,
        story: { story: null, playStory: false },
        gameStates: {},
        agreedToResearch: null,
      });
      expect(body.courseConfiguration).toMatchObject({
        courseName: 'Programming Methodology',
        sourceChapter: 1,
      });
      expect(body.assessmentConfigurations?.map((c) => c.type)).toEqual(['Missions']);
    },
  );

  it('answers exactly the contract keys (no stray database columns)', async () => {
    const res = await s.as(member('student')).get('/v2/user');
    const body = res.json<UserResponse>();
    expect(Object.keys(body).sort()).toEqual(
      ['assessmentConfigurations', 'courseConfiguration', 'courseRegistration', 'user'].sort(),
    );
    expect(body.courseConfiguration).not.toHaveProperty('insertedAt');
    expect(body.courseConfiguration).not.toHaveProperty('feedbackUrl');
    expect(Object.keys(body.assessmentConfigurations?.[0] ?? {}).sort()).toEqual(
      Object.keys(LatestViewedCourse.shape.assessmentConfigurations.unwrap().element.shape).sort(),
    );
  });

  it('gives nulls for a user with no course', async () => {
    const user = await s.createUser();
    const res = await s.as(user).get('/v2/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { userId: user.id, name: user.name, username: user.username, courses: [] },
      courseRegistration: null,
      courseConfiguration: null,
      assessmentConfigurations: null,
    });
  });

  it('lists every course of the user, and nulls once they left their latest one', async () => {
    const user = await s.createUser();
    await s.enrol(user, course, 'staff');
    await s.enrol(user, other, 'student');
    await s.db.update(users).set({ latestViewedCourseId: other.id }).where(eq(users.id, user.id));
    const res = await s.as(user).get('/v2/user');
    const body = UserResponse.parse(res.json());
    expect(body.user.courses.map((c) => [c.courseId, c.role, c.viewable])).toEqual([
      [course.id, 'staff', true],
      [other.id, 'student', false],
    ]);
    expect(body.courseRegistration?.courseId).toBe(other.id);

    // A write straight to the database reaches the read caches through PostgreSQL's NOTIFY, which
    // arrives a moment later (the routes' own writes clear them at once): wait for it.
    await s.db.delete(courseRegistrations).where(eq(courseRegistrations.courseId, other.id));
    await vi.waitFor(
      async () => {
        const after = UserResponse.parse((await s.as(user).get('/v2/user')).json());
        expect(after.courseRegistration).toBeNull();
        expect(after.user.courses).toHaveLength(1);
      },
      { timeout: 5000, interval: 50 },
    );
  });

  it('answers 401 Unauthorised without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nope' }]) {
      const res = await s.signedOut.get('/v2/user', { headers });
      expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
    }
  });
});

describe('GET /v2/user/latest_viewed_course', () => {
  it('answers the same object as GET /v2/user without `user`', async () => {
    const staff = s.as(member('staff'));
    const full = (await staff.get('/v2/user')).json<UserResponse>();
    const res = await staff.get('/v2/user/latest_viewed_course');
    expect(res.statusCode).toBe(200);
    const { user: _user, ...rest } = full;
    expect(res.json()).toEqual(rest);
  });

  it('answers 401 without a token', async () => {
    const res = await s.signedOut.get('/v2/user/latest_viewed_course');
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });
});

describe('PUT /v2/user/latest_viewed_course', () => {
  const put = (user: UserRow, payload: unknown) =>
    s.as(user).put('/v2/user/latest_viewed_course', payload as object);

  it('switches to another course of the user', async () => {
    const user = await s.createUser();
    await s.enrol(user, course, 'student');
    await s.enrol(user, other, 'admin');
    const res = await put(user, { courseId: other.id });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect((await s.reloadUser(user)).latestViewedCourseId).toBe(other.id);
    const latest = (await s.as(user).get('/v2/user/latest_viewed_course')).json<LatestViewedCourse>();
    expect(latest.courseRegistration).toMatchObject({ courseId: other.id, role: 'admin' });
  });

  it('refuses a course the user is not in, and a course that does not exist', async () => {
    const student = member('student');
    for (const courseId of [other.id, 999_999]) {
      const res = await put(student, { courseId });
      expect([res.statusCode, res.body]).toEqual([400, 'user is not in the course']);
    }
    expect((await s.reloadUser(student)).latestViewedCourseId).toBe(course.id);
  });

  it.each([[{}], [{ courseId: 'one' }], [{ courseId: -1 }], [[1]]])(
    'answers 400 for the body %j',
    async (body) => {
      const res = await put(member('admin'), body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^Invalid parameter\(s\)/);
    },
  );

  it('answers 401 without a token', async () => {
    const res = await s.signedOut.put('/v2/user/latest_viewed_course', { courseId: 1 });
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });
});
