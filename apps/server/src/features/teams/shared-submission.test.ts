import { GradingListResponse } from '@sa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { TEAM_DELETED } from './submission-owner';
import { call, type TeamCourse, teamAssessment, teamBody, teamCourse } from './teams-fixture';

/**
 * One submission per team: any member saves into it, one finalise submits it for all, and
 * grading, XP and notifications reach every member.
 */

let s: TestServer;
let c: TeamCourse;
let memberA: UserRow;
let memberB: UserRow;
let outsider: UserRow;

beforeAll(async () => {
  s = await startTestServer();
  c = await teamCourse(s);
  [memberA, memberB, outsider] = c.students.map((st) => st.user) as [UserRow, UserRow, UserRow];
});
afterAll(() => s?.close());

async function formedTeam() {
  const made = await teamAssessment(s, c, {
    questions: [
      { type: 'mcq', maxXp: 100 },
      { type: 'mcq', maxXp: 50 },
    ],
  });
  const [a, b] = c.students.map((st) => st.reg) as [number, number];
  const [status] = await call(
    s,
    c.users.staff,
    'POST',
    `${c.course.id}/admin/teams`,
    teamBody(made.assessment.id, [a, b]),
  );
  expect(status).toBe(201);
  return { assessmentId: made.assessment.id, questionIds: made.questions.map((q) => q.id) };
}

const save = (user: UserRow, questionId: number, answer: number) =>
  call(s, user, 'POST', `${c.course.id}/assessments/question/${questionId}/answer`, { answer });

async function answersSeenBy(user: UserRow, assessmentId: number) {
  const [status, body] = await call(s, user, 'GET', `${c.course.id}/assessments/${assessmentId}`);
  expect(status).toBe(200);
  const payload = JSON.parse(body) as { questions: { answer: unknown }[] };
  return payload.questions.map((q) => q.answer);
}

async function listingRow(user: UserRow, assessmentId: number) {
  const [, body] = await call(s, user, 'GET', `${c.course.id}/assessments`);
  return (JSON.parse(body) as { id: number; status: string; xp: number }[]).find(
    (o) => o.id === assessmentId,
  );
}

async function gradingRow(assessmentId: number) {
  const [, body] = await call(s, c.users.admin, 'GET', `${c.course.id}/admin/grading?pageSize=100`);
  return GradingListResponse.parse(JSON.parse(body)).data.find((r) => r.assessment.id === assessmentId);
}

async function notificationTypes(user: UserRow, assessmentId: number) {
  const [, body] = await call(s, user, 'GET', `${c.course.id}/notifications`);
  return (JSON.parse(body) as { type: string; assessment_id: number }[])
    .filter((n) => n.assessment_id === assessmentId)
    .map((n) => n.type)
    .sort();
}

const totalXp = async (user: UserRow) => {
  const [, body] = await call(s, user, 'GET', `${c.course.id}/user/total_xp`);
  return (JSON.parse(body) as { totalXp: number }).totalXp;
};

