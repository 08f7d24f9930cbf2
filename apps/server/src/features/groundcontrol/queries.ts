import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { answers, assessmentConfigs, assessments, questions, submissions } from '../../db/schema';
import type { ExistingQuestion } from './reupload';

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessment = typeof assessments.$inferInsert;
export type NewQuestion = typeof questions.$inferInsert;

export async function findCourseConfig(executor: Executor, courseId: number, configId: number) {
  const [row] = await executor
    .select()
    .from(assessmentConfigs)
    .where(and(eq(assessmentConfigs.id, configId), eq(assessmentConfigs.courseId, courseId)));
  return row;
}

/** Locked: two uploads of the same number, or an upload and a delete, run one after the other. */
export async function findAssessmentByNumberForUpdate(executor: Executor, courseId: number, number: string) {
  const [row] = await executor
    .select()
    .from(assessments)
    .where(and(eq(assessments.courseId, courseId), eq(assessments.number, number)))
    .for('update');
  return row;
}

export async function findAssessmentForUpdate(executor: Executor, assessmentId: number) {
  const [row] = await executor
    .select()
    .from(assessments)
    .where(eq(assessments.id, assessmentId))
    .for('update');
  return row;
}

export async function insertAssessment(executor: Executor, values: NewAssessment): Promise<AssessmentRow> {
  const [row] = await executor.insert(assessments).values(values).returning();
  if (!row) throw new Error('Assessment insert returned no row');
  return row;
}

export async function updateAssessmentRow(
  executor: Executor,
  assessmentId: number,
  values: Partial<NewAssessment>,
): Promise<void> {
  await executor
    .update(assessments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(assessments.id, assessmentId));
}

export async function deleteAssessmentRow(executor: Executor, assessmentId: number): Promise<void> {
  await executor.delete(assessments).where(eq(assessments.id, assessmentId));
}

export async function hasAnswers(executor: Executor, assessmentId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: answers.id })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(eq(questions.assessmentId, assessmentId))
    .limit(1);
  return rows.length > 0;
}

export function listQuestions(executor: Executor, assessmentId: number): Promise<ExistingQuestion[]> {
  return executor
    .select({ id: questions.id, displayOrder: questions.displayOrder, type: questions.type })
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId))
    .orderBy(asc(questions.displayOrder));
}

export async function insertQuestions(executor: Executor, values: NewQuestion[]): Promise<void> {
  if (values.length > 0) await executor.insert(questions).values(values);
}

export async function updateQuestion(executor: Executor, id: number, values: Partial<NewQuestion>) {
  await executor
    .update(questions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questions.id, id));
}

export async function deleteQuestionsOf(executor: Executor, assessmentId: number): Promise<void> {
  await executor.delete(questions).where(eq(questions.assessmentId, assessmentId));
}

export async function deleteQuestion(executor: Executor, id: number): Promise<void> {
  await executor.delete(questions).where(eq(questions.id, id));
}

/**
 * After the question set changed under existing answers, an unfinalised submission is 'attempted'
 * exactly when it has an answer for every question (api-reference section 4).
 */
export async function refreshSubmissionStatuses(executor: Executor, assessmentId: number): Promise<void> {
  await executor.execute(sql`
    update ${submissions} set status = case
        when (select count(*) from ${answers} where ${answers.submissionId} = ${submissions.id})
           >= (select count(*) from ${questions} where ${questions.assessmentId} = ${assessmentId})
        then 'attempted'::submission_status else 'attempting'::submission_status end,
      updated_at = now()
    where ${submissions.assessmentId} = ${assessmentId} and ${submissions.status} <> 'submitted'`);
}

/** Voting questions of the course, outside this assessment, whose contest is this number. */
export async function countVotingReferences(
  executor: Executor,
  courseId: number,
  number: string,
  exceptAssessmentId: number,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(questions)
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .where(
      and(
        eq(assessments.courseId, courseId),
        ne(assessments.id, exceptAssessmentId),
        eq(questions.type, 'voting'),
        sql`${questions.question} -> 'data' ->> 'contestNumber' = ${number}`,
      ),
    );
  return row?.n ?? 0;
}
