import type { AutograderResult, StoredAnswer } from '@sa/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { upsertSignedInUser } from '../auth/queries';
import type { Listen } from '../cache/change-feed';
import type { Database } from '../db/client';
import { answers, assessments, courseRegistrations, questions, submissions, users } from '../db/schema';
import { seedDemo } from '../db/seed-demo';
import type { GraderEngine } from '../features/autograding/grade-answer';
import { GraderService } from '../features/autograding/grader-service';
import { insertRegistration } from '../features/courses/queries';
import { askedFunction, DEMO_PROGRAMS } from './demo-programs';

/**
 * The demo course with a class of students who have finalised every demo assessment: the demo's
 * own two students and as many more as the longest list of DEMO_PROGRAMS, student i handing in
 * program i of each question's list (wrapping round) and choice i of each MCQ. Shared by the
 * engine-comparison test and `npm run bench:regrade`, which regrade it on both engines.
 */
export interface DemoClass {
  courseId: number;
  /** Every student's registration, demo students first. */
  students: { regId: number; username: string }[];
  submissionIds: number[];
  programmingAnswers: number;
}

const EXTRA_STUDENT_PREFIX = 'regrade_student_';

export async function seedDemoClass(db: Database, now: Date): Promise<DemoClass> {
  const seeded = await seedDemo(db);
  if (seeded.courseId === undefined) throw new Error('The database already holds a course: no demo seeded');
  const courseId = seeded.courseId;
  const demoStudents = await db
    .select({ regId: courseRegistrations.id, username: users.username })
    .from(courseRegistrations)
    .innerJoin(users, eq(users.id, courseRegistrations.userId))
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.role, 'student')))
    .orderBy(asc(courseRegistrations.id));
  const classSize = Math.max(...Object.values(DEMO_PROGRAMS).map((list) => list.length));
  const students = [...demoStudents];
  for (let i = students.length; i < classSize; i += 1) {
    const username = `${EXTRA_STUDENT_PREFIX}${i}`;
    const user = await upsertSignedInUser(db, { username, name: `Student ${i}`, provider: 'test' });
    const reg = await insertRegistration(db, { userId: user.id, courseId, role: 'student' });
    students.push({ regId: reg.id, username });
  }

  const demoQuestions = await db
    .select({ id: questions.id, assessmentId: questions.assessmentId, question: questions.question })
    .from(questions)
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .where(eq(assessments.courseId, courseId))
    .orderBy(asc(questions.assessmentId), asc(questions.displayOrder));
  const assessmentIds = [...new Set(demoQuestions.map((q) => q.assessmentId))];

  // One insert of every submission and one of every answer: the seed of a test on PGlite.
  const owners = students.flatMap((student, index) =>
    assessmentIds.map((assessmentId) => ({ index, regId: student.regId, assessmentId })),
  );
  const inserted = await db
    .insert(submissions)
    .values(
      owners.map((o) => ({
        assessmentId: o.assessmentId,
        studentId: o.regId,
        status: 'submitted' as const,
        submittedAt: now,
        // Published, so GET .../total_xp counts the XP of every answer.
        isGradingPublished: true,
      })),
    )
    .returning({
      id: submissions.id,
      assessmentId: submissions.assessmentId,
      studentId: submissions.studentId,
    });
  const submissionIds = inserted.map((row) => row.id);
  const rows = inserted.flatMap((submission) => {
    const owner = owners.find(
      (o) => o.regId === submission.studentId && o.assessmentId === submission.assessmentId,
    );
    if (!owner) throw new Error('a submission nobody owns');
    return demoQuestions
      .filter((q) => q.assessmentId === submission.assessmentId)
      .map((q) => ({
        submissionId: submission.id,
        questionId: q.id,
        answer: answerOf(q.question, owner.index),
      }));
  });
  await db.insert(answers).values(rows);
  const programmingAnswers = rows.filter((row) => 'code' in row.answer).length;
  return { courseId, students, submissionIds, programmingAnswers };
}

function answerOf(question: typeof questions.$inferSelect.question, student: number): StoredAnswer {
  switch (question.type) {
    case 'programming': {
      const name = askedFunction(question.data.template);
      const programs = name === undefined ? undefined : DEMO_PROGRAMS[name];
      if (!programs || programs.length === 0) throw new Error(`no student programs for ${name}`);
      return { code: programs[student % programs.length]?.code ?? '' };
    }
    case 'mcq': {
      const choices = question.data.choices;
      return { choiceId: choices[student % choices.length]?.choiceId ?? 0 };
    }
    case 'voting':
      return { completed: false };
  }
}

/** One answer's grade after a regrade, with what identifies it for a reader of a difference. */
export interface AnswerGrade {
  answerId: number;
  student: string;
  questionId: number;
  code: string | null;
  xp: number;
  status: string;
  results: AutograderResult[];
}

/** Every answer of the class, in a fixed order (student, then question). */
export async function answerGrades(db: Database, submissionIds: readonly number[]): Promise<AnswerGrade[]> {
  const rows = await db
    .select({
      answerId: answers.id,
      student: users.username,
      questionId: answers.questionId,
      answer: answers.answer,
      xp: answers.xp,
      status: answers.autogradingStatus,
      results: answers.autogradingResults,
    })
    .from(answers)
    .innerJoin(submissions, eq(submissions.id, answers.submissionId))
    .innerJoin(courseRegistrations, eq(courseRegistrations.id, submissions.studentId))
    .innerJoin(users, eq(users.id, courseRegistrations.userId))
    .where(inArray(answers.submissionId, [...submissionIds]))
    .orderBy(asc(users.username), asc(answers.questionId));
  return rows.map(({ answer, ...row }) => ({ ...row, code: 'code' in answer ? answer.code : null }));
}

export interface RegraderOptions {
  db: Database;
  listen: Listen;
  log: FastifyBaseLogger;
  engine: GraderEngine;
  now: () => Date;
  poolSize?: number;
}

/** A grader of its own on one engine (the app's grader must be off), for one or more regrades. */
export interface Regrader {
  /**
   * Asks for the reautograde of every submission (`reautograde`: the HTTP route in the test, the
   * service in the bench) and waits until every answer has its grade again; the time that took.
   */
  regrade(
    submissionIds: readonly number[],
    reautograde: (submissionId: number) => Promise<void>,
    timeoutMs?: number,
  ): Promise<number>;
  stop(): Promise<void>;
}

export async function startRegrader(options: RegraderOptions): Promise<Regrader> {
  const { db } = options;
  const grader = new GraderService({
    db,
    listen: options.listen,
    log: options.log,
    engine: options.engine,
    now: options.now,
    pollMs: 50,
    ...(options.poolSize === undefined ? {} : { poolSize: options.poolSize }),
  });
  await grader.start();
  return {
    async regrade(submissionIds, reautograde, timeoutMs = 300_000) {
      const started = performance.now();
      for (const id of submissionIds) await reautograde(id);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const processing = await db
          .select({ id: answers.id })
          .from(answers)
          .where(
            and(
              inArray(answers.submissionId, [...submissionIds]),
              eq(answers.autogradingStatus, 'processing'),
            ),
          )
          .limit(1);
        if (processing.length === 0) return performance.now() - started;
        if (Date.now() > deadline) throw new Error(`regrade on ${options.engine} did not finish in time`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: () => grader.stop(),
  };
}

/** Each student's total of answer XP (adjustments are 0 after a reautograde), by username. */
export function xpByStudent(grades: readonly AnswerGrade[]): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const grade of grades) totals[grade.student] = (totals[grade.student] ?? 0) + grade.xp;
  return totals;
}
