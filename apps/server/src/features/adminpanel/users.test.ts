import { CourseUsersResponse, TokenPair } from '@sa/contracts';
import type { Role } from '@sa/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseRegistrations, groups, users } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';

let s: TestServer;
let course: CourseRow;
let otherCourse: CourseRow;
let outsider: UserRow;
let members: Record<Role, UserRow>;

beforeAll(async () => {
  s = await startTestServer();
  course = await s.createCourse({ courseName: 'Users course' });
  members = { student: await s.createUser(), staff: await s.createUser(), admin: await s.createUser() };
  await s.enrol(members.student, course, 'student', { group: 'G0' });
  await s.enrol(members.staff, course, 'staff');
  await s.enrol(members.admin, course, 'admin');
  outsider = await s.createUser();
  otherCourse = await s.createCourse();
  await s.enrol(outsider, otherCourse, 'admin');
});
afterAll(() => s?.close());

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (user: UserRow | null, method: Method, path: string, payload?: object) =>
  (user ? s.as(user) : s.signedOut).request(method, `/v2/courses/${course.id}/admin${path}`, {
    body: payload,
  });
const listUsers = async (query = '') => {
  const res = await call(members.admin, 'GET', `/users${query}`);
  expect(res.statusCode).toBe(200);
  return CourseUsersResponse.parse(res.json());
};
const addUsers = (list: object[], provider = 'test', user = members.admin) =>
  call(user, 'PUT', '/users', { users: list, provider });
const regOf = async (user: UserRow, c = course) => {
  const [reg] = await s.db
    .select()
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.userId, user.id), eq(courseRegistrations.courseId, c.id)));
  return reg!;
};

describe('who may use the user routes', () => {
  it('GET users: staff and admin read; students, other courses and no token do not', async () => {
    expect((await call(null, 'GET', '/users')).statusCode).toBe(401);
    for (const user of [members.student, outsider])
      expect((await call(user, 'GET', '/users')).statusCode).toBe(403);
    expect((await call(members.staff, 'GET', '/users')).statusCode).toBe(200);
  });

  it.each<[Method, string, object?]>([
    ['PUT', '/users', { users: [], provider: 'test' }],
    ['PUT', '/users/1/role', { role: 'staff' }],
    ['DELETE', '/users/1'],
  ])('%s %s: admin only', async (method, path, payload) => {
    expect((await call(null, method, path, payload)).statusCode).toBe(401);
    for (const user of [members.student, members.staff, outsider]) {
      expect((await call(user, method, path, payload)).statusCode).toBe(403);
    }
  });
});

describe('GET admin/users', () => {
  it('lists members with the reference keys, filtered by role and group', async () => {
    const all = await listUsers();
    const student = all.find((u) => u.username === members.student.username);
    expect(student).toEqual({
      courseRegId: (await regOf(members.student)).id,
      course_id: course.id,
      courseId: course.id,
      name: members.student.name,
      provider: 'test',
      username: members.student.username,
      role: 'student',
      group: 'G0',
    });
    expect((await listUsers('?role=staff')).map((u) => u.username)).toEqual([members.staff.username]);
    expect((await listUsers('?group=G0')).map((u) => u.username)).toEqual([members.student.username]);
    expect((await call(members.admin, 'GET', '/users?role=boss')).statusCode).toBe(400);
  });
});

