import { XpLeaderboardPageResponse, XpLeaderboardResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAssessment,
  createSubmission,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { achievement, courseApi, manualGoal, progress, publish } from '../achievements/achievements-fixture';
import { OVERALL_LEADERBOARD_DISABLED } from './service';

let s: TestServer;
let c: CourseWithMembers;
/** Students by name; their names sort in this order. */
let ranked: Record<'ann' | 'bob' | 'cat' | 'dan', { user: UserRow; reg: number }>;
let other: CourseWithMembers;

/** A published (or not) submission worth `xp` through its early-submission bonus alone. */
async function xpOf(course: CourseWithMembers, reg: number, xp: number, published = true) {
  const { assessment } = await createAssessment(s.db, {
    courseId: course.course.id,
    configId: course.configId,
  });
  await createSubmission(s.db, {
    assessmentId: assessment.id,
    studentId: reg,
    status: 'submitted',
    isGradingPublished: published,
    xpBonus: xp,
  });
}

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
  other = await courseWithMembers(s);
  const student = async (name: string) => {
    const user = await s.createUser({ name });
    return { user, reg: await s.enrol(user, c.course, 'student') };
  };
  ranked = {
    ann: await student('Ann'),
    bob: await student('Bob'),
    cat: await student('Cat'),
    dan: await student('Dan'),
  };
  await s.db.update(courses).set({ topLeaderboardDisplay: 3 }).where(eq(courses.id, c.course.id));
  // Ann 300; Bob 150 + an achievement's 50 = 200, tied with Cat's 200; Dan and the fixture's own
  // student 0 (his XP is unpublished); staff XP never counts.
  await xpOf(c, ranked.ann.reg, 300);
  await xpOf(c, ranked.bob.reg, 150);
  await xpOf(c, ranked.cat.reg, 200);
  await xpOf(c, c.regs.student, 500, false);
  await xpOf(c, c.regs.staff, 999);
  await xpOf(other, other.regs.student, 10_000);
  const api = courseApi(s, c.course.id);
  const goal = manualGoal(1);
  await publish(api, c.users.staff, {
    goals: [goal],
    achievements: [achievement({ xp: 50, goalUuids: [goal.uuid] })],
  });
  const set = await api.send(
    c.users.staff,
    'POST',
    `admin/users/${ranked.bob.reg}/goals/${goal.uuid}/progress`,
    {
      ...progress(1, true),
    },
  );
  expect(set.statusCode).toBe(204);
});
afterAll(() => s?.close());

async function get(user: UserRow, path: string, courseId = c.course.id) {
  return s.as(user).get(`/v2/courses/${courseId}/leaderboards/${path}`);
}

async function all(user: UserRow) {
  const res = await get(user, 'xp_all');
  expect(res.statusCode).toBe(200);
  return XpLeaderboardResponse.parse(res.json()).users;
}

async function setSwitch(on: boolean) {
  await s.db.update(courses).set({ enableOverallLeaderboard: on }).where(eq(courses.id, c.course.id));
}

describe('GET leaderboards/xp_all', () => {
  it('ranks the students by total XP with RANK(): ties share a rank and the next one skips', async () => {
    const users = await all(c.users.staff);
    expect(users.map((u) => [u.name, u.total_xp, u.rank])).toEqual([
      ['Ann', 300, 1],
      ['Bob', 200, 2],
      ['Cat', 200, 2],
      ['Dan', 0, 4],
      [c.users.student.name, 0, 4],
    ]);
  });

  it('gives staff and admins usernames and user ids; students names and XP only', async () => {
    const staff = await all(c.users.staff);
    expect(staff[0]).toEqual({
      user_id: ranked.ann.user.id,
      name: 'Ann',
      username: ranked.ann.user.username,
      total_xp: 300,
      rank: 1,
    });
    expect(await all(c.users.admin)).toEqual(staff);
    const student = await all(c.users.student);
    expect(student).toEqual(staff.map((row) => ({ ...row, username: '' })));
  });

  it('refuses non-members and members of another course; lists no one of another course', async () => {
    for (const user of [await s.createUser(), other.users.student, other.users.admin]) {
      const res = await get(user, 'xp_all');
      expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
    }
    const res = await get(other.users.student, 'xp_all', other.course.id);
    const theirs = XpLeaderboardResponse.parse(res.json()).users;
    expect(theirs.map((u) => [u.user_id, u.total_xp, u.rank])).toEqual([[other.users.student.id, 10_000, 1]]);
  });

  it('is refused to students while the course switches it off; staff still see it', async () => {
    await setSwitch(false);
    try {
      for (const path of ['xp_all', 'xp']) {
        const res = await get(c.users.student, path);
        expect([res.statusCode, res.body]).toEqual([403, OVERALL_LEADERBOARD_DISABLED]);
      }
      expect(await all(c.users.staff)).toHaveLength(5);
      expect((await get(c.users.admin, 'xp')).statusCode).toBe(200);
    } finally {
      await setSwitch(true);
    }
  });
});

describe('GET leaderboards/xp', () => {
  async function page(user: UserRow, query: string) {
    const res = await get(user, `xp${query}`);
    expect(res.statusCode).toBe(200);
    return XpLeaderboardPageResponse.parse(res.json());
  }

  it('pages the same ranking, with course-wide ranks and the number of students', async () => {
    const first = await page(c.users.student, '');
    expect(first.total_count).toBe(5);
    expect(first.users).toHaveLength(5);
    const second = await page(c.users.student, '?offset=1&page_size=2');
    expect(second).toEqual({
      users: [
        { user_id: ranked.bob.user.id, name: 'Bob', username: '', total_xp: 200, rank: 2 },
        { user_id: ranked.cat.user.id, name: 'Cat', username: '', total_xp: 200, rank: 2 },
      ],
      total_count: 5,
    });
    const last = await page(c.users.staff, '?offset=4&page_size=25');
    expect(last.users.map((u) => [u.user_id, u.rank])).toEqual([[c.users.student.id, 4]]);
    expect(await page(c.users.staff, '?offset=50')).toEqual({ users: [], total_count: 5 });
  });

  it('answers 400 for offsets and page sizes that are not counts', async () => {
    for (const bad of ['offset=-1', 'offset=x', 'page_size=0', 'page_size=501', 'page_size=2.5']) {
      const res = await get(c.users.student, `xp?${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^Invalid parameter\(s\): (offset|page_size)/);
    }
  });

  it('refuses callers outside the course', async () => {
    const res = await get(other.users.staff, 'xp');
    expect([res.statusCode, res.body]).toEqual([403, 'Forbidden']);
  });
});
