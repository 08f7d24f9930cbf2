import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, assessments, submissions, submissionVotes } from '../../db/schema';
import { courseWithMembers, createAssessment } from '../../test/assessment-factory';
import { startTestServer, type TestServer } from '../../test/harness';
import { AssessmentCloser } from '../assessments/closer-service';
import {
  type ContestCourse,
  contestCourse,
  DURING_CONTEST,
  DURING_VOTING,
  VOTING_CLOSE,
  votesOf,
} from './contest-fixture';
import { ContestScheduler } from './scheduler-service';

let clock = DURING_VOTING;
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
});
beforeEach(async () => {
  clock = DURING_VOTING;
  // Each test counts what a tick did, so it starts with no other course's contest around.
  await s.db.delete(assessments);
});
afterAll(() => s?.close());

/** A scheduler of its own, as another process would run one; ticked by the test, not by a timer. */
const scheduler = () => new ContestScheduler({ db: s.db, log: s.app.log, now: () => new Date(clock) });
/** The closer deals with a contest's close before its entries are handed out. */
const closeDue = () => new AssessmentCloser({ db: s.db, log: s.app.log, now: () => new Date(clock) }).tick();

/** Every vote for author i's entry scores 10 - i, so the entries' mean votes are 10, 9, 8... */
async function voteByAuthorOrder(c: ContestCourse) {
  for (const [i, author] of c.authors.entries()) {
    await s.db
      .update(submissionVotes)
      .set({ score: 10 - i })
      .where(eq(submissionVotes.submissionId, author.submissionId));
  }
}

const entryAnswers = async (c: ContestCourse) => {
  const rows = await s.db
    .select({
      submissionId: answers.submissionId,
      popular: answers.popularScore,
      xpAdjustment: answers.xpAdjustment,
    })
    .from(answers)
    .where(
      inArray(
        answers.submissionId,
        c.authors.map((a) => a.submissionId),
      ),
    );
  return c.authors.map((a) => rows.find((r) => r.submissionId === a.submissionId));
};

describe('ContestScheduler: entries', () => {
  it('hands out entries once the closer has dealt with the contest, then never again', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 2 });
    clock = DURING_CONTEST;
    expect((await scheduler().tick()).assigned).toBe(0);
    clock = DURING_VOTING;
    // The contest has closed, but the closer may still submit its open attempts.
    expect((await scheduler().tick()).assigned).toBe(0);
    await closeDue();
    expect((await scheduler().tick()).assigned).toBe(1);
    const votes = await votesOf(s, c.votingQuestionId);
    expect(votes.length).toBeGreaterThan(0);
    expect(votes.every((v) => v.score === null)).toBe(true);
    expect((await scheduler().tick()).assigned).toBe(0);
    expect(await votesOf(s, c.votingQuestionId)).toEqual(votes);
  });

  it('tries a contest without entries once, not every tick', async () => {
    const c = await contestCourse(s, { authors: 0, voters: 2 });
    await closeDue();
    expect((await scheduler().tick()).assigned).toBe(1);
    expect(await votesOf(s, c.votingQuestionId)).toEqual([]);
    expect((await scheduler().tick()).assigned).toBe(0);
  });

  it('leaves voting assessments that have closed alone', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 1 });
    clock = VOTING_CLOSE.getTime() + 1;
    await closeDue();
    await scheduler().tick();
    expect(await votesOf(s, c.votingQuestionId)).toEqual([]);
  });
});

