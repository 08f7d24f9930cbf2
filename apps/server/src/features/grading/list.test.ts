import { GradingExportResponse, GradingListResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createAssessmentConfig,
  createSubmission,
  setGroupLeader,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { containsPattern } from './list-queries';

/**
 * One course: 'Rune Trials' (Missions, manually graded, two questions of 100 XP) and 'Beyond'
 * (Paths, autograded, two questions). Ada and Bob are in group 'Alpha' led by the leader, Cy
 * (never signed in, no name) is in group 'Beta'. The leader has unread notifications about
 * Cy's and Bob's Rune Trials submissions, so they lead the default order.
 */
let s: TestServer;
let c: CourseWithMembers;
let leader: UserRow;
let ids: Record<'adaRune' | 'bobRune' | 'cyRune' | 'adaBeyond' | 'bobBeyond', number>;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
  const paths = await createAssessmentConfig(s.db, c.course.id, { type: 'Paths', isManuallyGraded: false });
  leader = await s.createUser({ name: 'Lee Leader' });
  const leaderReg = await s.enrol(leader, c.course, 'staff', { group: 'Alpha' });
  await setGroupLeader(s.db, c.course.id, 'Alpha', leaderReg);
  const ada = await s.enrol(
    await s.createUser({ name: 'Ada Lovelace', username: 'e0001' }),
    c.course,
    'student',
    {
      group: 'Alpha',
    },
  );
  const bob = await s.enrol(
    await s.createUser({ name: 'Bob 100%', username: 'e0002' }),
    c.course,
    'student',
    {
      group: 'Alpha',
    },
  );
  const cy = await s.enrol(await s.createUser({ name: null, username: 'e0003' }), c.course, 'student', {
    group: 'Beta',
  });
  const rune = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: c.configId,
    title: 'Rune Trials',
  });
  const beyond = await createAssessment(s.db, { courseId: c.course.id, configId: paths, title: 'Beyond' });

  const submit = async (
    assessment: typeof rune,
    studentId: number,
    status: 'attempting' | 'attempted' | 'submitted',
    answers: { xp: number; adj?: number; graded: boolean }[],
    extra: { isGradingPublished?: boolean; xpBonus?: number } = {},
  ) => {
    const row = await createSubmission(s.db, {
      assessmentId: assessment.assessment.id,
      studentId,
      status,
      ...extra,
    });
    for (const [i, a] of answers.entries()) {
      const question = assessment.questions[i];
      if (!question) throw new Error('too many answers');
      await createAnswer(s.db, {
        submissionId: row.id,
        questionId: question.id,
        answer: { code: 'x' },
        xp: a.xp,
        xpAdjustment: a.adj ?? 0,
        graderId: a.graded ? leaderReg : null,
      });
    }
    return row.id;
  };
  ids = {
    adaRune: await submit(rune, ada, 'submitted', [
      { xp: 30, adj: 5, graded: true },
      { xp: 20, graded: true },
    ]),
    bobRune: await submit(rune, bob, 'submitted', [
      { xp: 90, graded: true },
      { xp: 0, graded: false },
    ]),
    cyRune: await submit(rune, cy, 'attempted', [{ xp: 0, graded: false }]),
    adaBeyond: await submit(
      beyond,
      ada,
      'submitted',
      [
        { xp: 100, graded: true },
        { xp: 100, graded: true },
      ],
      { isGradingPublished: true, xpBonus: 40 },
    ),
    bobBeyond: await submit(beyond, bob, 'attempting', []),
  };
  const note = (submissionId: number, read = false) => ({
    type: 'submitted' as const,
    courseRegId: leaderReg,
    assessmentId: rune.assessment.id,
    submissionId,
    read,
  });
  await s.db
    .insert(notifications)
    .values([note(ids.cyRune), note(ids.cyRune), note(ids.bobRune), note(ids.adaRune, true)]);
});
afterAll(() => s?.close());

async function list(user: UserRow, query = '', courseId = c.course.id) {
  return s.as(user).get(`/v2/courses/${courseId}/admin/grading${query ? `?${query}` : ''}`);
}

/** The ids of the rows the query answers, in order, and the total count. */
async function idsOf(user: UserRow, query: string) {
  const res = await list(user, query);
  expect(res.statusCode, res.body).toBe(200);
  const body = GradingListResponse.parse(res.json());
  return { ids: body.data.map((r) => r.id), count: body.count };
}

