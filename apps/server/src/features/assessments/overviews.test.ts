import { AssessmentOverviewsResponse } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessmentConfigs, assessments, questions as questionsTable, submissions } from '../../db/schema';
import {
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createAssessmentConfig,
  createSubmission,
} from '../../test/assessment-factory';
import { startTestServer, type TestServer, type UserRow } from '../../test/harness';

let s: TestServer;
let c: CourseWithMembers;

beforeAll(async () => {
  s = await startTestServer();
  c = await courseWithMembers(s);
});
afterAll(() => s?.close());

const list = (user: UserRow | null, courseId = c.course.id) =>
  (user ? s.as(user) : s.signedOut).get(`/v2/courses/${courseId}/assessments`);

const overviews = async (user: UserRow) => {
  const res = await list(user);
  expect(res.statusCode).toBe(200);
  return AssessmentOverviewsResponse.parse(res.json());
};

describe('GET courses/:id/assessments', () => {
  it('needs a signed-in member of the course', async () => {
    expect((await list(null)).statusCode).toBe(401);
    const outsider = await s.createUser();
    expect((await list(outsider)).statusCode).toBe(403);
  });

  it('shows students published assessments only (future ones too), staff and admin all, by openAt then id', async () => {
    const mine = await courseWithMembers(s);
    const make = (title: string, openAt: string, published: boolean) =>
      createAssessment(s.db, {
        courseId: mine.course.id,
        configId: mine.configId,
        title,
        openAt: new Date(openAt),
        closeAt: new Date('2099-01-01T00:00:00Z'),
        published,
      });
    await make('later', '2031-01-01T00:00:00Z', true);
    await make('early', '2021-01-01T00:00:00Z', true);
    await make('hidden', '2022-01-01T00:00:00Z', false);
    await make('same time, second', '2031-01-01T00:00:00Z', true);
    const titles = async (user: UserRow) => {
      const res = await list(user, mine.course.id);
      return AssessmentOverviewsResponse.parse(res.json()).map((o) => o.title);
    };
    expect(await titles(mine.users.student)).toEqual(['early', 'later', 'same time, second']);
    for (const role of ['staff', 'admin'] as const) {
      expect(await titles(mine.users[role])).toEqual(['early', 'hidden', 'later', 'same time, second']);
    }
    // Another course's assessments never appear.
    expect((await overviews(c.users.admin)).map((o) => o.title)).not.toContain('early');
  });

  it('describes an assessment without a submission', async () => {
    const quests = await createAssessmentConfig(s.db, c.course.id, {
      type: 'Quests',
      isManuallyGraded: false,
    });
    const { assessment } = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: quests,
      title: 'Described',
      number: 'Q-DESCRIBED',
      openAt: new Date('2030-01-02T03:04:05.006Z'),
      closeAt: new Date('2030-02-01T00:00:00Z'),
      password: 'pw',
      summaryShort: 'short',
      coverPicture: 'https://example.org/cover.png',
      story: 'story-1',
      reading: 'p. 12',
      questions: [
        { type: 'programming', maxXp: 300 },
        { type: 'mcq', maxXp: 50 },
        { type: 'voting', maxXp: 7 },
      ],
    });
    const found = (await overviews(c.users.student)).find((o) => o.id === assessment.id);
    expect(found).toEqual({
      id: assessment.id,
      courseId: c.course.id,
      title: 'Described',
      shortSummary: 'short',
      openAt: '2030-01-02T03:04:05.006Z',
      closeAt: '2030-02-01T00:00:00.000Z',
      type: 'Quests',
      isManuallyGraded: false,
      story: 'story-1',
      number: 'Q-DESCRIBED',
      reading: 'p. 12',
      status: 'not_attempted',
      maxXp: 357,
      xp: 0,
      coverImage: 'https://example.org/cover.png',
      private: true,
      isPublished: true,
      questionCount: 3,
      gradedCount: 0,
      isGradingPublished: null,
      earlySubmissionXp: 0,
      maxTeamSize: 1,
      hasVotingFeatures: false,
      hasTokenCounter: false,
      isVotingPublished: false,
      hoursBeforeEarlyXpDecay: 0,
      isAutosaveEnabled: true,
    });
  });

  it('an assessment without questions has maxXp and questionCount 0; a public one is not private', async () => {
    const { assessment } = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      questions: [],
    });
    const found = (await overviews(c.users.student)).find((o) => o.id === assessment.id);
    expect(found).toMatchObject({ maxXp: 0, questionCount: 0, private: false });
  });

  it("takes status, xp and graded count from the caller's own submission, hidden until grading is published", async () => {
    const { assessment, questions } = await createAssessment(s.db, {
      courseId: c.course.id,
      configId: c.configId,
      questions: [{ type: 'programming' }, { type: 'mcq' }, { type: 'programming' }],
    });
    const [q1, q2, q3] = questions;
    if (!q1 || !q2 || !q3) throw new Error('three questions expected');
    const submission = await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: c.regs.student,
      status: 'submitted',
      xpBonus: 7,
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: q1.id,
      answer: { code: 'x' },
      xp: 40,
      xpAdjustment: 5,
      graderId: c.regs.staff,
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: q2.id,
      answer: { choiceId: 1 },
      xp: 100,
    });
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: q3.id,
      answer: { code: 'y' },
      xp: 10,
      xpAdjustment: -3,
      graderId: c.regs.admin,
    });
    // Another student's submission of the same assessment is not the caller's.
    const other = await s.createUser();
    const otherReg = await s.enrol(other, c.course, 'student');
    await createSubmission(s.db, { assessmentId: assessment.id, studentId: otherReg, status: 'attempting' });

    const hidden = (await overviews(c.users.student)).find((o) => o.id === assessment.id);
    expect(hidden).toMatchObject({ status: 'submitted', xp: 0, gradedCount: 0, isGradingPublished: false });
    expect((await overviews(other)).find((o) => o.id === assessment.id)).toMatchObject({
      status: 'attempting',
      isGradingPublished: false,
    });
    expect((await overviews(c.users.staff)).find((o) => o.id === assessment.id)).toMatchObject({
      status: 'not_attempted',
      isGradingPublished: null,
    });

    await s.db.update(submissions).set({ isGradingPublished: true }).where(eq(submissions.id, submission.id));
    const shown = (await overviews(c.users.student)).find((o) => o.id === assessment.id);
    expect(shown).toMatchObject({
      status: 'submitted',
      xp: 40 + 5 + 100 + 10 - 3 + 7,
      gradedCount: 2,
      isGradingPublished: true,
    });
  });
});

