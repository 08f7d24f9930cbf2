import type { ContestAssignResponse } from '@sa/contracts';
import { assignContestEntries } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessments } from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  listEligibleEntries,
  listStudentVoters,
  listVotingQuestions,
  replaceVotes,
  type VotingQuestionRow,
} from './assign-queries';

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

  const outcomes: ContestAssignResponse['questions'] = [];
  for (const question of await listVotingQuestions(db, assessmentId)) {
    outcomes.push(await assignQuestion(db, question, now));
  }
  return { questions: outcomes };
}

async function assignQuestion(
  db: Database,
  question: VotingQuestionRow,
  now: Date,
): Promise<ContestAssignResponse['questions'][number]> {
  const { questionId, contestAssessmentId, contestCloseAt } = question;
  if (contestAssessmentId === null || contestCloseAt === null) {
    return { questionId, outcome: 'contest-not-found', votes: 0 };
  }
  // Entries may still change while the contest is open.
  if (now < contestCloseAt) return { questionId, outcome: 'contest-not-closed', votes: 0 };
  const votes = await db.transaction(async (tx) => {
    const entries = await listEligibleEntries(tx, contestAssessmentId);
    const voters = await listStudentVoters(tx, question.courseId);
    const assignments = assignContestEntries(entries, voters);
    await replaceVotes(tx, questionId, assignments);
    return assignments.length;
  });
  return { questionId, outcome: 'assigned', votes };
}
