import type { CourseConfigResponse, UserResponse } from '@sa/contracts';
import { AdminAssessmentConfigsResponse } from '@sa/contracts';
import type { Role } from '@sa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessmentConfigs, courses } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import type { CourseRow } from '../courses/queries';

let s: TestServer;
let course: CourseRow;
let outsider: UserRow;
let members: Record<Role, UserRow>;

beforeAll(async () => {
  s = await startTestServer();
  course = await s.createCourse({ courseName: 'Config course' });
  members = { student: await s.createUser(), staff: await s.createUser(), admin: await s.createUser() };
  for (const role of ['student', 'staff', 'admin'] as const) await s.enrol(members[role], course, role);
  outsider = await s.createUser();
  await s.enrol(outsider, await s.createCourse(), 'admin');
});
afterAll(() => s?.close());

const base = () => `/v2/courses/${course.id}/admin`;
type Method = 'GET' | 'PUT' | 'DELETE';
const call = (user: UserRow | null, method: Method, path: string, payload?: object) =>
  (user ? s.as(user) : s.signedOut).request(method, `${base()}${path}`, { body: payload });

/** Makes the course the user's latest viewed one, so GET /v2/user describes it. */
const view = (user: UserRow) => s.as(user).put('/v2/user/latest_viewed_course', { courseId: course.id });

const typesOf = async () => {
  const res = await call(members.admin, 'GET', '/config/assessment_configs');
  expect(res.statusCode).toBe(200);
  return AdminAssessmentConfigsResponse.parse(res.json());
};
const row = (assessmentConfigId: number, type: string, extra: object = {}) => ({
  assessmentConfigId,
  type,
  displayInDashboard: true,
  isManuallyGraded: true,
  earlySubmissionXp: 0,
  hoursBeforeEarlyXpDecay: 0,
  ...extra,
});
const save = (list: object[], user = members.admin) =>
  call(user, 'PUT', '/config/assessment_configs', { assessmentConfigs: list });

describe('who may use the configuration routes', () => {
  const routes: Array<[Method, string, object?]> = [
    ['PUT', '/config', { courseName: 'X' }],
    ['GET', '/config/assessment_configs'],
    ['PUT', '/config/assessment_configs', { assessmentConfigs: [row(-1, 'X')] }],
    ['DELETE', '/config/assessment_config/1'],
  ];
  it.each(routes)('%s %s: 401 without a token, 403 for student, staff and other courses', async (m, p, b) => {
    expect((await call(null, m, p, b)).statusCode).toBe(401);
    for (const user of [members.student, members.staff, outsider]) {
      const res = await call(user, m, p, b);
      expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    }
  });
});