describe('ContestScheduler: scores', () => {
  /** 2030-03-10 10:30 Singapore time (02:30 UTC); slots start at 10:00 and 12:00 SGT. */
  const IN_SLOT = Date.parse('2030-03-10T02:30:00.000Z');
  const SLOT_END = Date.parse('2030-03-10T03:59:59.000Z');
  const NEXT_SLOT = Date.parse('2030-03-10T04:00:00.000Z');

  it('recomputes an open voting assessment once per two-hour slot', async () => {
    clock = IN_SLOT;
    const c = await contestCourse(s, { authors: 3, voters: 2 });
    await closeDue();
    expect(await scheduler().tick()).toMatchObject({ assigned: 1, scored: 1 });
    await voteByAuthorOrder(c);
    clock = SLOT_END;
    expect((await scheduler().tick()).scored).toBe(0);
    expect((await entryAnswers(c)).map((r) => r?.popular)).toEqual([0, 0, 0]);
    clock = NEXT_SLOT;
    expect((await scheduler().tick()).scored).toBe(1);
    expect((await entryAnswers(c)).map((r) => r?.popular)).toEqual([100, 90, 80]);
    expect((await scheduler().tick()).scored).toBe(0);
  });

  it('does not score an unpublished voting assessment', async () => {
    clock = IN_SLOT;
    const c = await contestCourse(s, { authors: 2, voters: 1 });
    await s.db
      .update(assessments)
      .set({ isPublished: false })
      .where(eq(assessments.id, c.votingAssessmentId));
    await closeDue();
    const tick = await scheduler().tick();
    expect(tick.scored).toBe(0);
    clock = VOTING_CLOSE.getTime() + 1;
    expect((await scheduler().tick()).finalised).toBe(0);
  });
});

describe('ContestScheduler: the final run', () => {
  it('scores and dispatches XP once after the close, across two schedulers', async () => {
    const c = await contestCourse(s, { authors: 3, voters: 2 });
    await closeDue();
    await scheduler().tick();
    await voteByAuthorOrder(c);
    clock = VOTING_CLOSE.getTime() - 1;
    expect((await scheduler().tick()).finalised).toBe(0);

    clock = VOTING_CLOSE.getTime() + 60_000;
    const ticks = await Promise.all([scheduler().tick(), scheduler().tick()]);
    expect(ticks.map((t) => t.finalised).reduce((a, b) => a + b)).toBe(1);
    const rows = await entryAnswers(c);
    expect(rows.map((r) => r?.popular)).toEqual([100, 90, 80]);
    expect(rows.map((r) => r?.xpAdjustment)).toEqual([1000, 800, 600]);
    const published = await s.db
      .select({ published: submissions.isGradingPublished })
      .from(submissions)
      .where(eq(submissions.assessmentId, c.contestId));
    expect(published.every((r) => r.published)).toBe(true);

    // Once: staff changing XP afterwards is not undone by a later tick.
    await s.db
      .update(answers)
      .set({ xpAdjustment: 5 })
      .where(eq(answers.submissionId, c.authors[0]?.submissionId ?? 0));
    expect((await scheduler().tick()).finalised).toBe(0);
    expect((await entryAnswers(c))[0]?.xpAdjustment).toBe(5);
  });

  it('runs again when the close was moved later and has passed again', async () => {
    const c = await contestCourse(s, { authors: 2, voters: 1 });
    clock = VOTING_CLOSE.getTime() + 60_000;
    await closeDue();
    expect((await scheduler().tick()).finalised).toBe(1);
    const later = new Date(VOTING_CLOSE.getTime() + 86_400_000);
    await s.db.update(assessments).set({ closeAt: later }).where(eq(assessments.id, c.votingAssessmentId));
    expect((await scheduler().tick()).finalised).toBe(0);
    clock = later.getTime() + 1;
    expect((await scheduler().tick()).finalised).toBe(1);
  });

  it('has nothing to do for assessments without voting questions', async () => {
    const c = await courseWithMembers(s);
    await createAssessment(s.db, { courseId: c.course.id, configId: c.configId, closeAt: VOTING_CLOSE });
    await createAssessment(s.db, { courseId: c.course.id, configId: c.configId });
    clock = VOTING_CLOSE.getTime() + 60_000;
    await closeDue();
    expect(await scheduler().tick()).toEqual({ assigned: 0, scored: 0, finalised: 0 });
  });
});
