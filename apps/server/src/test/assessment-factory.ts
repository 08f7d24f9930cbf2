import {
  DEFAULT_EXEC_TIME_MS,
  type Role,
  type StoredAnswer,
  type StoredLibrary,
  type StoredMcqQuestion,
  type StoredProgrammingQuestion,
  type StoredQuestion,
  type StoredVotingQuestion,
  type SubmissionStatus,
} from '@sa/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { answers, assessmentConfigs, assessments, groups, questions, submissions } from '../db/schema';
import type { CourseRow } from '../features/courses/queries';
import type { TestServer, UserRow } from './harness';

/**
 * Rows for assessment tests, inserted directly (no XML upload) so each test states only what it
 * is about. The default programming question carries public, opaque and secret testcases and a
 * solution whose texts are the marker constants below, so a test can search a response body for
 * anything that must not be there.
 */

export type AssessmentRow = typeof assessments.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type SubmissionRow = typeof submissions.$inferSelect;

export const SECRET_PROGRAM = 'secret_check(424242);';
export const SECRET_ANSWER = 'secret-answer-848484';
export const SOLUTION_TEXT = 'function solution_marker(x) { return x * 2; }';
export const OPAQUE_PROGRAM = 'opaque_check(7);';
export const PUBLIC_PROGRAM = 'f(1);';

export const defaultLibrary = (overrides: Partial<StoredLibrary> = {}): StoredLibrary => ({
  chapter: 1,
  variant: 'default',
  execTimeMs: DEFAULT_EXEC_TIME_MS,
  globals: {},
  languageOptions: {},
  external: { name: 'none', symbols: [] },
  ...overrides,
});

export const programmingData = (
  overrides: Partial<StoredProgrammingQuestion> = {},
): StoredProgrammingQuestion => ({
  content: 'Write a function f that doubles its argument.',
  prepend: 'const prepended = 1;',
  template: 'function f(x) {\n  // your answer\n}',
  postpend: 'const postpended = 2;',
  solution: SOLUTION_TEXT,
  public: [{ program: PUBLIC_PROGRAM, answer: '2', score: 1 }],
  opaque: [{ program: OPAQUE_PROGRAM, answer: '14', score: 1 }],
  secret: [{ program: SECRET_PROGRAM, answer: SECRET_ANSWER, score: 2 }],
  ...overrides,
});

export const mcqData = (overrides: Partial<StoredMcqQuestion> = {}): StoredMcqQuestion => ({
  content: 'Which is even?',
  choices: [
    { choiceId: 0, content: 'one', hint: 'Odd.', isCorrect: false },
    { choiceId: 1, content: 'two', hint: null, isCorrect: true },
    { choiceId: 2, content: 'three', hint: 'Also odd.', isCorrect: false },
  ],
  ...overrides,
});

export const votingData = (overrides: Partial<StoredVotingQuestion> = {}): StoredVotingQuestion => ({
  content: 'Vote for the best entries.',
  prepend: '',
  template: '// vote',
  contestNumber: 'C1',
  revealHours: 48,
  tokenDivider: 50,
  xpValues: [500, 400, 300],
  ...overrides,
});

export type QuestionSpec = {
  maxXp?: number;
  showSolution?: boolean;
  blocking?: boolean;
  library?: StoredLibrary;
  gradingLibrary?: StoredLibrary;
} & (
  | { type: 'programming'; data?: Partial<StoredProgrammingQuestion> }
  | { type: 'mcq'; data?: Partial<StoredMcqQuestion> }
  | { type: 'voting'; data?: Partial<StoredVotingQuestion> }
);

function storedQuestion(spec: QuestionSpec): StoredQuestion {
  switch (spec.type) {
    case 'programming':
      return { type: 'programming', data: programmingData(spec.data) };
    case 'mcq':
      return { type: 'mcq', data: mcqData(spec.data) };
    case 'voting':
      return { type: 'voting', data: votingData(spec.data) };
  }
}

export interface AssessmentSpec {
  courseId: number;
  configId: number;
  title?: string;
  number?: string;
  /** Default: one programming question, then one mcq question. */
  questions?: QuestionSpec[];
  /** Default true. */
  published?: boolean;
  /** Default: open since 2020 and until 2100, whatever the test's clock. */
  openAt?: Date;
  closeAt?: Date;
  /** Null (default) is public; a string, even empty, makes the assessment private. */
  password?: string | null;
  summaryShort?: string | null;
  summaryLong?: string | null;
  coverPicture?: string | null;
  story?: string | null;
  reading?: string | null;
}

/**
 * An assessment window in 2030 and instants around it, for tests that set the app's clock
 * (`startTestServer({ now })`) rather than depend on today's date.
 */
export const OPEN = new Date('2030-03-01T00:00:00.000Z');
export const CLOSE = new Date('2030-03-08T00:00:00.000Z');
export const BEFORE = Date.parse('2030-02-20T00:00:00.000Z');
export const DURING = Date.parse('2030-03-04T00:00:00.000Z');
export const AFTER = Date.parse('2030-03-10T00:00:00.000Z');

let numberCounter = 0;