describe('the listing follows every change to the course', () => {
  // Each step changes one thing behind the server's back (as another server process would) and
  // lists again: whatever the server keeps between requests must not hide the change.
  it('sees updates, inserts and deletes of assessments, questions and types at once', async () => {
    const mine = await courseWithMembers(s);
    const { assessment, questions } = await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: mine.configId,
      title: 'Before',
      questions: [
        { type: 'programming', maxXp: 10 },
        { type: 'mcq', maxXp: 20 },
      ],
    });
    const only = async (user: UserRow) => {
      const res = await list(user, mine.course.id);
      return AssessmentOverviewsResponse.parse(res.json()).find((o) => o.id === assessment.id);
    };
    expect(await only(mine.users.student)).toMatchObject({ title: 'Before', maxXp: 30, questionCount: 2 });

    await s.db.update(assessments).set({ title: 'After' }).where(eq(assessments.id, assessment.id));
    expect(await only(mine.users.student)).toMatchObject({ title: 'After' });

    const [first] = questions;
    if (!first) throw new Error('no question');
    await s.db.update(questionsTable).set({ maxXp: 15 }).where(eq(questionsTable.id, first.id));
    expect(await only(mine.users.student)).toMatchObject({ maxXp: 35, questionCount: 2 });

    await createAssessment(s.db, { courseId: mine.course.id, configId: mine.configId, title: 'New one' });
    const titles = async () =>
      AssessmentOverviewsResponse.parse((await list(mine.users.student, mine.course.id)).json()).map(
        (o) => o.title,
      );
    expect(await titles()).toContain('New one');

    await s.db.delete(questionsTable).where(eq(questionsTable.id, first.id));
    expect(await only(mine.users.student)).toMatchObject({ maxXp: 20, questionCount: 1 });

    await s.db
      .update(assessmentConfigs)
      .set({ type: 'Renamed' })
      .where(eq(assessmentConfigs.id, mine.configId));
    expect(await only(mine.users.student)).toMatchObject({ type: 'Renamed' });

    await s.db.update(assessments).set({ isPublished: false }).where(eq(assessments.id, assessment.id));
    expect(await only(mine.users.student)).toBeUndefined();
    expect(await only(mine.users.staff)).toMatchObject({ isPublished: false });

    await s.db.delete(assessments).where(eq(assessments.id, assessment.id));
    expect(await only(mine.users.staff)).toBeUndefined();
    expect(await titles()).toEqual(['New one']);
  });

  it('keeps courses apart', async () => {
    const one = await courseWithMembers(s);
    const two = await courseWithMembers(s);
    await createAssessment(s.db, { courseId: one.course.id, configId: one.configId, title: 'In one' });
    await createAssessment(s.db, { courseId: two.course.id, configId: two.configId, title: 'In two' });
    const titles = async (c2: CourseWithMembers) =>
      AssessmentOverviewsResponse.parse((await list(c2.users.student, c2.course.id)).json()).map(
        (o) => o.title,
      );
    expect(await titles(one)).toEqual(['In one']);
    expect(await titles(two)).toEqual(['In two']);
    expect(await titles(one)).toEqual(['In one']);
  });
});

describe('GET courses/:id/admin/users/:courseRegId/assessments', () => {
  const memberList = (user: UserRow, courseRegId: number, courseId = c.course.id) =>
    s.as(user).get(`/v2/courses/${courseId}/admin/users/${courseRegId}/assessments`);

  it("gives staff a member's listing as that member sees it; students 403, strangers 404", async () => {
    const mine = await courseWithMembers(s);
    const { assessment } = await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: mine.configId,
      title: 'shown',
    });
    await createAssessment(s.db, {
      courseId: mine.course.id,
      configId: mine.configId,
      title: 'unpublished',
      published: false,
    });
    await createSubmission(s.db, {
      assessmentId: assessment.id,
      studentId: mine.regs.student,
      status: 'attempted',
    });

    const res = await memberList(mine.users.staff, mine.regs.student, mine.course.id);
    expect(res.statusCode).toBe(200);
    const listing = AssessmentOverviewsResponse.parse(res.json());
    // The student's view: published assessments only, with the student's own status.
    expect(listing.map((o) => [o.title, o.status])).toEqual([['shown', 'attempted']]);

    expect((await memberList(mine.users.student, mine.regs.student, mine.course.id)).statusCode).toBe(403);
    // A registration of another course is not a member here.
    const elsewhere = await memberList(mine.users.staff, c.regs.student, mine.course.id);
    expect([elsewhere.statusCode, elsewhere.body]).toEqual([404, 'User not found']);
  });
});
