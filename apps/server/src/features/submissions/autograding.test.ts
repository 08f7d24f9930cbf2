import { AssessmentOverviewsResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assessmentConfigs, notifications } from '../../db/schema';
import {
  createAnswer,
  createAssessment,
  createAssessmentConfig,
  createSubmission,
  type QuestionSpec,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';
import {
  AFTER,
  CLOSE,
  DOUBLING,
  DURING,
  type LifecycleCourse,
  lifecycleCourse,
  notificationsOf,
  OPEN,
  RIGHT,
  submissionRow,
  untilSettled,
  WRONG,
} from './lifecycle-fixture';

/** Within the 48 hours after opening: the whole early bonus of 200. */
const EARLY = Date.parse('2030-03-02T00:00:00.000Z');

let clock = EARLY;
let s: TestServer;
let c: LifecycleCourse;

beforeAll(async () => {
  s = await startTestServer({ now: () => clock });
  c = await lifecycleCourse(s);
});
beforeEach(() => {
  clock = EARLY;
});
afterAll(() => s?.close());

const types = new Map<string, number>();
/**
 * A type of the course with the lifecycle course's bonus of 200 for 48 h, autograded unless
 * `manual`; one per combination (a course has at most eight types).
 */
async function autogradedType(fields: { autoPublish: boolean; manual?: boolean }) {
  const manual = fields.manual ?? false;
  const key = `${fields.autoPublish ? 'Published' : 'Unpublished'} ${manual ? 'manual' : 'auto'}`;
  const known = types.get(key);
  if (known !== undefined) return known;
  const id = await createAssessmentConfig(s.db, c.course.id, { type: key, isManuallyGraded: manual });
  await s.db
    .update(assessmentConfigs)
    .set({ isGradingAutoPublished: fields.autoPublish, earlySubmissionXp: 200, hoursBeforeEarlyXpDecay: 48 })
    .where(eq(assessmentConfigs.id, id));
  types.set(key, id);
  return id;
}

type Answer = { code: string } | { choiceId: number } | { completed: boolean };

/** The group student's attempted submission of a new assessment with these questions and answers. */
async function attempt(configId: number, questions: QuestionSpec[], answers: Answer[]) {
  const { assessment, questions: rows } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId,
    openAt: OPEN,
    closeAt: CLOSE,
    questions,
  });
  const submission = await createSubmission(s.db, {
    assessmentId: assessment.id,
    studentId: c.groupStudentReg,
    status: 'attempted',
  });
  for (const [index, answer] of answers.entries()) {
    await createAnswer(s.db, { submissionId: submission.id, questionId: rows[index]?.id ?? 0, answer });
  }
  return { assessmentId: assessment.id, submissionId: submission.id };
}

const post = async (user: UserRow, url: string) => {
  const res = await s.as(user).post(`/v2/courses/${c.course.id}/${url}`);
  return [res.statusCode, res.body];
};
const submit = (assessmentId: number) => post(c.groupStudent, `assessments/${assessmentId}/submit`);

async function overviewOf(assessmentId: number) {
  const res = await s.as(c.groupStudent).get(`/v2/courses/${c.course.id}/assessments`);
  return AssessmentOverviewsResponse.parse(res.json()).find((o) => o.id === assessmentId);
}

const programming = (maxXp = 100): QuestionSpec => ({ type: 'programming', data: DOUBLING, maxXp });
const mcq: QuestionSpec = { type: 'mcq', maxXp: 30 };