/** One assessment and its questions (in display order 1..n). */
export async function createAssessment(
  db: Executor,
  spec: AssessmentSpec,
): Promise<{ assessment: AssessmentRow; questions: QuestionRow[] }> {
  numberCounter += 1;
  const [assessment] = await db
    .insert(assessments)
    .values({
      courseId: spec.courseId,
      configId: spec.configId,
      title: spec.title ?? `Assessment ${numberCounter}`,
      number: spec.number ?? `T${numberCounter}-${Math.random().toString(36).slice(2, 8)}`,
      isPublished: spec.published ?? true,
      openAt: spec.openAt ?? new Date('2020-01-01T00:00:00.000Z'),
      closeAt: spec.closeAt ?? new Date('2100-01-01T00:00:00.000Z'),
      password: spec.password ?? null,
      summaryShort: spec.summaryShort ?? 'A short summary',
      summaryLong: spec.summaryLong ?? 'A long summary',
      coverPicture: spec.coverPicture ?? null,
      story: spec.story ?? null,
      reading: spec.reading ?? null,
    })
    .returning();
  if (!assessment) throw new Error('createAssessment inserted nothing');
  const specs = spec.questions ?? [{ type: 'programming' }, { type: 'mcq' }];
  const rows =
    specs.length === 0
      ? []
      : await db
          .insert(questions)
          .values(
            specs.map((q, index) => ({
              assessmentId: assessment.id,
              displayOrder: index + 1,
              type: q.type,
              question: storedQuestion(q),
              maxXp: q.maxXp ?? 100,
              showSolution: q.showSolution ?? false,
              blocking: q.blocking ?? false,
              library: q.library ?? defaultLibrary(),
              gradingLibrary: q.gradingLibrary ?? q.library ?? defaultLibrary(),
            })),
          )
          .returning();
  rows.sort((a, b) => a.displayOrder - b.displayOrder);
  return { assessment, questions: rows };
}

/** An assessment of the course's first type, open OPEN..CLOSE unless the spec says otherwise. */
export function createWindowedAssessment(
  db: Executor,
  c: Pick<CourseWithMembers, 'course' | 'configId'>,
  spec: Partial<AssessmentSpec> = {},
): ReturnType<typeof createAssessment> {
  return createAssessment(db, {
    courseId: c.course.id,
    configId: c.configId,
    openAt: OPEN,
    closeAt: CLOSE,
    ...spec,
  });
}

/** The id of the course's first assessment type (every test course starts with 'Missions'). */
export async function firstConfigId(db: Executor, courseId: number): Promise<number> {
  const [row] = await db
    .select({ id: assessmentConfigs.id })
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, courseId))
    .orderBy(asc(assessmentConfigs.order))
    .limit(1);
  if (!row) throw new Error(`Course ${courseId} has no assessment type`);
  return row.id;
}

/** Another assessment type in the course, after the existing ones. */
export async function createAssessmentConfig(
  db: Executor,
  courseId: number,
  fields: { type: string; isManuallyGraded?: boolean; isMinigame?: boolean },
): Promise<number> {
  const existing = await db
    .select({ order: assessmentConfigs.order })
    .from(assessmentConfigs)
    .where(eq(assessmentConfigs.courseId, courseId));
  const order = Math.max(0, ...existing.map((r) => r.order)) + 1;
  const [row] = await db
    .insert(assessmentConfigs)
    .values({ courseId, order, ...fields })
    .returning({ id: assessmentConfigs.id });
  if (!row) throw new Error('createAssessmentConfig inserted nothing');
  return row.id;
}

export async function createSubmission(
  db: Executor,
  fields: {
    assessmentId: number;
    studentId: number;
    status?: SubmissionStatus;
    isGradingPublished?: boolean;
    xpBonus?: number;
  },
): Promise<SubmissionRow> {
  const [row] = await db.insert(submissions).values(fields).returning();
  if (!row) throw new Error('createSubmission inserted nothing');
  return row;
}

export async function createAnswer(
  db: Executor,
  fields: {
    submissionId: number;
    questionId: number;
    answer: StoredAnswer;
    xp?: number;
    xpAdjustment?: number;
    comments?: string | null;
    graderId?: number | null;
    gradedAt?: Date | null;
    autogradingStatus?: 'none' | 'processing' | 'success' | 'failed';
    autogradingResults?: (typeof answers.$inferInsert)['autogradingResults'];
    lastModifiedAt?: Date;
  },
): Promise<void> {
  await db.insert(answers).values(fields);
}

/** Makes `leaderRegId` the leader of the course's group named `groupName`. */
export async function setGroupLeader(
  db: Executor,
  courseId: number,
  groupName: string,
  leaderRegId: number,
): Promise<void> {
  await db
    .update(groups)
    .set({ leaderId: leaderRegId })
    .where(and(eq(groups.courseId, courseId), eq(groups.name, groupName)));
}

export interface CourseWithMembers {
  course: CourseRow;
  /** The course's 'Missions' type (manually graded). */
  configId: number;
  users: Record<Role, UserRow>;
  /** Course registration ids by role. */
  regs: Record<Role, number>;
}

/** A course with one student, one staff member and one admin. */
export async function courseWithMembers(s: TestServer): Promise<CourseWithMembers> {
  const course = await s.createCourse();
  const users = { student: await s.createUser(), staff: await s.createUser(), admin: await s.createUser() };
  const regs = {
    student: await s.enrol(users.student, course, 'student'),
    staff: await s.enrol(users.staff, course, 'staff'),
    admin: await s.enrol(users.admin, course, 'admin'),
  };
  return { course, configId: await firstConfigId(s.db, course.id), users, regs };
}
