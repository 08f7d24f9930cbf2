import { StudentAssessment } from '@sa/contracts';
import { CONTEST_SCORES_NOT_UNIQUE, contestScoreRangeMessage } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, submissions } from '../../db/schema';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  assignEntries,
  type ContestCourse,
  contestCourse,
  DURING_VOTING,
  entryCode,
  votesOf,
} from './contest-fixture';
import { INVALID_VOTE } from './vote-service';

let clock = DURING_VOTING;
let s: TestServer;
let c: ContestCourse;
/** A student without an entry of their own: they are handed all three entries. */
let voter: UserRow;
let voterReg: number;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await contestCourse(s, { authors: 3, voters: 1 });
  const first = c.voters[0];
  if (!first) throw new Error('voter expected');
  voter = first.user;
  voterReg = first.reg;
  expect((await assignEntries(s, c.users.staff, c.course.id, c.votingAssessmentId)).statusCode).toBe(200);
});
beforeEach(() => {
  clock = DURING_VOTING;
});
afterAll(() => s?.close());

const vote = (user: UserRow, votes: { submission_id: number; score: number | null }[]) =>
  s
    .as(user)
    .post(`/v2/courses/${c.course.id}/assessments/question/${c.votingQuestionId}/answer`, { answer: votes });
const show = async (user: UserRow) => {
  const res = await s.as(user).get(`/v2/courses/${c.course.id}/assessments/${c.votingAssessmentId}`);
  expect(res.statusCode).toBe(200);
  const question = StudentAssessment.parse(res.json()).questions[0];
  if (question?.type !== 'voting') throw new Error('voting question expected');
  return question;
};
const submissionOf = async (studentId: number) => {
  const [row] = await s.db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assessmentId, c.votingAssessmentId), eq(submissions.studentId, studentId)));
  return row;
};
const myScores = async () =>
  new Map(
    (await votesOf(s, c.votingQuestionId))
      .filter((v) => v.voterId === voterReg)
      .map((v) => [v.submissionId, v.score]),
  );
/** The voter's entries, in the order the show payload lists them. */
const entries = async () => (await show(voter)).contestEntries.map((e) => e.submission_id);

describe('contest votes', () => {
  it('shows voters their own entries with the code and no scores yet', async () => {
    const question = await show(voter);
    const ids = c.authors.map((a) => a.submissionId);
    expect(question.contestEntries.map((e) => e.submission_id).sort()).toEqual([...ids].sort());
    for (const entry of question.contestEntries) {
      const author = c.authors.findIndex((a) => a.submissionId === entry.submission_id);
      expect(entry).toEqual({
        submission_id: entry.submission_id,
        answer: { code: entryCode(author) },
        score: null,
      });
    }
    // An author is never shown their own entry; staff have none.
    const author = c.authors[0];
    if (!author) throw new Error('author expected');
    const theirs = (await show(author.user)).contestEntries.map((e) => e.submission_id);
    expect(theirs).toHaveLength(2);
    expect(theirs).not.toContain(author.submissionId);
    expect((await show(c.users.staff)).contestEntries).toEqual([]);
  });

  it('refuses scores out of range or repeated with the exact messages, saving nothing', async () => {
    const [a, b, d] = await entries();
    if (a === undefined || b === undefined || d === undefined) throw new Error('three entries expected');
    const low = await vote(voter, [
      { submission_id: a, score: 7 },
      { submission_id: b, score: 9 },
      { submission_id: d, score: 10 },
    ]);
    expect([low.statusCode, low.body]).toEqual([400, contestScoreRangeMessage(8)]);
    expect(low.body).toBe('Vote rankings invalid. Please input scores between 8 - 10.');
    const repeated = await vote(voter, [
      { submission_id: a, score: 9 },
      { submission_id: b, score: 9 },
      { submission_id: d, score: 10 },
    ]);
    expect([repeated.statusCode, repeated.body]).toEqual([400, CONTEST_SCORES_NOT_UNIQUE]);
    expect([...(await myScores()).values()]).toEqual([null, null, null]);
  });

  it('refuses votes that do not name exactly the voter’s entries', async () => {
    const [a, b, d] = await entries();
    if (a === undefined || b === undefined || d === undefined) throw new Error('three entries expected');
    const cases = [
      [{ submission_id: a, score: 10 }],
      [
        { submission_id: a, score: 10 },
        { submission_id: a, score: 9 },
        { submission_id: d, score: 8 },
      ],
      [
        { submission_id: a, score: 10 },
        { submission_id: b, score: 9 },
        { submission_id: c.ineligible[0] ?? 0, score: 8 },
      ],
    ];
    for (const votes of cases) {
      const res = await vote(voter, votes);
      expect([res.statusCode, res.body]).toEqual([400, INVALID_VOTE]);
    }
    // Staff have no entries, so any vote of theirs names entries that are not theirs.
    expect((await vote(c.users.staff, [{ submission_id: a, score: 10 }])).body).toBe(INVALID_VOTE);
  });

  it('keeps partial scores without answering the question, then answers it once all are given', async () => {
    const [a, b, d] = await entries();
    if (a === undefined || b === undefined || d === undefined) throw new Error('three entries expected');
    const partial = await vote(voter, [
      { submission_id: a, score: 10 },
      { submission_id: b, score: null },
      { submission_id: d, score: 8 },
    ]);
    expect([partial.statusCode, partial.body]).toEqual([200, 'OK']);
    expect(await myScores()).toEqual(
      new Map([
        [a, 10],
        [b, null],
        [d, 8],
      ]),
    );
    const submission = await submissionOf(voterReg);
    expect(submission?.status).toBe('attempting');
    const none = await s.db
      .select()
      .from(answers)
      .where(eq(answers.submissionId, submission?.id ?? 0));
    expect(none).toEqual([]);

    const full = await vote(voter, [
      { submission_id: a, score: 8 },
      { submission_id: b, score: 10 },
      { submission_id: d, score: 9 },
    ]);
    expect([full.statusCode, full.body]).toEqual([200, 'OK']);
    expect((await submissionOf(voterReg))?.status).toBe('attempted');
    const saved = await s.db
      .select()
      .from(answers)
      .where(eq(answers.submissionId, submission?.id ?? 0));
    expect(saved.map((row) => row.answer)).toEqual([{ completed: true }]);
    const shown = await show(voter);
    expect(new Map(shown.contestEntries.map((e) => [e.submission_id, e.score]))).toEqual(
      new Map([
        [a, 8],
        [b, 10],
        [d, 9],
      ]),
    );
    expect(shown.answer).toBeNull();
  });

  it('refuses votes after the voting closes, as any other answer', async () => {
    const ids = await entries();
    clock = Date.parse('2030-03-20T00:00:00.000Z');
    const res = await vote(
      voter,
      ids.map((id, i) => ({ submission_id: id, score: 10 - i })),
    );
    expect([res.statusCode, res.body]).toEqual([403, 'Assessment not open']);
  });
});