describe('GET courses/:id/admin/grading', () => {
  it('orders by unread notifications, then newest first, and pages with pageSize and offset', async () => {
    expect(await idsOf(leader, 'pageSize=2')).toEqual({ ids: [ids.cyRune, ids.bobRune], count: 5 });
    expect(await idsOf(leader, 'pageSize=2&offset=2')).toEqual({
      ids: [ids.bobBeyond, ids.adaBeyond],
      count: 5,
    });
    expect(await idsOf(leader, 'pageSize=2&offset=4')).toEqual({ ids: [ids.adaRune], count: 5 });
    expect(await idsOf(leader, 'pageSize=2&offset=40')).toEqual({ ids: [], count: 5 });
    // The reference's default page size is 10; the notifications are the caller's own.
    expect((await idsOf(c.users.admin, '')).ids).toEqual([
      ids.bobBeyond,
      ids.adaBeyond,
      ids.cyRune,
      ids.bobRune,
      ids.adaRune,
    ]);
  });

  it('answers the row of api-reference 1b with the caller notification count', async () => {
    const res = await list(leader, 'title=rune&name=ada');
    const [row] = GradingListResponse.parse(res.json()).data;
    expect(row).toMatchObject({
      id: ids.adaRune,
      status: 'submitted',
      unsubmittedAt: null,
      xp: 50,
      xpAdjustment: 5,
      xpBonus: 0,
      isGradingPublished: false,
      gradedCount: 2,
      assessment: {
        title: 'Rune Trials',
        type: 'Missions',
        isManuallyGraded: true,
        maxXp: 200,
        questionCount: 2,
      },
      student: { name: 'Ada Lovelace', username: 'e0001', groupName: 'Alpha' },
      team: null,
      unsubmittedBy: null,
      notificationCount: 0,
    });
    const cy = GradingListResponse.parse((await list(leader, 'username=e0003&title=rune')).json()).data[0];
    expect(cy?.student).toMatchObject({ name: null, groupName: 'Beta' });
    expect(cy?.notificationCount).toBe(2);
  });

  it.each([
    ['title=RUNE', ['cyRune', 'bobRune', 'adaRune']],
    ['status=submitted', ['bobRune', 'adaBeyond', 'adaRune']],
    ['isFullyGraded=true', ['adaBeyond', 'adaRune']],
    ['isFullyGraded=false', ['cyRune', 'bobRune', 'bobBeyond']],
    ['isGradingPublished=true', ['adaBeyond']],
    ['groupName=bet', ['cyRune']],
    ['name=lovelace', ['adaBeyond', 'adaRune']],
    ['username=E0002', ['bobRune', 'bobBeyond']],
    ['type=Paths', ['bobBeyond', 'adaBeyond']],
    ['isManuallyGraded=true', ['cyRune', 'bobRune', 'adaRune']],
    ['search=alpha', ['bobRune', 'bobBeyond', 'adaBeyond', 'adaRune']],
    ['search=beyond', ['bobBeyond', 'adaBeyond']],
    ['search=100%25', ['bobRune', 'bobBeyond']],
    ['search=_', []],
    ['type=Missions&status=submitted&isFullyGraded=false', ['bobRune']],
  ] as const)('filters with %s', async (query, expected) => {
    const found = await idsOf(leader, query);
    expect(found.ids).toEqual(expected.map((k) => ids[k]));
    expect(found.count).toBe(expected.length);
  });

  it.each([
    [
      'sortBy=assessmentName&sortDirection=sort-asc',
      ['bobBeyond', 'adaBeyond', 'cyRune', 'bobRune', 'adaRune'],
    ],
    [
      'sortBy=studentUsername&sortDirection=sort-desc',
      ['cyRune', 'bobBeyond', 'bobRune', 'adaBeyond', 'adaRune'],
    ],
    ['sortBy=xp&sortDirection=sort-desc', ['adaBeyond', 'bobRune', 'adaRune', 'bobBeyond', 'cyRune']],
    [
      'sortBy=progressStatus&sortDirection=sort-desc',
      ['adaBeyond', 'adaRune', 'bobRune', 'cyRune', 'bobBeyond'],
    ],
    ['sortBy=groupName&sortDirection=sort-desc', ['cyRune', 'bobBeyond', 'adaBeyond', 'bobRune', 'adaRune']],
    [
      'sortBy=assessmentType&sortDirection=sort-asc',
      ['cyRune', 'bobRune', 'adaRune', 'bobBeyond', 'adaBeyond'],
    ],
  ] as const)('sorts with %s', async (query, expected) => {
    expect((await idsOf(leader, query)).ids).toEqual(expected.map((k) => ids[k]));
  });

  it("keeps to the caller's groups and own submissions with group=true", async () => {
    expect((await idsOf(leader, 'group=true')).ids).toEqual([
      ids.bobRune,
      ids.bobBeyond,
      ids.adaBeyond,
      ids.adaRune,
    ]);
    expect(await idsOf(c.users.staff, 'group=true')).toEqual({ ids: [], count: 0 });
    expect((await idsOf(c.users.staff, 'group=false')).count).toBe(5);
  });

  it('is for staff and admins of the course only', async () => {
    expect((await list(c.users.student)).statusCode).toBe(403);
    const other = await s.createCourse();
    const outsider = await s.createUser();
    await s.enrol(outsider, other, 'admin');
    expect((await list(outsider)).statusCode).toBe(403);
    // Their own course shows none of this course's submissions.
    const own = await list(outsider, '', other.id);
    expect(GradingListResponse.parse(own.json())).toEqual({ count: 0, data: [] });
    const anonymous = await s.signedOut.get(`/v2/courses/${c.course.id}/admin/grading`);
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    'pageSize=0',
    'pageSize=101',
    'pageSize=ten',
    'offset=-1',
    'offset=1.5',
    'sortBy=score',
    'sortDirection=up',
    'status=graded',
    'isFullyGraded=yes',
    'group=1',
    `title=${'x'.repeat(201)}`,
    'colour=blue',
  ])('answers 400 to %s', async (query) => {
    const res = await list(leader, query);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/^Invalid parameter\(s\): /);
  });
});

