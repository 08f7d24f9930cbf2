import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, assessments, questions, submissions, submissionVotes } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import { assessmentXml, upload } from '../groundcontrol/test-helpers';
import {
  assignEntries,
  type ContestCourse,
  contestCourse,
  DURING_CONTEST,
  DURING_VOTING,
  scoreAllEntries,
  votesOf,
} from './contest-fixture';

let clock = DURING_VOTING;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
});
beforeEach(() => {
  clock = DURING_VOTING;
});
afterAll(() => s?.close());

async function contestNumber(c: ContestCourse): Promise<string> {
  const [row] = await s.db
    .select({ number: assessments.number })
    .from(assessments)
    .where(eq(assessments.id, c.contestId));
  if (!row) throw new Error('contest expected');
  return row.number;
}

/** Uploads a voting assessment (one voting question) for the course's contest; its question id. */
async function uploadVoting(c: ContestCourse, number: string, forceUpdate?: 'true') {
  const problem = `<PROBLEM type="voting" maxxp="100"><TEXT>Vote</TEXT>
    <VOTING assessment_number="${await contestNumber(c)}" reveal_hours="0" token_divider="50"/></PROBLEM>`;
  const res = await upload(s, c.course.id, c.users.staff, assessmentXml({ number, problems: [problem] }), {
    configId: c.configId,
    ...(forceUpdate ? { forceUpdate } : {}),
  });
  expect([res.statusCode, res.body]).toEqual([200, forceUpdate ? 'Force Update OK' : 'OK']);
  const [row] = await s.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .where(and(eq(assessments.courseId, c.course.id), eq(assessments.number, number)));
  if (!row) throw new Error('uploaded question expected');
  return row.id;
}

const updateAssessment = (user: UserRow, c: ContestCourse, payload: Record<string, unknown>) =>
  s.as(user).post(`/v2/courses/${c.course.id}/admin/assessments/${c.votingAssessmentId}`, payload);

const votingSubmission = async (c: ContestCourse, reg: number) => {
  const [row] = await s.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assessmentId, c.votingAssessmentId), eq(submissions.studentId, reg)));
  return row;
};
const votingAnswers = (c: ContestCourse) =>
  s.db.select().from(answers).where(eq(answers.questionId, c.votingQuestionId));

describe('entry assignment on upload', () => {
  it('hands out entries at once when the contest has already closed', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 2 });
    const questionId = await uploadVoting(c, 'V-after');
    const votes = await votesOf(s, questionId);
    const voters = new Set(votes.map((v) => v.voterId));
    for (const { reg } of [...c.authors, ...c.voters]) expect(voters.has(reg)).toBe(true);
    expect(voters.has(c.regs.staff)).toBe(false);
    expect(votes.every((v) => v.score === null)).toBe(true);
  });

  it('hands out nothing while the contest is open', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 2 });
    clock = DURING_CONTEST;
    const questionId = await uploadVoting(c, 'V-during');
    expect(await votesOf(s, questionId)).toEqual([]);
  });

  it('keeps the entries of a question that a forced upload keeps', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 1 });
    const questionId = await uploadVoting(c, 'V-again');
    const voter = c.voters[0];
    if (!voter) throw new Error('voter expected');
    // The uploaded assessment is not open yet: the vote and its answer are written directly.
    await s.db.update(submissionVotes).set({ score: 7 }).where(eq(submissionVotes.voterId, voter.reg));
    const [assessment] = await s.db
      .select({ id: questions.assessmentId })
      .from(questions)
      .where(eq(questions.id, questionId));
    const [sub] = await s.db
      .insert(submissions)
      .values({ assessmentId: assessment?.id ?? 0, studentId: voter.reg, status: 'attempted' })
      .returning();
    await s.db
      .insert(answers)
      .values({ submissionId: sub?.id ?? 0, questionId, answer: { completed: true } });
    const before = await votesOf(s, questionId);
    // Forced over an answer, the question is updated in place: its entries and scores stay.
    expect(await uploadVoting(c, 'V-again', 'true')).toBe(questionId);
    expect(await votesOf(s, questionId)).toEqual(before);
  });
});

