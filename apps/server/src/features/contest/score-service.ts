import { type ContestActionText, NO_VOTING_QUESTIONS, SCORES_CALCULATED, XP_DISPATCHED } from '@sa/contracts';
import { popularScore, rankEntries, relativeScore, xpForRank } from '@sa/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { answers, assessments, submissions, submissionVotes } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listVotingQuestions, type VotingQuestionRow } from './assign-queries';
import { type EntryScoreRow, listScoredEntries } from './entry-queries';
import { countTokens } from './tokens';

/** The reference's replies to the staff contest actions (api-reference-routes 1.5), in the contracts. */
export { NO_VOTING_QUESTIONS, SCORES_CALCULATED, XP_DISPATCHED };

type ContestQuestion = VotingQuestionRow & { contestAssessmentId: number };

/** The assessment's voting questions whose contest exists. */
async function contestQuestionsOf(executor: Executor, assessmentId: number): Promise<ContestQuestion[]> {
  const found = await listVotingQuestions(executor, assessmentId);
  return found.filter((q): q is ContestQuestion => q.contestAssessmentId !== null);
}

async function votingQuestionsOf(db: Database, courseId: number, assessmentId: number) {
  const [assessment] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.courseId, courseId)));
  if (!assessment) throw notFound('Assessment not found');
  return contestQuestionsOf(db, assessmentId);
}

/** Writes each entry's scores (by answer id) in one statement. */
async function writeScores(
  tx: Executor,
  scores: readonly { answer_id: number; popular: number; relative: number }[],
): Promise<void> {
  if (scores.length === 0) return;
  await tx.execute(sql`
    update ${answers} as a set popular_score = given.popular, relative_score = given.relative, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as given(answer_id bigint, popular float8, relative float8)
    where a.id = given.answer_id`);
}

/**
 * POST .../contest_calculate_score (api-reference section 7, "Scoring"): every answer of the
 * contest is reset to 0, then each eligible entry gets its popular score (mean vote as a
 * percentage) and its relative score (less the token penalty).
 */
export async function calculateContestScores(
  db: Database,
  courseId: number,
  assessmentId: number,
): Promise<ContestActionText> {
  const questions = await votingQuestionsOf(db, courseId, assessmentId);
  if (questions.length === 0) return NO_VOTING_QUESTIONS;
  for (const question of questions) await db.transaction((tx) => scoreQuestion(tx, question));
  return SCORES_CALCULATED;
}

async function scoreQuestion(tx: Executor, question: ContestQuestion): Promise<void> {
  const contestId = question.contestAssessmentId;
  await tx
    .update(answers)
    .set({ popularScore: 0, relativeScore: 0 })
    .where(
      sql`${answers.submissionId} in (select id from ${submissions} where assessment_id = ${contestId})`,
    );
  const votes = await tx
    .select({ submissionId: submissionVotes.submissionId, score: submissionVotes.score })
    .from(submissionVotes)
    .where(and(eq(submissionVotes.questionId, question.questionId), isNotNull(submissionVotes.score)));
  const bySubmission = new Map<number, number[]>();
  for (const v of votes) {
    if (v.score !== null)
      bySubmission.set(v.submissionId, [...(bySubmission.get(v.submissionId) ?? []), v.score]);
  }
  const entries = await listScoredEntries(tx, contestId);
  await writeScores(
    tx,
    entries.map((entry) => {
      const popular = popularScore(bySubmission.get(entry.submission_id) ?? []);
      const relative = relativeScore(popular, countTokens(entry.code), question.data.tokenDivider);
      return { answer_id: entry.answer_id, popular, relative };
    }),
  );
}

/**
 * POST .../contest_dispatch_xp (api-reference section 7, "XP dispatch"): publishes the contest's
 * grading; the popular ranking sets each entry's XP adjustment from xp_values, and the score
 * ranking adds its own on top.
 */
export async function dispatchContestXp(
  db: Database,
  courseId: number,
  assessmentId: number,
): Promise<ContestActionText> {
  const questions = await votingQuestionsOf(db, courseId, assessmentId);
  if (questions.length === 0) return NO_VOTING_QUESTIONS;
  for (const question of questions) await db.transaction((tx) => dispatchQuestionXp(tx, question));
  return XP_DISPATCHED;
}

async function dispatchQuestionXp(tx: Executor, question: ContestQuestion): Promise<void> {
  const contestId = question.contestAssessmentId;
  await tx
    .update(submissions)
    .set({ isGradingPublished: true })
    .where(eq(submissions.assessmentId, contestId));
  const entries = await listScoredEntries(tx, contestId);
  const xp = new Map<number, number>();
  const award = (score: (e: EntryScoreRow) => number) => {
    for (const { rank, entry } of rankEntries(entries, score, entries.length)) {
      xp.set(entry.answer_id, (xp.get(entry.answer_id) ?? 0) + xpForRank(question.data.xpValues, rank));
    }
  };
  award((e) => e.popular_score);
  award((e) => e.relative_score);
  const rows = [...xp].map(([answer_id, adjustment]) => ({ answer_id, adjustment }));
  if (rows.length === 0) return;
  await tx.execute(sql`
    update ${answers} as a set xp_adjustment = given.adjustment, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as given(answer_id bigint, adjustment int)
    where a.id = given.answer_id`);
}

/** The scheduler's rolling run: every voting question of the assessment scored, in the caller's transaction. */
export async function scoreVotingAssessment(tx: Executor, assessmentId: number): Promise<void> {
  for (const question of await contestQuestionsOf(tx, assessmentId)) await scoreQuestion(tx, question);
}

/**
 * The scheduler's final run after the voting closes: the scores once more with every vote in,
 * then the XP, in the caller's transaction.
 */
export async function finaliseVotingAssessment(tx: Executor, assessmentId: number): Promise<void> {
  for (const question of await contestQuestionsOf(tx, assessmentId)) {
    await scoreQuestion(tx, question);
    await dispatchQuestionXp(tx, question);
  }
}
