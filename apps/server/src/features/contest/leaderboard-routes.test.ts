import { AllContestsResponse, ContestLeaderboardResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessments, submissionVotes } from '../../db/schema';
import { createAssessment, createAssessmentConfig } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  assignEntries,
  type ContestCourse,
  contestCourse,
  DURING_VOTING,
  entryCode,
} from './contest-fixture';
import { NOT_A_CONTEST_VOTING } from './leaderboard-service';

/** Votes close 2030-03-16; the question's boards are revealed 48 hours later. */
const BEFORE_REVEAL = Date.parse('2030-03-17T23:59:59.000Z');
const AFTER_REVEAL = Date.parse('2030-03-18T00:00:00.000Z');
/** `function entryN() { return N; }` has 9 tokens; the question's token divider is 50. */
const penalty = 2 ** (9 / 50);

let clock = DURING_VOTING;
let s: TestServer;
let c: ContestCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await contestCourse(s, { authors: 4, voters: 2 });
  await assignEntries(s, c.users.staff, c.course.id, c.votingAssessmentId);
  // Mean votes 10, 9, 9 and 7: the second and third entries tie.
  const means = [10, 9, 9, 7];
  for (const [i, author] of c.authors.entries()) {
    await s.db
      .update(submissionVotes)
      .set({ score: means[i] ?? 1 })
      .where(eq(submissionVotes.submissionId, author.submissionId));
  }
  const res = await s
    .as(c.users.staff)
    .post(`/v2/courses/${c.course.id}/admin/assessments/${c.votingAssessmentId}/contest_calculate_score`);
  expect(res.statusCode).toBe(200);
});
beforeEach(() => {
  clock = DURING_VOTING;
});
afterAll(() => s?.close());

async function board(
  user: UserRow,
  kind: 'score' | 'popular',
  query = '',
  { courseId = c.course.id, assessmentId = c.votingAssessmentId } = {},
) {
  return s
    .as(user)
    .get(`/v2/courses/${courseId}/assessments/${assessmentId}/contest_${kind}_leaderboard${query}`);
}
const rows = async (user: UserRow, kind: 'score' | 'popular', query = '') => {
  const res = await board(user, kind, query);
  expect(res.statusCode).toBe(200);
  return ContestLeaderboardResponse.parse(res.json()).leaderboard;
};

