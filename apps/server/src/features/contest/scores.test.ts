import { StaffAssessment, StudentAssessment } from '@sa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, submissions, submissionVotes } from '../../db/schema';
import { createAssessment } from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { assignEntries, type ContestCourse, contestCourse, DURING_VOTING } from './contest-fixture';
import { NO_VOTING_QUESTIONS, SCORES_CALCULATED, XP_DISPATCHED } from './score-service';

/** Votes close 2030-03-16; the question's boards are revealed 48 hours later. */
const BEFORE_REVEAL = Date.parse('2030-03-17T23:00:00.000Z');
const AFTER_REVEAL = Date.parse('2030-03-18T00:00:00.000Z');
/** `function entryN() { return N; }` has 9 tokens; the question's token divider is 50. */
const penalty = 2 ** (9 / 50);

let clock = DURING_VOTING;
let s: TestServer;
let c: ContestCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await contestCourse(s, { authors: 3, voters: 2 });
  await assignEntries(s, c.users.staff, c.course.id, c.votingAssessmentId);
  // Every vote for author i's entry scores 10 - i, so the entries' mean votes are 10, 9 and 8.
  for (const [i, author] of c.authors.entries()) {
    await s.db
      .update(submissionVotes)
      .set({ score: 10 - i })
      .where(eq(submissionVotes.submissionId, author.submissionId));
  }
});
afterAll(() => s?.close());

const action = (user: UserRow, name: string, assessmentId = c.votingAssessmentId) =>
  s.as(user).post(`/v2/courses/${c.course.id}/admin/assessments/${assessmentId}/${name}`);
const boards = async (user: UserRow) => {
  const res = await s.as(user).get(`/v2/courses/${c.course.id}/assessments/${c.votingAssessmentId}`);
  expect(res.statusCode).toBe(200);
  const question = StaffAssessment.or(StudentAssessment).parse(res.json()).questions[0];
  if (question?.type !== 'voting') throw new Error('voting question expected');
  return { score: question.scoreLeaderboard, popular: question.popularVoteLeaderboard };
};
const entryAnswers = async () =>
  s.db
    .select({
      submissionId: answers.submissionId,
      popular: answers.popularScore,
      relative: answers.relativeScore,
      xpAdjustment: answers.xpAdjustment,
    })
    .from(answers)
    .where(
      inArray(
        answers.submissionId,
        c.authors.map((a) => a.submissionId),
      ),
    );
const bySubmission = <T extends { submissionId: number }>(rows: T[]) =>
  c.authors.map((a) => rows.find((r) => r.submissionId === a.submissionId));

describe('contest scores, leaderboards and XP', () => {
  it('lets only staff calculate, and says when an assessment has no voting question', async () => {
    expect((await action(c.users.student, 'contest_calculate_score')).statusCode).toBe(403);
    expect((await action(c.users.student, 'contest_dispatch_xp')).statusCode).toBe(403);
    const plain = await createAssessment(s.db, { courseId: c.course.id, configId: c.configId });
    const none = await action(c.users.staff, 'contest_calculate_score', plain.assessment.id);
    expect([none.statusCode, none.body]).toEqual([200, NO_VOTING_QUESTIONS]);
  });

  it('scores each entry by its mean vote, less the token penalty', async () => {
    const res = await action(c.users.staff, 'contest_calculate_score');
    expect([res.statusCode, res.body]).toEqual([200, SCORES_CALCULATED]);
    const rows = bySubmission(await entryAnswers());
    expect(rows.map((r) => r?.popular)).toEqual([100, 90, 80]);
    rows.forEach((r, i) => {
      expect(r?.relative).toBeCloseTo(100 - 10 * i - penalty, 10);
    });
  });

  it('shows staff the boards at once and students only from the reveal', async () => {
    clock = BEFORE_REVEAL;
    expect(await boards(c.users.student)).toEqual({ score: [], popular: [] });
    const staff = await boards(c.users.staff);
    // As in the reference, the boards take every student answer with `return`, submitted or not
    // (only entry assignment asks for submitted ones); the unvoted one scores 0. Staff never rank.
    expect(staff.popular.map((r) => [r.rank, r.submission_id, r.final_score])).toEqual([
      ...c.authors.map((a, i) => [i + 1, a.submissionId, 100 - 10 * i]),
      [4, c.ineligible[1], 0],
    ]);
    expect(staff.score[0]).toMatchObject({
      rank: 1,
      submission_id: c.authors[0]?.submissionId,
      answer: { code: 'function entry0() { return 0; }' },
      final_score: Math.round((100 - penalty) * 100) / 100,
    });
    expect(staff.score[0]?.student_name).toBe(c.authors[0]?.user.name);
    clock = AFTER_REVEAL;
    expect(await boards(c.users.student)).toEqual(staff);
    clock = DURING_VOTING;
  });

  it('publishes the contest grading and gives XP for both rankings', async () => {
    const res = await action(c.users.staff, 'contest_dispatch_xp');
    expect([res.statusCode, res.body]).toEqual([200, XP_DISPATCHED]);
    expect(bySubmission(await entryAnswers()).map((r) => r?.xpAdjustment)).toEqual([1000, 800, 600]);
    const published = await s.db
      .select({ published: submissions.isGradingPublished })
      .from(submissions)
      .where(and(eq(submissions.assessmentId, c.contestId)));
    expect(published.every((r) => r.published)).toBe(true);
  });
});
