import type { Role } from '@sa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserCaches } from '../cache/user-caches';
import { startTestServer, type TestServer, type UserRow } from '../test/harness';
import { createGuards, currentCourseReg } from './guard';

let s: TestServer;
const members: Partial<Record<Role, UserRow>> = {};
let courseId: number;
let outsider: UserRow;

beforeAll(async () => {
  s = await startTestServer();
  const guards = createGuards(s.db, s.tokens, new UserCaches({ ttlMs: 60_000, maxEntries: 100 }));
  // Probe routes, one per minimum role, registered before the app is first used.
  for (const minRole of ['student', 'staff', 'admin'] as const) {
    s.app.get(
      `/v2/courses/:courseId/probe-${minRole}`,
      { preHandler: guards.requireCourseRole(minRole) },
      async (req) => currentCourseReg(req),
    );
  }
  const course = await s.createCourse();
  courseId = course.id;
  for (const role of ['student', 'staff', 'admin'] as const) {
    members[role] = await s.createUser();
    await s.enrol(members[role], course, role);
  }
  outsider = await s.createUser();
  await s.enrol(outsider, await s.createCourse(), 'admin');
});
afterAll(() => s?.close());

const probe = (user: UserRow | undefined, minRole: Role) =>
  (user ? s.as(user) : s.signedOut).get(`/v2/courses/${courseId}/probe-${minRole}`);

describe('requireCourseRole', () => {
  const cases: [Role, Role, boolean][] = [
    ['student', 'student', true],
    ['student', 'staff', false],
    ['student', 'admin', false],
    ['staff', 'student', true],
    ['staff', 'staff', true],
    ['staff', 'admin', false],
    ['admin', 'student', true],
    ['admin', 'staff', true],
    ['admin', 'admin', true],
  ];

  it.each(cases)('a %s on a %s route: allowed=%s', async (role, minRole, allowed) => {
    const user = members[role]!;
    const res = await probe(user, minRole);
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ courseId, userId: user.id, role });
    } else {
      expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    }
  });

  it('refuses a user of another course, even an admin there', async () => {
    const res = await probe(outsider, 'student');
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });

  it('answers 401 before 403 when there is no token', async () => {
    const res = await probe(undefined, 'admin');
    expect([res.statusCode, res.body]).toEqual([401, 'Unauthorised']);
  });
});