describe('POST admin/assessments/:aid with assignEntriesForVoting', () => {
  it('reassigns, clearing the old votes and the voters’ voting answers', async () => {
    const c = await contestCourse(s, { authors: 4, voters: 2 });
    await assignEntries(s, c.users.staff, c.course.id, c.votingAssessmentId);
    const [done, submitted] = c.voters;
    if (!done || !submitted) throw new Error('voters expected');
    for (const voter of [done, submitted]) expect((await scoreAllEntries(s, c, voter)).statusCode).toBe(200);
    const submit = await s
      .as(submitted.user)
      .post(`/v2/courses/${c.course.id}/assessments/${c.votingAssessmentId}/submit`);
    expect(submit.statusCode).toBe(200);
    expect((await votingSubmission(c, done.reg))?.status).toBe('attempted');
    expect((await votingSubmission(c, submitted.reg))?.status).toBe('submitted');
    expect(await votingAnswers(c)).toHaveLength(2);

    const res = await updateAssessment(c.users.staff, c, { assignEntriesForVoting: true });
    expect([res.statusCode, res.body]).toEqual([200, 'OK']);
    const votes = await votesOf(s, c.votingQuestionId);
    expect(votes.length).toBeGreaterThan(0);
    expect(votes.every((v) => v.score === null)).toBe(true);
    expect(await votingAnswers(c)).toEqual([]);
    for (const voter of [done, submitted]) {
      expect(await votingSubmission(c, voter.reg)).toMatchObject({
        status: 'attempting',
        submittedAt: null,
        xpBonus: 0,
      });
    }
    // The voters can score their new entries and finalise again.
    expect((await scoreAllEntries(s, c, submitted)).statusCode).toBe(200);
    expect((await votingSubmission(c, submitted.reg))?.status).toBe('attempted');
  });

  it('leaves entries alone without the flag, and while the contest is open', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 1 });
    await assignEntries(s, c.users.staff, c.course.id, c.votingAssessmentId);
    const voter = c.voters[0];
    if (!voter) throw new Error('voter expected');
    await scoreAllEntries(s, c, voter);
    const before = await votesOf(s, c.votingQuestionId);
    expect((await updateAssessment(c.users.staff, c, { maxTeamSize: 2 })).statusCode).toBe(200);
    expect((await updateAssessment(c.users.staff, c, { assignEntriesForVoting: false })).statusCode).toBe(
      200,
    );
    clock = DURING_CONTEST;
    expect((await updateAssessment(c.users.staff, c, { assignEntriesForVoting: true })).statusCode).toBe(200);
    expect(await votesOf(s, c.votingQuestionId)).toEqual(before);
    expect(await votingAnswers(c)).toHaveLength(1);
  });

  it('is refused to students and never touches another course’s assessment', async () => {
    const c = await contestCourse(s, { authors: 2, voters: 1 });
    const student = await updateAssessment(c.users.student, c, { assignEntriesForVoting: true });
    expect(student.statusCode).toBe(403);
    const other = await contestCourse(s, { authors: 2, voters: 1 });
    const foreign = await s
      .as(other.users.staff)
      .post(`/v2/courses/${other.course.id}/admin/assessments/${c.votingAssessmentId}`, {
        assignEntriesForVoting: true,
      });
    expect(foreign.statusCode).toBe(403);
    expect(await votesOf(s, c.votingQuestionId)).toEqual([]);
  });

  it('never hands anyone their own entry, however often it reassigns', async () => {
    const c = await contestCourse(s, { authors: 11, voters: 2 });
    const own = new Map(c.authors.map((a) => [a.reg, a.submissionId]));
    for (let round = 0; round < 5; round++) {
      expect((await updateAssessment(c.users.admin, c, { assignEntriesForVoting: true })).statusCode).toBe(
        200,
      );
      const votes = await votesOf(s, c.votingQuestionId);
      expect(votes.length).toBeGreaterThan(0);
      for (const v of votes) expect(v.submissionId).not.toBe(own.get(v.voterId));
    }
  });
});
