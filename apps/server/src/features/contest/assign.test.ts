import { AssessmentOverview, ContestAssignResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assessments, submissionVotes } from '../../db/schema';
import { courseWithMembers, createAssessment } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  assignEntries,
  type ContestCourse,
  contestCourse,
  DURING_CONTEST,
  DURING_VOTING,
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

const assign = (c: ContestCourse, role: 'student' | 'staff' | 'admin' = 'staff') =>
  assignEntries(s, c.users[role], c.course.id, c.votingAssessmentId);

const byVoter = (votes: { voterId: number; submissionId: number }[]) => {
  const map = new Map<number, number[]>();
  for (const v of votes) map.set(v.voterId, [...(map.get(v.voterId) ?? []), v.submissionId]);
  return map;
};

describe('POST admin/assessments/:aid/contest_assign_entries', () => {
  it('is for staff and admin of the course only', async () => {
    const c = await contestCourse(s, { authors: 2, voters: 1 });
    const res = await assign(c, 'student');
    expect(res.statusCode).toBe(403);
    const other = await courseWithMembers(s);
    const foreign = await assignEntries(s, other.users.staff, other.course.id, c.votingAssessmentId);
    expect([foreign.statusCode, foreign.body]).toEqual([404, 'Assessment not found']);
    expect(await votesOf(s, c.votingQuestionId)).toEqual([]);
    expect((await assign(c, 'admin')).statusCode).toBe(200);
  });

  it('assigns nothing while the contest is open', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 2 });
    clock = DURING_CONTEST;
    const res = await assign(c);
    expect(res.statusCode).toBe(200);
    expect(ContestAssignResponse.parse(res.json())).toEqual({
      questions: [{ questionId: c.votingQuestionId, outcome: 'contest-not-closed', votes: 0 }],
    });
    expect(await votesOf(s, c.votingQuestionId)).toEqual([]);
  });

  it('says so when the contest number names no assessment of the course', async () => {
    const c = await contestCourse(s, { authors: 1, voters: 1 });
    const { assessment, questions } = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      questions: [{ type: 'voting', data: { contestNumber: 'no-such-contest' } }],
    });
    const res = await assignEntries(s, c.users.staff, c.course.id, assessment.id);
    expect(res.json()).toEqual({
      questions: [{ questionId: questions[0]?.id, outcome: 'contest-not-found', votes: 0 }],
    });
  });

  it('looks for the contest in the same course only', async () => {
    const c = await contestCourse(s, { authors: 2, voters: 1 });
    const other = await courseWithMembers(s);
    const [contest] = await s.db
      .select({ number: assessments.number })
      .from(assessments)
      .where(eq(assessments.id, c.contestId));
    const { assessment } = await createAssessment(s.db, {
      courseId: other.course.id,
      configId: other.configId,
      questions: [{ type: 'voting', data: { contestNumber: contest?.number ?? '' } }],
    });
    const res = await assignEntries(s, other.users.staff, other.course.id, assessment.id);
    expect(ContestAssignResponse.parse(res.json()).questions.map((q) => q.outcome)).toEqual([
      'contest-not-found',
    ]);
  });

  it('hands every student min(#entries, 10) eligible entries, never their own', async () => {
    const c = await contestCourse(s, { authors: 12, voters: 3 });
    const res = await assign(c);
    expect(res.statusCode).toBe(200);
    const votes = await votesOf(s, c.votingQuestionId);
    expect(res.json()).toEqual({
      questions: [{ questionId: c.votingQuestionId, outcome: 'assigned', votes: votes.length }],
    });
    expect(votes.every((v) => v.score === null)).toBe(true);
    const given = byVoter(votes);
    const eligible = new Set(c.authors.map((a) => a.submissionId));
    for (const { reg, submissionId } of c.authors) {
      expect(given.get(reg)).toHaveLength(10);
      expect(given.get(reg)).not.toContain(submissionId);
    }
    for (const { reg } of c.voters) expect(given.get(reg)).toHaveLength(10);
    // Students whose own entry is ineligible still vote; staff and admin do not.
    expect(given.get(c.regs.student)).toHaveLength(10);
    expect(given.has(c.regs.staff)).toBe(false);
    expect(given.has(c.regs.admin)).toBe(false);
    for (const ids of given.values()) {
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(eligible.has(id)).toBe(true);
    }
    for (const id of c.ineligible) expect(votes.some((v) => v.submissionId === id)).toBe(false);
  });

  it('gives an author one fewer when every entry is needed', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 1 });
    await assign(c);
    const given = byVoter(await votesOf(s, c.votingQuestionId));
    for (const { reg } of c.authors) expect(given.get(reg)).toHaveLength(2);
    expect(given.get(c.voters[0]?.reg ?? -1)).toHaveLength(3);
  });

  it('marks the voting assessment as voting published in the listing once votes exist', async () => {
    const c = await contestCourse(s, { authors: 2, voters: 1 });
    const listing = async () => {
      const res = await s.as(c.users.student).get(`/v2/courses/${c.course.id}/assessments`);
      const rows = z.array(AssessmentOverview).parse(res.json());
      return new Map(rows.map((row) => [row.id, row.isVotingPublished]));
    };
    expect((await listing()).get(c.votingAssessmentId)).toBe(false);
    await assign(c);
    const after = await listing();
    expect(after.get(c.votingAssessmentId)).toBe(true);
    expect(after.get(c.contestId)).toBe(false);
  });

  it('replaces earlier votes and their scores when run again', async () => {
    const c = await contestCourse(s, { authors: 4, voters: 2 });
    await assign(c);
    const first = await votesOf(s, c.votingQuestionId);
    await s.db
      .update(submissionVotes)
      .set({ score: 10 })
      .where(eq(submissionVotes.questionId, c.votingQuestionId));
    expect((await assign(c)).statusCode).toBe(200);
    const second = await votesOf(s, c.votingQuestionId);
    expect(second).toHaveLength(first.length);
    expect(second.every((v) => v.score === null)).toBe(true);
  });
});
