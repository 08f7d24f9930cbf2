import { mcqXp, type StoredAnswer, type StoredQuestion } from '@sa/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { answers, gradingJobs, questions } from '../../db/schema';

/** Announced (on commit) when jobs were queued, so every grader process claims them at once. */
export const GRADING_CHANNEL = 'sa_grading_jobs';

/** The blank answers of api-reference section 5, for questions the student never answered. */
export const BLANK_PROGRAM = '// Question was left blank by the student.';

function blankAnswer(type: StoredQuestion['type']): StoredAnswer {
  switch (type) {
    case 'programming':
      return { code: BLANK_PROGRAM };
    case 'mcq':
      return { choiceId: 0 };
    case 'voting':
      return { completed: false };
  }
}

function testcaseCount(question: StoredQuestion): number {
  if (question.type !== 'programming') return 0;
  const { public: open, opaque, secret } = question.data;
  return open.length + opaque.length + secret.length;
}

export interface AutogradeOptions {
  /** Only this question's answer (a staff reautograde of one question); default every question. */
  questionId?: number;
  /**
   * Overwrite mode of a staff reautograde (api-reference section 5): the grader's adjustment of
   * each regraded answer goes back to 0, so the new autograder XP stands alone.
   */
  resetAdjustment?: boolean;
}

export interface AutogradeSummary {
  /** MCQ and programming answers graded or queued (blanks included); voting ones are not. */
  autograded: number;
  /** Programming answers left 'processing' with a job queued. */
  queued: number;
}

/**
 * Autograding of a finalised submission (api-reference section 5), inside the caller's
 * transaction, which holds the submission's lock: blank answers for unanswered questions, MCQ
 * graded at once, one durable job per programming answer that has testcases. An answer without
 * testcases is finished with no XP rather than left 'processing' forever as in the reference.
 * Voting answers keep what they have (voting is graded elsewhere). Used by the finalise and by
 * the staff reautograde alike.
 */
export async function autogradeAnswers(
  tx: Transaction,
  submission: { id: number; assessmentId: number },
  options: AutogradeOptions = {},
): Promise<AutogradeSummary> {
  const rows = await tx
    .select({
      questionId: questions.id,
      question: questions.question,
      maxXp: questions.maxXp,
      answerId: answers.id,
      answer: answers.answer,
    })
    .from(questions)
    .leftJoin(
      answers,
      sql`${answers.questionId} = ${questions.id} and ${answers.submissionId} = ${submission.id}`,
    )
    .where(
      and(
        eq(questions.assessmentId, submission.assessmentId),
        options.questionId === undefined ? undefined : eq(questions.id, options.questionId),
      ),
    );

  const now = new Date();
  const missing = rows.filter((r) => r.answerId === null);
  if (missing.length > 0) {
    await tx.insert(answers).values(
      missing.map((r) => ({
        submissionId: submission.id,
        questionId: r.questionId,
        answer: blankAnswer(r.question.type),
        xp: 0,
        autogradingStatus: 'success' as const,
      })),
    );
  }

  const grade = (answerId: number, xp: number, status: 'success' | 'processing') =>
    setAnswerGrade(tx, answerId, { xp, status, resetAdjustment: options.resetAdjustment ?? false, now });
  const queued: number[] = [];
  for (const row of rows) {
    const { answerId, answer, question } = row;
    if (answerId === null || answer === null) continue;
    if (question.type === 'mcq' && 'choiceId' in answer) {
      const correct = question.data.choices.find((c) => c.isCorrect)?.choiceId;
      await grade(answerId, mcqXp(row.maxXp, answer.choiceId, correct), 'success');
    } else if (question.type === 'programming') {
      if (testcaseCount(question) === 0) {
        await grade(answerId, 0, 'success');
      } else {
        await grade(answerId, 0, 'processing');
        queued.push(answerId);
      }
    }
  }
  if (queued.length > 0) await enqueueGradingJobs(tx, queued);
  return { autograded: rows.filter((r) => r.question.type !== 'voting').length, queued: queued.length };
}

async function setAnswerGrade(
  tx: Transaction,
  answerId: number,
  grade: { xp: number; status: 'success' | 'processing'; resetAdjustment: boolean; now: Date },
): Promise<void> {
  await tx
    .update(answers)
    .set({
      xp: grade.xp,
      ...(grade.resetAdjustment ? { xpAdjustment: 0 } : {}),
      autogradingStatus: grade.status,
      autogradingResults: [],
      updatedAt: grade.now,
    })
    .where(eq(answers.id, answerId));
}

/**
 * Queues (or queues again: a regrade resets the attempts) one job per answer and wakes the
 * graders when the transaction commits. A worker still running an older job of the same answer
 * sees the reset and discards its stale result (see finishJob).
 */
export async function enqueueGradingJobs(tx: Transaction, answerIds: readonly number[]): Promise<void> {
  await tx
    .insert(gradingJobs)
    .values(answerIds.map((answerId) => ({ answerId })))
    .onConflictDoUpdate({
      target: gradingJobs.answerId,
      set: { status: 'queued', attempts: 0, lockedUntil: null, lastError: null, updatedAt: new Date() },
    });
  await tx.execute(sql`select pg_notify(${GRADING_CHANNEL}, '')`);
}