describe('PUT admin/config', () => {
  it('changes only the fields sent', async () => {
    const res = await call(members.admin, 'PUT', '/config', { courseShortName: 'CS', enableGame: false });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const [row] = await s.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ courseName: 'Config course', courseShortName: 'CS', enableGame: false });
    await view(members.student);
    const me = (await s.as(members.student).get('/v2/user')).json<UserResponse>();
    expect(me.courseConfiguration).toMatchObject({ courseShortName: 'CS', enableGame: false });
  });

  it('edits the leaderboard switches and sizes', async () => {
    const changes = {
      enableOverallLeaderboard: false,
      enableContestLeaderboard: false,
      topLeaderboardDisplay: 25,
      topContestLeaderboardDisplay: 3,
    };
    const res = await call(members.admin, 'PUT', '/config', changes);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    await view(members.student);
    const me = (await s.as(members.student).get('/v2/user')).json<UserResponse>();
    expect(me.courseConfiguration).toMatchObject(changes);
  });

  it('answers 400 with a message for bad input, never 500', async () => {
    for (const [body, text] of [
      [{ courseName: '  ' }, 'Course Name cannot be empty!'],
      [{ viewable: 'yes' }, 'viewable'],
      [{ sourceChapter: 4, sourceVariant: 'lazy' }, 'Invalid chapter and variant combination'],
      [{ sourceChapter: 2 }, 'must be given together'],
      [{ topLeaderboardDisplay: 0 }, 'must be at least 1'],
      [{ topContestLeaderboardDisplay: 2.5 }, 'topContestLeaderboardDisplay'],
      [{ sourceEngine: 'interpreter' }, 'sourceEngine'],
    ] as const) {
      const res = await call(members.admin, 'PUT', '/config', body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(text);
    }
  });

  it("stores the course's evaluator and GET config and GET /v2/user read it back", async () => {
    const engineOf = async () => {
      const res = await s.as(members.student).get(`/v2/courses/${course.id}/config`);
      expect(res.statusCode).toBe(200);
      return res.json<CourseConfigResponse>().config.sourceEngine;
    };
    expect(await engineOf()).toBe('fast'); // a course that never chose runs on the fast path
    const res = await call(members.admin, 'PUT', '/config', { sourceEngine: 'js-slang' });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    expect(await engineOf()).toBe('js-slang');
    await view(members.student);
    const me = (await s.as(members.student).get('/v2/user')).json<UserResponse>();
    expect(me.courseConfiguration?.sourceEngine).toBe('js-slang');
    expect((await call(members.admin, 'PUT', '/config', { sourceEngine: 'fast' })).statusCode).toBe(200);
    expect(await engineOf()).toBe('fast');
  });

  it('viewable=false takes the course off the latest viewed course of its non-admins', async () => {
    for (const user of Object.values(members)) await view(user);
    expect((await call(members.admin, 'PUT', '/config', { viewable: false })).statusCode).toBe(200);
    expect((await s.reloadUser(members.student)).latestViewedCourseId).toBeNull();
    expect((await s.reloadUser(members.staff)).latestViewedCourseId).toBeNull();
    expect((await s.reloadUser(members.admin)).latestViewedCourseId).toBe(course.id);
    await call(members.admin, 'PUT', '/config', { viewable: true });
  });
});

