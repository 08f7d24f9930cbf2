import { CourseConfigResponse, type UserResponse } from '@sa/contracts';
import type { Role } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentConfigs, courseRegistrations, courses } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from './queries';

let s: TestServer;
let course: CourseRow;
let outsider: UserRow;
const members: Partial<Record<Role, UserRow>> = {};

beforeAll(async () => {
  s = await startTestServer();
  course = await s.createCourse({ courseName: 'Programming Methodology', moduleHelpText: '# Help' });
  for (const role of ['student', 'staff', 'admin'] as const) {
    members[role] = await s.createUser();
    await s.enrol(members[role], course, role);
  }
  // A member of another course only.
  outsider = await s.createUser();
  await s.enrol(outsider, await s.createCourse(), 'admin');
});
afterAll(() => s?.close());

const member = (role: Role) => members[role]!;
const ROLES = ['student', 'staff', 'admin'] as const;

const create = (user: UserRow, payload: unknown) => s.as(user).post('/v2/config/create', payload as object);

const validCourse = {
  courseName: 'New course',
  courseShortName: 'NC',
  sourceChapter: 2,
  sourceVariant: 'default',
};

describe('POST /v2/config/create', () => {
  it('creates the course, makes the creator its admin and their latest viewed course', async () => {
    const user = await s.createUser();
    const res = await create(user, { ...validCourse, enableGame: false, moduleHelpText: 'Read me' });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);

    const latest = (await s.reloadUser(user)).latestViewedCourseId;
    expect(latest).toEqual(expect.any(Number));
    const [row] = await s.db.select().from(courses).where(eq(courses.id, latest!));
    expect(row).toMatchObject({
      courseName: 'New course',
      courseShortName: 'NC',
      sourceChapter: 2,
      sourceVariant: 'default',
      enableGame: false,
      viewable: true,
      moduleHelpText: 'Read me',
      sourceEngine: 'fast', // left out, as the reference client sends it
    });
    const regs = await s.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.courseId, latest!));
    expect(regs.map((r) => [r.userId, r.role])).toEqual([[user.id, 'admin']]);

    const me = (await s.as(user).get('/v2/user')).json<UserResponse>();
    expect(me.courseRegistration).toMatchObject({ courseId: latest, role: 'admin' });
  });

  it('keeps the evaluator a create request chooses', async () => {
    const user = await s.createUser();
    expect((await create(user, { ...validCourse, sourceEngine: 'js-slang' })).statusCode).toBe(200);
    const [row] = await s.db
      .select()
      .from(courses)
      .where(eq(courses.id, (await s.reloadUser(user)).latestViewedCourseId!));
    expect(row?.sourceEngine).toBe('js-slang');
  });

  it('gives a new course one default Missions assessment type so that it is usable at once', async () => {
    const user = await s.createUser();
    await create(user, validCourse);
    const courseId = (await s.reloadUser(user)).latestViewedCourseId!;
    const configs = await s.db
      .select()
      .from(assessmentConfigs)
      .where(eq(assessmentConfigs.courseId, courseId));
    expect(configs.map((c) => [c.order, c.type])).toEqual([[1, 'Missions']]);
  });

  it('allows at most 5 admin courses, unless the user is a super admin', async () => {
    const user = await s.createUser();
    for (let i = 0; i < 5; i++)
      expect((await create(user, { ...validCourse, courseName: `C${i}` })).statusCode).toBe(200);
    const sixth = await create(user, validCourse);
    expect([sixth.statusCode, sixth.body]).toEqual([
      403,
      'User not allowed to be admin of more than 5 courses.',
    ]);
    const adminRegs = await s.db
      .select()
      .from(courseRegistrations)
      .where(and(eq(courseRegistrations.userId, user.id), eq(courseRegistrations.role, 'admin')));
    expect(adminRegs).toHaveLength(5);

    const superAdmin = await s.createUser({ superAdmin: true });
    for (let i = 0; i < 6; i++) expect((await create(superAdmin, validCourse)).statusCode).toBe(200);
  });

  it('does not count courses where the user is only staff or student', async () => {
    const user = await s.createUser();
    for (let i = 0; i < 5; i++) await s.enrol(user, await s.createCourse(), i % 2 ? 'staff' : 'student');
    expect((await create(user, validCourse)).statusCode).toBe(200);
  });

  it.each([
    [{ ...validCourse, courseName: '   ' }, /courseName: Course Name cannot be empty!/],
    [{ ...validCourse, courseName: undefined }, /courseName/],
    [{ ...validCourse, sourceChapter: 5 }, /sourceVariant: Invalid chapter and variant combination/],
    [{ ...validCourse, sourceChapter: 1, sourceVariant: 'gpu' }, /Invalid chapter and variant combination/],
    [{ ...validCourse, sourceChapter: '2' }, /sourceChapter/],
    [{ ...validCourse, viewable: 'yes' }, /viewable/],
    [{ ...validCourse, sourceEngine: 'slow' }, /sourceEngine/],
  ])('answers 400 naming the problem for %j', async (body, message) => {
    const res = await create(member('admin'), body);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid parameter\(s\): /);
    expect(res.body).toMatch(message);
  });

  it('answers 400 for malformed JSON and a body that is not an object', async () => {
    const admin = s.as(member('admin'));
    const headers = { 'content-type': 'application/json' };
    const bad = await admin.post('/v2/config/create', '{"courseName":', { headers });
    expect([bad.statusCode, bad.body]).toEqual([400, 'Invalid JSON body']);
    const list = await admin.post('/v2/config/create', '[1,2]', { headers });
    expect(list.statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    const res = await s.signedOut.post('/v2/config/create', validCourse);
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });
});