describe('the early-submission bonus of an autograded submission', () => {
  it('is earned once the grader has given XP: full when finalised early, none when scoring 0', async () => {
    const right = await attempt(
      c.configId,
      [programming(), programming()],
      [{ code: RIGHT }, { code: RIGHT }],
    );
    const wrong = await attempt(
      c.configId,
      [programming(), programming()],
      [{ code: WRONG }, { code: WRONG }],
    );
    expect(await submit(right.assessmentId)).toEqual([200, 'OK']);
    expect(await submit(wrong.assessmentId)).toEqual([200, 'OK']);
    await untilSettled(s, right.submissionId);
    await untilSettled(s, wrong.submissionId);
    expect(await submissionRow(s, right.submissionId)).toMatchObject({ xpBonus: 200 });
    expect(await submissionRow(s, wrong.submissionId)).toMatchObject({ xpBonus: 0 });
    // Four answers graded in turn by the queue: a busy two-core machine needs more than the default.
  }, 90_000);

  it('counts from submitted_at, not from when grading ends', async () => {
    // Finalised 72 h after opening: 96 of the 120 decay hours remain, round(200 * 96 / 120) = 160.
    clock = DURING;
    const sub = await attempt(c.configId, [programming()], [{ code: RIGHT }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    clock = AFTER; // grading ending after the close must not cost the bonus
    await untilSettled(s, sub.submissionId);
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({ xpBonus: 160 });
  });

  it('is computed in the finalise from MCQ XP already', async () => {
    const sub = await attempt(await autogradedType({ autoPublish: false }), [mcq], [{ choiceId: 1 }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({ xpBonus: 200 });
  });
});

describe("the student's 'autograded' notification", () => {
  it('comes once when the last job of an autograded type finishes, and a reautograde renews it', async () => {
    const type = await autogradedType({ autoPublish: false });
    const sub = await attempt(
      type,
      [programming(), programming(), mcq],
      [{ code: RIGHT }, { code: WRONG }, { choiceId: 1 }],
    );
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    await untilSettled(s, sub.submissionId);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual(['autograded:unread']);
    // Graded but not published: XP (and the bonus) stay hidden from the student.
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({
      isGradingPublished: false,
      xpBonus: 200,
    });
    expect(await overviewOf(sub.assessmentId)).toMatchObject({ xp: 0, isGradingPublished: false });

    await s.db
      .update(notifications)
      .set({ read: true })
      .where(eq(notifications.submissionId, sub.submissionId));
    expect(await post(c.users.staff, `admin/grading/${sub.submissionId}/autograde`)).toEqual([204, '']);
    await untilSettled(s, sub.submissionId);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual(['autograded:unread']);

    // Published by an admin, the overview shows answers and bonus: 100 + 0 + 30 + 200.
    expect(await post(c.users.admin, `admin/grading/${sub.assessmentId}/publish_all_grades`)).toEqual([
      200,
      'OK',
    ]);
    expect(await overviewOf(sub.assessmentId)).toMatchObject({ xp: 330, isGradingPublished: true });
  });

  it('is written in the finalise itself when nothing had to be queued', async () => {
    const sub = await attempt(await autogradedType({ autoPublish: false }), [mcq, mcq], [{ choiceId: 1 }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual(['autograded:unread']);
  });

  it('is not written for a manually graded type: its grade is announced when published', async () => {
    const sub = await attempt(c.configId, [programming(), mcq], [{ code: RIGHT }, { choiceId: 1 }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    await untilSettled(s, sub.submissionId);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([]);
    expect(await notificationsOf(s, c.leaderReg, sub.assessmentId)).toEqual(['submitted:unread']);
  });

  it('is not written when the autograder had nothing to grade (voting only)', async () => {
    const type = await autogradedType({ autoPublish: false });
    const sub = await attempt(type, [{ type: 'voting' }], [{ completed: true }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([]);
  });
});

describe('auto-publishing after autograding', () => {
  it('publishes when every answer succeeded and the type auto-publishes: bonus, published_grading, XP shown', async () => {
    const type = await autogradedType({ autoPublish: true });
    const sub = await attempt(type, [programming(), mcq], [{ code: RIGHT }, { choiceId: 1 }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    await untilSettled(s, sub.submissionId);
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({
      isGradingPublished: true,
      xpBonus: 200,
    });
    // Told once: the publication, not also 'autograded'.
    expect(await notificationsOf(s, c.groupStudentReg, sub.assessmentId)).toEqual([
      'published_grading:unread',
    ]);
    expect(await overviewOf(sub.assessmentId)).toMatchObject({
      xp: 100 + 30 + 200,
      isGradingPublished: true,
    });
  });

  it('publishes in the finalise when nothing had to be queued', async () => {
    const sub = await attempt(await autogradedType({ autoPublish: true }), [mcq], [{ choiceId: 2 }]);
    expect(await submit(sub.assessmentId)).toEqual([200, 'OK']);
    // A wrong answer still succeeded grading; it scores 0, so no bonus.
    expect(await submissionRow(s, sub.submissionId)).toMatchObject({ isGradingPublished: true, xpBonus: 0 });
    expect(await overviewOf(sub.assessmentId)).toMatchObject({ xp: 0, isGradingPublished: true });
  });

  it('does not publish when an answer is not a success, nor for a manually graded type', async () => {
    const type = await autogradedType({ autoPublish: true });
    // The voting answer is not autograded: it keeps status 'none'.
    const voted = await attempt(type, [mcq, { type: 'voting' }], [{ choiceId: 1 }, { completed: true }]);
    expect(await submit(voted.assessmentId)).toEqual([200, 'OK']);
    expect(await submissionRow(s, voted.submissionId)).toMatchObject({ isGradingPublished: false });
    expect(await notificationsOf(s, c.groupStudentReg, voted.assessmentId)).toEqual(['autograded:unread']);
    expect(await overviewOf(voted.assessmentId)).toMatchObject({ xp: 0, isGradingPublished: false });

    const manual = await autogradedType({ autoPublish: true, manual: true });
    const graded = await attempt(manual, [programming(), mcq], [{ code: RIGHT }, { choiceId: 1 }]);
    expect(await submit(graded.assessmentId)).toEqual([200, 'OK']);
    await untilSettled(s, graded.submissionId);
    expect(await submissionRow(s, graded.submissionId)).toMatchObject({ isGradingPublished: false });
    expect(await notificationsOf(s, c.groupStudentReg, graded.assessmentId)).toEqual([]);
  });
});