describe('PUT admin/users', () => {
  it('creates users without a name, enrols them, creates groups and sets group leaders', async () => {
    const res = await addUsers([
      { username: 'new1', role: 'student', group: 'Avengers' },
      { username: 'new2', role: 'staff', group: 'Avengers' },
      { username: 'new3', role: 'admin' },
      { username: members.student.username, role: 'staff', group: 'G9' },
    ]);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const listed = await listUsers();
    const byName = new Map(listed.map((u) => [u.username, u]));
    expect(byName.get('new1')).toMatchObject({
      name: null,
      role: 'student',
      group: 'Avengers',
      provider: 'test',
    });
    expect(byName.get('new3')).toMatchObject({ role: 'admin', group: null });
    // An existing member's role and group are updated instead of failing.
    expect(byName.get(members.student.username)).toMatchObject({ role: 'staff', group: 'G9' });
    const [avengers] = await s.db.select().from(groups).where(eq(groups.name, 'Avengers'));
    expect(avengers?.leaderId).toBe(byName.get('new2')?.courseRegId);
    const [g9] = await s.db.select().from(groups).where(eq(groups.name, 'G9'));
    expect(g9?.leaderId).toBe(byName.get(members.student.username)?.courseRegId);
    await addUsers([{ username: members.student.username, role: 'student', group: 'G0' }]);
  });

  it('keeps a member’s group when the row names none', async () => {
    await addUsers([{ username: 'keeper', role: 'student', group: 'Kept' }]);
    await addUsers([{ username: 'keeper', role: 'staff' }]);
    expect((await listUsers()).find((u) => u.username === 'keeper')).toMatchObject({
      role: 'staff',
      group: 'Kept',
    });
  });

  it('a user added this way signs in, gets their name and lands in the course', async () => {
    await addUsers([{ username: 'student', role: 'student', group: 'Late joiners' }]);
    const login = await s.signedOut.post('/v2/auth/login', { provider: 'test', code: 'student_code' });
    expect(login.statusCode).toBe(200);
    const me = await s.bearer(login.json(TokenPair).access_token).get('/v2/user');
    expect(me.json()).toMatchObject({
      user: { name: 'Stu Student', username: 'student' },
      courseRegistration: { courseId: course.id, role: 'student', group: 'Late joiners' },
    });
  });

  it('answers the reference texts for bad providers, usernames and roles, and changes nothing', async () => {
    const before = await listUsers();
    const cases: Array<[object, string]> = [
      [{ users: [{ username: 'x', role: 'student' }], provider: 'nope' }, 'Invalid authentication provider'],
      [{ users: [{ username: '  ', role: 'student' }], provider: 'test' }, 'Invalid username(s) provided'],
      [{ users: [{ username: 5, role: 'student' }], provider: 'test' }, 'Invalid username(s) provided'],
      [{ users: [{ role: 'student' }], provider: 'test' }, 'Invalid username(s) provided'],
      [{ users: [{ username: 'x', role: 'boss' }], provider: 'test' }, 'Invalid role(s) provided'],
      [
        {
          users: [
            { username: 'ok1', role: 'student' },
            { username: 'ok2', role: null },
          ],
          provider: 'test',
        },
        'Invalid role(s) provided',
      ],
      [
        {
          users: [
            { username: 'd', role: 'student' },
            { username: 'd', role: 'staff' },
          ],
          provider: 'test',
        },
        'Invalid username(s) provided: duplicates',
      ],
      [
        { users: [{ username: members.admin.username, role: 'student' }], provider: 'test' },
        'Admin not allowed to downgrade own role',
      ],
      [{ users: 'everyone', provider: 'test' }, 'Invalid parameter(s)'],
      [{ users: [] }, 'Invalid parameter(s)'],
    ];
    for (const [payload, text] of cases) {
      const res = await call(members.admin, 'PUT', '/users', payload);
      expect([res.statusCode, res.body]).toEqual([400, expect.stringContaining(text)]);
    }
    expect(await listUsers()).toEqual(before);
  });

  it("refuses to grow a course past 1500 members with 'A course can have maximum of 1500 users'", async () => {
    const small = await s.createCourse();
    await s.enrol(members.admin, small, 'admin');
    const url = `/v2/courses/${small.id}/admin/users`;
    const put = (list: object[]) => s.as(members.admin).put(url, { users: list, provider: 'test' });
    const batch = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ username: `cap${from + i}`, role: 'student' }));
    expect((await put(batch(0, 1499))).statusCode).toBe(200); // 1 admin + 1499
    const res = await put(batch(1499, 1));
    expect([res.statusCode, res.body]).toEqual([400, 'A course can have maximum of 1500 users']);
    // Existing members do not count twice: re-adding them is fine.
    expect((await put(batch(0, 10).map((u) => ({ ...u, role: 'staff' })))).statusCode).toBe(200);
    const tooMany = await put(batch(0, 1501));
    expect([tooMany.statusCode, tooMany.body]).toEqual([
      400,
      'Invalid parameter(s): users: A course can have maximum of 1500 users',
    ]);
  });

  // How fast (the target is 2 s from file to answer) is bench/add-users.ts's figure, not this test's.
  it('adds 1,000 users in one transaction', async () => {
    const big = await s.createCourse();
    await s.enrol(members.admin, big, 'admin');
    const list = Array.from({ length: 1000 }, (_, i) => ({
      username: `bulk${i}`,
      role: i % 50 === 0 ? 'staff' : 'student',
      group: `Group ${i % 20}`,
    }));
    const res = await s
      .as(members.admin)
      .put(`/v2/courses/${big.id}/admin/users`, { users: list, provider: 'test' });
    expect(res.statusCode).toBe(200);
    const [n] = await s.db
      .select({ n: count() })
      .from(courseRegistrations)
      .where(eq(courseRegistrations.courseId, big.id));
    expect(n?.n).toBe(1001);
    const [u] = await s.db.select().from(users).where(eq(users.username, 'bulk7'));
    expect(u?.latestViewedCourseId).toBe(big.id);
  });
});