describe('a team shares one submission', () => {
  it('member A saves, member B sees it and overwrites one question; the later save wins per question', async () => {
    const { assessmentId, questionIds } = await formedTeam();
    const [q1, q2] = questionIds as [number, number];
    expect(await save(memberA, q1, 0)).toEqual([200, 'OK']);
    expect(await answersSeenBy(memberB, assessmentId)).toEqual([0, null]);
    expect(await save(memberB, q2, 2)).toEqual([200, 'OK']);
    expect(await save(memberB, q1, 1)).toEqual([200, 'OK']);
    expect(await answersSeenBy(memberA, assessmentId)).toEqual([1, 2]);
    expect((await listingRow(memberA, assessmentId))?.status).toBe('attempted');
    expect((await listingRow(memberB, assessmentId))?.status).toBe('attempted');
    // Someone outside the team still has nothing.
    expect((await listingRow(outsider, assessmentId))?.status).toBe('not_attempted');
  });

  it('two members saving at once lose nothing', async () => {
    const { assessmentId, questionIds } = await formedTeam();
    const [q1, q2] = questionIds as [number, number];
    const results = await Promise.all([save(memberA, q1, 1), save(memberB, q2, 0)]);
    expect(results).toEqual([
      [200, 'OK'],
      [200, 'OK'],
    ]);
    expect(await answersSeenBy(memberA, assessmentId)).toEqual([1, 0]);
  });

  it("answers 400 'Your existing Team has been deleted!' to a student of a team assessment without a team", async () => {
    const { questionIds } = await formedTeam();
    expect(await save(outsider, questionIds[0] ?? 0, 1)).toEqual([400, TEAM_DELETED]);
    // Staff keep their own test attempt.
    expect(await save(c.users.staff, questionIds[0] ?? 0, 1)).toEqual([200, 'OK']);
  });

  it('B finalises for both; grading, publishing and XP reach both; unsubmit notifies both', async () => {
    const { assessmentId, questionIds } = await formedTeam();
    const [q1, q2] = questionIds as [number, number];
    await save(memberA, q1, 1);
    await save(memberA, q2, 1);
    expect(await call(s, memberB, 'POST', `${c.course.id}/assessments/${assessmentId}/submit`)).toEqual([
      200,
      'OK',
    ]);
    expect(await call(s, memberA, 'POST', `${c.course.id}/assessments/${assessmentId}/submit`)).toEqual([
      403,
      'Assessment has already been submitted',
    ]);
    expect((await listingRow(memberA, assessmentId))?.status).toBe('submitted');

    const row = await gradingRow(assessmentId);
    expect(row?.student).toBeNull();
    expect(row?.team?.team_members.map((m) => m.username)).toEqual([memberA.username, memberB.username]);
    const submissionId = row?.id ?? 0;

    const detail = await call(s, c.users.admin, 'GET', `${c.course.id}/admin/grading/${submissionId}`);
    expect(detail[0]).toBe(200);
    for (const [questionId, xp] of [
      [q1, 80],
      [q2, 40],
    ] as const) {
      const graded = await call(
        s,
        c.users.admin,
        'POST',
        `${c.course.id}/admin/grading/${submissionId}/${questionId}`,
        {
          grading: { xp },
        },
      );
      expect(graded[0]).toBe(200);
    }
    const before = [await totalXp(memberA), await totalXp(memberB)];
    expect(
      await call(s, c.users.admin, 'POST', `${c.course.id}/admin/grading/${submissionId}/publish_grades`),
    ).toEqual([200, 'OK']);
    for (const member of [memberA, memberB]) {
      expect((await listingRow(member, assessmentId))?.xp).toBe(120);
      expect(await notificationTypes(member, assessmentId)).toContain('published_grading');
    }
    expect([await totalXp(memberA), await totalXp(memberB)]).toEqual([
      (before[0] ?? 0) + 120,
      (before[1] ?? 0) + 120,
    ]);
    expect(await totalXp(outsider)).toBe(0);

    expect(
      await call(s, c.users.admin, 'POST', `${c.course.id}/admin/grading/${submissionId}/unpublish_grades`),
    ).toEqual([200, 'OK']);
    expect(
      await call(s, c.users.admin, 'POST', `${c.course.id}/admin/grading/${submissionId}/unsubmit`),
    ).toEqual([200, 'OK']);
    for (const member of [memberA, memberB]) {
      expect(await notificationTypes(member, assessmentId)).toEqual(['unsubmitted']);
      expect((await listingRow(member, assessmentId))?.status).toBe('attempted');
    }
  });

  it('a deleted team leaves its members without a submission, and they are told why they cannot save', async () => {
    const { assessmentId, questionIds } = await formedTeam();
    await save(memberA, questionIds[0] ?? 0, 1);
    const [, body] = await call(s, c.users.staff, 'GET', `${c.course.id}/team/${assessmentId}`);
    expect(body).toBe('Team is not found!');
    const [, team] = await call(s, memberA, 'GET', `${c.course.id}/team/${assessmentId}`);
    const teamId = (JSON.parse(team) as { teamId: number }).teamId;
    expect(await call(s, c.users.staff, 'DELETE', `${c.course.id}/admin/teams/${teamId}`)).toEqual([
      200,
      'Team deleted successfully.',
    ]);
    expect(await answersSeenBy(memberA, assessmentId)).toEqual([null, null]);
    expect(await save(memberB, questionIds[0] ?? 0, 1)).toEqual([400, TEAM_DELETED]);
  });
});