describe('GET /v2/courses/:courseId/config', () => {
  it.each(ROLES)('answers the configuration to a %s', async (role) => {
    const res = await s.as(member(role)).get(`/v2/courses/${course.id}/config`);
    expect(res.statusCode).toBe(200);
    const body = CourseConfigResponse.parse(res.json());
    expect(body.config).toMatchObject({
      courseName: 'Programming Methodology',
      moduleHelpText: '# Help',
      sourceChapter: 1,
      sourceVariant: 'default',
      assessmentTypes: ['Missions'],
    });
  });

  it('lists assessment types in their order', async () => {
    const c = await s.createCourse();
    await s.db.insert(assessmentConfigs).values([
      { courseId: c.id, order: 3, type: 'Paths' },
      { courseId: c.id, order: 2, type: 'Quests' },
    ]);
    const admin = await s.createUser();
    await s.enrol(admin, c, 'admin');
    const res = await s.as(admin).get(`/v2/courses/${c.id}/config`);
    expect(res.json<CourseConfigResponse>().config.assessmentTypes).toEqual(['Missions', 'Quests', 'Paths']);
  });

  it('answers 403 Forbidden to a member of another course, and for a course that does not exist', async () => {
    for (const url of [`/v2/courses/${course.id}/config`, '/v2/courses/999999/config']) {
      const res = await s.as(outsider).get(url);
      expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    }
  });

  it('answers 401 without a token or with a bad one, before looking at the course', async () => {
    for (const headers of [{}, { authorization: 'Bearer x.y.z' }]) {
      const res = await s.signedOut.get(`/v2/courses/${course.id}/config`, { headers });
      expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
    }
  });

  it('answers 400 for a course id that is not a number', async () => {
    const res = await s.as(member('admin')).get('/v2/courses/abc/config');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid course id/);
  });
});

describe('PUT /v2/courses/:courseId/user/research_agreement', () => {
  const put = (user: UserRow, payload: unknown, courseId = course.id) =>
    s.as(user).put(`/v2/courses/${courseId}/user/research_agreement`, payload as object);

  const agreement = async (user: UserRow) => {
    const [reg] = await s.db
      .select()
      .from(courseRegistrations)
      .where(and(eq(courseRegistrations.userId, user.id), eq(courseRegistrations.courseId, course.id)));
    return reg?.agreedToResearch;
  };

  it.each(ROLES)('records the answer of a %s', async (role) => {
    const user = member(role);
    expect(await put(user, { agreedToResearch: true })).toMatchObject({ statusCode: 200, body: 'OK' });
    expect(await agreement(user)).toBe(true);
    await put(user, { agreedToResearch: false });
    expect(await agreement(user)).toBe(false);
  });

  it('answers 400 for a bad body', async () => {
    for (const body of [{}, { agreedToResearch: 'yes' }]) {
      const res = await put(member('student'), body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/agreedToResearch/);
    }
  });

  it('answers 403 to a member of another course', async () => {
    const res = await put(outsider, { agreedToResearch: true });
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });

  it('answers 401 without a token', async () => {
    const res = await s.signedOut.put(`/v2/courses/${course.id}/user/research_agreement`, {
      agreedToResearch: true,
    });
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });
});