describe('PUT admin/users/:crid/role', () => {
  it("changes another member's role; a demoted leader stops leading", async () => {
    const leader = await s.createUser();
    const regId = await s.enrol(leader, course, 'staff', { group: 'Led' });
    await s.db.update(groups).set({ leaderId: regId }).where(eq(groups.name, 'Led'));
    const res = await call(members.admin, 'PUT', `/users/${regId}/role`, { role: 'student' });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect((await regOf(leader)).role).toBe('student');
    const [led] = await s.db.select().from(groups).where(eq(groups.name, 'Led'));
    expect(led?.leaderId).toBeNull();
  });

  it('refuses your own role, other courses, unknown members and bad roles', async () => {
    const own = await call(members.admin, 'PUT', `/users/${(await regOf(members.admin)).id}/role`, {
      role: 'staff',
    });
    expect([own.statusCode, own.body]).toEqual([400, 'Admin not allowed to downgrade own role']);
    const foreign = await call(
      members.admin,
      'PUT',
      `/users/${(await regOf(outsider, otherCourse)).id}/role`,
      {
        role: 'student',
      },
    );
    expect([foreign.statusCode, foreign.body]).toEqual([403, 'User is in a different course']);
    const missing = await call(members.admin, 'PUT', '/users/99999999/role', { role: 'student' });
    expect([missing.statusCode, missing.body]).toEqual([400, 'User course registration does not exist']);
    const bad = await call(members.admin, 'PUT', `/users/${(await regOf(members.staff)).id}/role`, {
      role: 'god',
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(members.admin, 'PUT', '/users/x/role', { role: 'staff' })).statusCode).toBe(400);
  });
});

describe('DELETE admin/users/:crid', () => {
  it('deletes a member and takes the course off their latest viewed course', async () => {
    const leaving = await s.createUser();
    const regId = await s.enrol(leaving, course, 'student');
    await s.db.update(users).set({ latestViewedCourseId: course.id }).where(eq(users.id, leaving.id));
    const res = await call(members.admin, 'DELETE', `/users/${regId}`);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect((await listUsers()).some((u) => u.courseRegId === regId)).toBe(false);
    expect((await s.reloadUser(leaving)).latestViewedCourseId).toBeNull();
  });

  it('refuses admins (yourself included), other courses and unknown members', async () => {
    const otherAdmin = await s.createUser();
    const otherAdminReg = await s.enrol(otherAdmin, course, 'admin');
    for (const regId of [otherAdminReg, (await regOf(members.admin)).id]) {
      const res = await call(members.admin, 'DELETE', `/users/${regId}`);
      expect([res.statusCode, res.body]).toEqual([400, 'Admins cannot be deleted']);
    }
    const foreign = await call(members.admin, 'DELETE', `/users/${(await regOf(outsider, otherCourse)).id}`);
    expect([foreign.statusCode, foreign.body]).toEqual([403, 'User is in a different course']);
    const missing = await call(members.admin, 'DELETE', '/users/99999999');
    expect([missing.statusCode, missing.body]).toEqual([400, 'User course registration does not exist']);
  });
});