describe('GET courses/:id/admin/grading/export', () => {
  it('exports every matching row in the columns of spec 2 section 9', async () => {
    const res = await s.as(leader).get(`/v2/courses/${c.course.id}/admin/grading/export?title=rune`);
    expect(res.statusCode).toBe(200);
    const body = GradingExportResponse.parse(res.json());
    expect(body.columns).toEqual([
      'assessmentName',
      'assessmentCategory',
      'studentName',
      'groupName',
      'submissionStatus',
      'gradingStatus',
      'questionCount',
      'gradedCount',
      'initialGrade',
      'gradeAdjustment',
      'currentGrade',
      'maxGrade',
      'initialXp',
      'xpAdjustment',
      'currentXp',
      'maxXp',
      'xpBonus',
    ]);
    expect(body.rows).toEqual([
      ['Rune Trials', 'Missions', '', 'Beta', 'attempted', 'excluded', 2, 0, 0, 0, 0, 0, 0, 0, 0, 200, 0],
      [
        'Rune Trials',
        'Missions',
        'Bob 100%',
        'Alpha',
        'submitted',
        'grading',
        2,
        1,
        0,
        0,
        0,
        0,
        90,
        0,
        90,
        200,
        0,
      ],
      [
        'Rune Trials',
        'Missions',
        'Ada Lovelace',
        'Alpha',
        'submitted',
        'graded',
        2,
        2,
        0,
        0,
        0,
        0,
        50,
        5,
        55,
        200,
        0,
      ],
    ]);
    const all = await s.as(c.users.staff).get(`/v2/courses/${c.course.id}/admin/grading/export`);
    expect(GradingExportResponse.parse(all.json()).rows).toHaveLength(5);
  });

  it('refuses students and bad filters, and takes no paging', async () => {
    const url = `/v2/courses/${c.course.id}/admin/grading/export`;
    const asStudent = await s.as(c.users.student).get(url);
    expect(asStudent.statusCode).toBe(403);
    for (const query of ['status=done', 'pageSize=5']) {
      const res = await s.as(leader).get(`${url}?${query}`);
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('the unpaged answers, serialised by their routes', () => {
  it.each(['export', 'all_submissions'])('%s answers JSON that clients decode as such', async (path) => {
    const res = await s.as(leader).get(`/v2/courses/${c.course.id}/admin/grading/${path}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const schema = path === 'export' ? GradingExportResponse : GradingListResponse;
    expect(schema.safeParse(res.json()).success).toBe(true);
  });
});

describe('containsPattern', () => {
  it('matches %, _ and \\ literally', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
