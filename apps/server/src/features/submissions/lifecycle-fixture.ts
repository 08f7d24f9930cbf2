import { and, eq } from 'drizzle-orm';
import { answers, assessmentConfigs, notifications, submissions } from '../../db/schema';
import {
  CLOSE,
  type CourseWithMembers,
  courseWithMembers,
  createAnswer,
  createAssessment,
  createSubmission,
  OPEN,
  setGroupLeader,
} from '../../test/assessment-factory';
import type { TestServer, UserRow } from '../../test/harness';

export { AFTER, CLOSE, DURING, OPEN } from '../../test/assessment-factory';

/**
 * A course for the lifecycle tests: besides courseWithMembers' student, staff and admin (no
 * group), a group 'G' with a student and its leader. The 'Missions' type gives an early bonus of
 * 200 XP for 48 hours, decaying to the close.
 */
export interface LifecycleCourse extends CourseWithMembers {
  groupStudent: UserRow;
  groupStudentReg: number;
  leader: UserRow;
  leaderReg: number;
}

export async function lifecycleCourse(s: TestServer): Promise<LifecycleCourse> {
  const c = await courseWithMembers(s);
  const groupStudent = await s.createUser();
  const leader = await s.createUser();
  const groupStudentReg = await s.enrol(groupStudent, c.course, 'student', { group: 'G' });
  const leaderReg = await s.enrol(leader, c.course, 'staff', { group: 'G' });
  await setGroupLeader(s.db, c.course.id, 'G', leaderReg);
  await s.db
    .update(assessmentConfigs)
    .set({ earlySubmissionXp: 200, hoursBeforeEarlyXpDecay: 48 })
    .where(eq(assessmentConfigs.id, c.configId));
  return { ...c, groupStudent, groupStudentReg, leader, leaderReg };
}

export interface GradedSubmission {
  assessmentId: number;
  submissionId: number;
  questionIds: number[];
}

/**
 * A submission of a two-question assessment (programming then mcq) whose answers are given per
 * question; `graded` answers get the leader as grader.
 */
export async function submissionWith(
  s: TestServer,
  c: LifecycleCourse,
  options: {
    studentReg?: number;
    configId?: number;
    status?: 'attempting' | 'attempted' | 'submitted';
    submittedAt?: Date;
    published?: boolean;
    xpBonus?: number;
    closeAt?: Date;
    answers?: {
      xp?: number;
      xpAdjustment?: number;
      graded?: boolean;
      autogradingStatus?: 'none' | 'processing' | 'success' | 'failed';
    }[];
  } = {},
): Promise<GradedSubmission> {
  const { assessment, questions } = await createAssessment(s.db, {
    courseId: c.course.id,
    configId: options.configId ?? c.configId,
    openAt: OPEN,
    closeAt: options.closeAt ?? CLOSE,
  });
  const submission = await createSubmission(s.db, {
    assessmentId: assessment.id,
    studentId: options.studentReg ?? c.groupStudentReg,
    status: options.status ?? 'submitted',
    isGradingPublished: options.published ?? false,
    xpBonus: options.xpBonus ?? 0,
  });
  await s.db
    .update(submissions)
    .set({ submittedAt: options.submittedAt ?? new Date('2030-03-02T00:00:00.000Z') })
    .where(eq(submissions.id, submission.id));
  const specs = options.answers ?? [
    { xp: 30, graded: true },
    { xp: 20, graded: true },
  ];
  for (const [index, spec] of specs.entries()) {
    const question = questions[index];
    if (!question) throw new Error('more answers than questions');
    await createAnswer(s.db, {
      submissionId: submission.id,
      questionId: question.id,
      answer: question.type === 'mcq' ? { choiceId: 1 } : { code: 'f(1);' },
      xp: spec.xp ?? 0,
      xpAdjustment: spec.xpAdjustment ?? 0,
      comments: 'Well done',
      graderId: spec.graded ? c.leaderReg : null,
      gradedAt: spec.graded ? new Date('2030-03-03T00:00:00.000Z') : null,
      autogradingStatus: spec.autogradingStatus ?? 'success',
      autogradingResults: [{ resultType: 'pass', score: 1 }],
    });
  }
  return {
    assessmentId: assessment.id,
    submissionId: submission.id,
    questionIds: questions.map((q) => q.id),
  };
}

export async function submissionRow(s: TestServer, submissionId: number) {
  const [row] = await s.db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) throw new Error(`submission ${submissionId} is gone`);
  return row;
}

export function answerRows(s: TestServer, submissionId: number) {
  return s.db.select().from(answers).where(eq(answers.submissionId, submissionId)).orderBy(answers.id);
}

/** The notifications of one registration for one assessment, as `type:read` strings, sorted. */
export async function notificationsOf(s: TestServer, courseRegId: number, assessmentId: number) {
  const rows = await s.db
    .select({ type: notifications.type, read: notifications.read })
    .from(notifications)
    .where(and(eq(notifications.courseRegId, courseRegId), eq(notifications.assessmentId, assessmentId)));
  return rows.map((r) => `${r.type}:${r.read ? 'read' : 'unread'}`).sort();
}

export async function addNotification(
  s: TestServer,
  fields: {
    type: 'submitted' | 'published_grading' | 'unpublished_grading';
    courseRegId: number;
  } & GradedSubmission,
): Promise<void> {
  await s.db.insert(notifications).values({
    type: fields.type,
    courseRegId: fields.courseRegId,
    assessmentId: fields.assessmentId,
    submissionId: fields.submissionId,
  });
}

/** Testcases of a doubling function f, scores 1 + 1 + 2. */
export const DOUBLING = {
  prepend: '',
  postpend: '',
  public: [{ program: 'f(1);', answer: '2', score: 1 }],
  opaque: [{ program: 'f(7);', answer: '14', score: 1 }],
  secret: [{ program: 'f(10);', answer: '20', score: 2 }],
};
export const RIGHT = 'function f(x) { return x * 2; }';
export const WRONG = 'function f(x) { return 0; }';

/** The submission's answers once none is 'processing' any more (the grader runs in the test server). */
export async function untilSettled(s: TestServer, submissionId: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await answerRows(s, submissionId);
    if (rows.every((r) => r.autogradingStatus !== 'processing')) return rows;
    if (Date.now() > deadline) throw new Error(`still processing: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
