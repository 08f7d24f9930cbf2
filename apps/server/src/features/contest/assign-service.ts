import type { ContestAssignResponse } from '@sa/contracts';
import { assignContestEntries } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { assessments } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  claimUnassignedVotingQuestion,
  findVotingQuestion,
  listEligibleEntries,
  listStudentVoters,
  listVotingQuestions,
  replaceVotes,
  type VotingQuestionRow,
} from './assign-queries';

type AssignOutcome = ContestAssignResponse['questions'][number];

/**
 * Handing out contest entries to voters (api-reference section 7, "Entry assignment"). Each voting
 * question of the assessment whose contest has closed gets fresh, unscored votes: the earlier
 * ones (and their scores) are replaced, in one transaction per question so a voter never sees a
 * half-made set. Questions whose contest is missing or still open are left as they are.
 */
export async function assignVotesForAssessment(
  db: Database,
  courseId: number,
  assessmentId: number,
  now: Date,
): Promise<ContestAssignResponse> {
  const [assessment] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.courseId, courseId)));
  if (!assessment) throw notFound('Assessment not found');

  const outcomes: AssignOutcome[] = [];
  for (const question of await listVotingQuestions(db, assessmentId)) {
    outcomes.push(await db.transaction((tx) => assignQuestion(tx, question, now)));
  }
  return { questions: outcomes };
}

/**
 * Update with `assignEntriesForVoting: true`: (re)assigns every voting question of the
 * assessment inside the update's transaction.
 */
export async function reassignVotesInTransaction(
  tx: Executor,
  assessmentId: number,
  now: Date,
): Promise<void> {
  for (const question of await listVotingQuestions(tx, assessmentId)) await assignQuestion(tx, question, now);
}

/**
 * After an upload, inside its transaction: voting questions without entries (the ones just
 * inserted among them) whose contest has already closed get them at once, as the reference does
 * when it inserts a voting question.
 */
export async function assignNewVotingQuestions(tx: Executor, assessmentId: number, now: Date): Promise<void> {
  for (const question of await listVotingQuestions(tx, assessmentId)) {
    if (!question.hasVotes) await assignQuestion(tx, question, now);
  }
}

/**
 * The scheduler's share: one voting question that is due for entries (see
 * claimUnassignedVotingQuestion), claimed and assigned in one transaction. Returns whether there
 * was one.
 */
export async function assignOneDueQuestion(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const questionId = await claimUnassignedVotingQuestion(tx, now);
    if (questionId === undefined) return false;
    const question = await findVotingQuestion(tx, questionId);
    if (question) await assignQuestion(tx, question, now);
    return true;
  });
}

async function assignQuestion(tx: Executor, question: VotingQuestionRow, now: Date): Promise<AssignOutcome> {
  const { questionId, contestAssessmentId, contestCloseAt } = question;
  if (contestAssessmentId === null || contestCloseAt === null) {
    return { questionId, outcome: 'contest-not-found', votes: 0 };
  }
  // Entries may still change while the contest is open.
  if (now < contestCloseAt) return { questionId, outcome: 'contest-not-closed', votes: 0 };
  const entries = await listEligibleEntries(tx, contestAssessmentId);
  const voters = await listStudentVoters(tx, question.courseId);
  const assignments = assignContestEntries(entries, voters);
  await replaceVotes(tx, questionId, assignments, now);
  return { questionId, outcome: 'assigned', votes: assignments.length };
}
