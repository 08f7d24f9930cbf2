import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { answers, assessmentConfigs, assessments, questions } from '../../db/schema';

/** The submission's answer to the question with its maximum XP; undefined when there is none. */
export async function findAnswerToGrade(executor: Executor, submissionId: number, questionId: number) {
  const [row] = await executor
    .select({
      id: answers.id,
      xp: answers.xp,
      xpAdjustment: answers.xpAdjustment,
      comments: answers.comments,
      maxXp: questions.maxXp,
    })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.submissionId, submissionId), eq(answers.questionId, questionId)));
  return row;
}

export async function writeGrade(
  executor: Executor,
  answerId: number,
  grade: { xp: number; xpAdjustment: number; comments: string | null; graderId: number; gradedAt: Date },
): Promise<void> {
  await executor
    .update(answers)
    .set({ ...grade, updatedAt: new Date() })
    .where(eq(answers.id, answerId));
}

/** Whether the assessment's type publishes grading by itself once every answer is graded. */
export async function isGradingAutoPublished(executor: Executor, assessmentId: number): Promise<boolean> {
  const [row] = await executor
    .select({ auto: assessmentConfigs.isGradingAutoPublished })
    .from(assessments)
    .innerJoin(assessmentConfigs, eq(assessmentConfigs.id, assessments.configId))
    .where(eq(assessments.id, assessmentId));
  return row?.auto === true;
}