describe('GET assessments/:aid/contest_{score,popular}_leaderboard', () => {
  it('ranks the entries by popular score, ties sharing a rank', async () => {
    const popular = await rows(c.users.staff, 'popular');
    expect(popular.map((r) => [r.rank, r.submission_id, r.final_score])).toEqual([
      [1, c.authors[0]?.submissionId, 100],
      [2, c.authors[1]?.submissionId, 90],
      [2, c.authors[2]?.submissionId, 90],
      [4, c.authors[3]?.submissionId, 70],
      // The boards take every student answer with `return`, as the reference's do (see scores.test).
      [5, c.ineligible[1], 0],
    ]);
    expect(popular[0]).toEqual({
      submission_id: c.authors[0]?.submissionId,
      answer: entryCode(0),
      student_name: c.authors[0]?.user.name,
      student_username: c.authors[0]?.user.username,
      rank: 1,
      final_score: 100,
    });
  });

  it('ranks by relative score, to two decimal places', async () => {
    const score = await rows(c.users.staff, 'score');
    expect(score.map((r) => r.final_score).slice(0, 4)).toEqual(
      [100, 90, 90, 70].map((p) => Math.round((p - penalty) * 100) / 100),
    );
    expect(score.map((r) => r.rank).slice(0, 4)).toEqual([1, 2, 2, 4]);
  });

  it('takes the first `count` rows, 10 unless given, and refuses other counts', async () => {
    expect(await rows(c.users.staff, 'popular', '?count=2')).toHaveLength(2);
    expect(await rows(c.users.staff, 'score', '?count=500')).toHaveLength(5);
    for (const bad of ['0', '501', '2.5', 'ten']) {
      const res = await board(c.users.staff, 'popular', `?count=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/^Invalid parameter\(s\): count/);
    }
  });

  it('shows students an empty board until close plus reveal hours; staff always', async () => {
    clock = BEFORE_REVEAL;
    expect(await rows(c.users.student, 'score')).toEqual([]);
    expect(await rows(c.users.student, 'popular')).toEqual([]);
    const staff = await rows(c.users.staff, 'score');
    expect(staff).toHaveLength(5);
    expect(await rows(c.users.admin, 'score')).toEqual(staff);
    clock = AFTER_REVEAL;
    // The same board, without usernames: a student sees names only.
    expect(await rows(c.users.student, 'score')).toEqual(staff.map((r) => ({ ...r, student_username: '' })));
  });

  it('is 404 for an assessment without a voting question, or of another course', async () => {
    const plain = await createAssessment(s.db, { courseId: c.course.id, configId: c.configId });
    for (const assessmentId of [plain.assessment.id, c.contestId, 999_999]) {
      const res = await board(c.users.staff, 'score', '', { assessmentId });
      expect([res.statusCode, res.body]).toEqual([404, NOT_A_CONTEST_VOTING]);
    }
    const other = await contestCourse(s, { authors: 1, voters: 1 });
    const foreign = await board(other.users.staff, 'popular', '', { courseId: other.course.id });
    expect([foreign.statusCode, foreign.body]).toEqual([404, NOT_A_CONTEST_VOTING]);
  });

  it('keeps an unpublished voting assessment from students', async () => {
    const hidden = await contestCourse(s, { authors: 1, voters: 1 });
    await s.db
      .update(assessments)
      .set({ isPublished: false })
      .where(eq(assessments.id, hidden.votingAssessmentId));
    clock = AFTER_REVEAL;
    const where = { courseId: hidden.course.id, assessmentId: hidden.votingAssessmentId };
    const student = await board(hidden.users.student, 'score', '', where);
    expect([student.statusCode, student.body]).toEqual([404, NOT_A_CONTEST_VOTING]);
    expect((await board(hidden.users.staff, 'score', '', where)).statusCode).toBe(200);
  });

  it('needs a member of the course', async () => {
    const outsider = await s.createUser();
    expect((await board(outsider, 'score')).statusCode).toBe(403);
  });
});

describe('GET all_contests', () => {
  const list = async (user: UserRow, courseId: number) => {
    const res = await s.as(user).get(`/v2/courses/${courseId}/all_contests`);
    expect(res.statusCode).toBe(200);
    return AllContestsResponse.parse(res.json());
  };

  it('lists the Contests-type assessments a voting question refers to; students only published ones', async () => {
    const k = await contestCourse(s, { authors: 1, voters: 1 });
    const contestsType = await createAssessmentConfig(s.db, k.course.id, { type: 'Contests' });
    await s.db.update(assessments).set({ configId: contestsType }).where(eq(assessments.id, k.contestId));
    // A Contests-type assessment nobody votes on, and an unpublished one that is voted on.
    await createAssessment(s.db, { courseId: k.course.id, configId: contestsType, number: 'lonely' });
    const hidden = await createAssessment(s.db, {
      courseId: k.course.id,
      configId: contestsType,
      number: 'hidden',
      title: 'Hidden contest',
      published: false,
    });
    const hiddenVoting = await createAssessment(s.db, {
      courseId: k.course.id,
      configId: k.configId,
      questions: [{ type: 'voting', data: { contestNumber: 'hidden' } }],
    });
    const [contest] = await s.db
      .select({ title: assessments.title })
      .from(assessments)
      .where(eq(assessments.id, k.contestId));

    // Each names the voting assessment whose leaderboard routes rank its entries.
    const votedOn = { contest_id: k.contestId, title: contest?.title, published: true };
    expect(await list(k.users.staff, k.course.id)).toEqual([
      { ...votedOn, voting_assessment_id: k.votingAssessmentId },
      {
        contest_id: hidden.assessment.id,
        title: 'Hidden contest',
        published: false,
        voting_assessment_id: hiddenVoting.assessment.id,
      },
    ]);
    expect(await list(k.users.student, k.course.id)).toEqual([
      { ...votedOn, voting_assessment_id: k.votingAssessmentId },
    ]);
  });

  it('is empty when the voted-on contest is of another type', async () => {
    // The fixture's contest has the course's first type (Missions).
    expect(await list(c.users.staff, c.course.id)).toEqual([]);
  });
});