describe('assessment types', () => {
  beforeEach(async () => {
    // Each test starts from the course's one default type.
    await s.db.delete(assessmentConfigs).where(eq(assessmentConfigs.courseId, course.id));
    await s.db.insert(assessmentConfigs).values({ courseId: course.id, order: 1, type: 'Missions' });
  });

  it('lists the types in order with the number of assessments a delete would remove', async () => {
    const [missions] = await typesOf();
    expect(missions).toMatchObject({ type: 'Missions', assessmentCount: 0, displayInDashboard: true });
  });

  it('creates rows with id -1, updates the others and orders them by list position', async () => {
    const [missions] = await typesOf();
    const res = await save([
      row(-1, 'Quests', { earlySubmissionXp: 200, hoursBeforeEarlyXpDecay: 48, isManuallyGraded: false }),
      row(missions!.assessmentConfigId, 'Missions', { displayInDashboard: false }),
      row(-1, 'Paths'),
    ]);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const types = await typesOf();
    expect(types.map((t) => t.type)).toEqual(['Quests', 'Missions', 'Paths']);
    expect(types[0]).toMatchObject({
      earlySubmissionXp: 200,
      hoursBeforeEarlyXpDecay: 48,
      isManuallyGraded: false,
    });
    expect(types[1]).toMatchObject({
      assessmentConfigId: missions!.assessmentConfigId,
      displayInDashboard: false,
    });

    // Swapping orders in one save (checked at commit, not row by row).
    const [q, m, p] = types;
    expect((await save([p!, q!, m!].map((t) => row(t.assessmentConfigId, t.type)))).statusCode).toBe(200);
    expect((await typesOf()).map((t) => t.type)).toEqual(['Paths', 'Quests', 'Missions']);
  });

  it('keeps types left out of the list, after the listed ones in their old order', async () => {
    await save([row(-1, 'A'), row(-1, 'B')]);
    const types = await typesOf();
    expect(types.map((t) => t.type)).toEqual(['A', 'B', 'Missions']);
    expect((await save([row(types[1]!.assessmentConfigId, 'B')])).statusCode).toBe(200);
    expect((await typesOf()).map((t) => t.type)).toEqual(['B', 'A', 'Missions']);
  });

  it("refuses a ninth type with 'You can have at most 8 assessment types!'", async () => {
    const eight = Array.from({ length: 8 }, (_, i) => row(-1, `T${i}`));
    let res = await save(eight);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('You can have at most 8 assessment types!'); // 8 new + Missions kept
    res = await save(Array.from({ length: 9 }, (_, i) => row(-1, `T${i}`)));
    expect([res.statusCode, res.body]).toEqual([
      400,
      'Invalid parameter(s): assessmentConfigs: You can have at most 8 assessment types!',
    ]);
    expect((await save(eight.slice(0, 7))).statusCode).toBe(200);
    expect(await typesOf()).toHaveLength(8);
  });

  it('refuses an empty list, negative numbers, bad ids, duplicate names and ids of another course', async () => {
    const [missions] = await typesOf();
    const other = await s.createCourse();
    const [foreign] = await s.db
      .select()
      .from(assessmentConfigs)
      .where(eq(assessmentConfigs.courseId, other.id));
    const cases: Array<[object[], string]> = [
      [[], 'You must have at least 1 assessment type!'],
      [[row(-1, 'X', { earlySubmissionXp: -1 })], 'earlySubmissionXp: must be at least 0'],
      [[row(-1, 'X', { hoursBeforeEarlyXpDecay: -5 })], 'hoursBeforeEarlyXpDecay: must be at least 0'],
      [[row(-1, 'X', { earlySubmissionXp: 1.5 })], 'earlySubmissionXp'],
      [[row(0, 'X')], 'assessmentConfigId'],
      [[row(-1, '   ')], 'Assessment Type cannot be empty'],
      [[row(-1, 'Same'), row(-1, 'same')], 'Assessment types must have distinct names'],
      [[row(-1, 'Missions')], 'There is already an assessment type named Missions'],
      [[row(foreign!.id, 'Stolen')], 'Invalid assessment type id(s) provided'],
      [
        [row(missions!.assessmentConfigId, 'A'), row(missions!.assessmentConfigId, 'B')],
        'Invalid assessment type id(s)',
      ],
      [[{ type: 'no id' }], 'assessmentConfigId'],
    ];
    for (const [list, text] of cases) {
      const res = await save(list);
      expect([res.statusCode, res.body]).toEqual([400, expect.stringContaining(text)]);
    }
    expect((await call(members.admin, 'PUT', '/config/assessment_configs', {})).statusCode).toBe(400);
    expect((await typesOf()).map((t) => t.type)).toEqual(['Missions']);
  });

  it('deletes a type, closes the gap in the order and keeps the last one', async () => {
    await save([row(-1, 'A'), row(-1, 'B')]);
    const [a, b, missions] = await typesOf();
    expect(a?.type).toBe('A');
    let res = await call(members.admin, 'DELETE', `/config/assessment_config/${a!.assessmentConfigId}`);
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const orders = await s.db
      .select({ type: assessmentConfigs.type, order: assessmentConfigs.order })
      .from(assessmentConfigs)
      .where(eq(assessmentConfigs.courseId, course.id))
      .orderBy(assessmentConfigs.order);
    expect(orders).toEqual([
      { type: 'B', order: 1 },
      { type: 'Missions', order: 2 },
    ]);
    await call(members.admin, 'DELETE', `/config/assessment_config/${b!.assessmentConfigId}`);
    res = await call(members.admin, 'DELETE', `/config/assessment_config/${missions!.assessmentConfigId}`);
    expect([res.statusCode, res.body]).toEqual([400, 'You must have at least 1 assessment type!']);
    res = await call(members.admin, 'DELETE', '/config/assessment_config/999999');
    expect([res.statusCode, res.body]).toEqual([400, 'Assessment type not found']);
    res = await call(members.admin, 'DELETE', '/config/assessment_config/abc');
    expect(res.statusCode).toBe(400);
  });

  it('shows a saved change in GET /v2/user of every member', async () => {
    const [missions] = await typesOf();
    await save([row(missions!.assessmentConfigId, 'Missions'), row(-1, 'Contests')]);
    await view(members.student);
    const me = (await s.as(members.student).get('/v2/user')).json<UserResponse>();
    expect(me.assessmentConfigurations?.map((c) => c.type)).toEqual(['Missions', 'Contests']);
    const config = await s.as(members.student).get(`/v2/courses/${course.id}/config`);
    expect(config.json<CourseConfigResponse>().config.assessmentTypes).toEqual(['Missions', 'Contests']);
  });
});
