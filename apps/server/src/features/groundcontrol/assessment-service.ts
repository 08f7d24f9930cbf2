import { CONTEST_VOTING_UP, END_BEFORE_OPEN, type UpdateAssessmentRequest } from '@sa/contracts';
import type { Database, Executor } from '../../db/client';
import { badRequest, forbidden } from '../../http/errors';
import { reassignVotesInTransaction } from '../contest/assign-service';
import {
  type AssessmentRow,
  countVotingReferences,
  deleteAssessmentRow,
  findAssessmentForUpdate,
  type NewAssessment,
  updateAssessmentRow,
} from './queries';

export const ASSESSMENT_NOT_FOUND = 'Assessment not found';
// The texts live in the contracts with the routes; the tests import them from here.
export { CONTEST_VOTING_UP, END_BEFORE_OPEN };

/** The assessment, locked; another course's answers 403 as the reference does, a missing one 400. */
async function courseAssessment(
  tx: Executor,
  courseId: number,
  assessmentId: number,
): Promise<AssessmentRow> {
  const row = await findAssessmentForUpdate(tx, assessmentId);
  if (!row) throw badRequest(ASSESSMENT_NOT_FOUND);
  if (row.courseId !== courseId) throw forbidden();
  return row;
}

/**
 * POST admin/assessments/:id: only the fields sent change; the dates come together and the close
 * must be after the open. With `assignEntriesForVoting`, the voting questions whose contest has
 * closed get fresh entries (the old votes and voting answers go), in the same transaction.
 */
export async function updateAssessment(
  db: Database,
  courseId: number,
  assessmentId: number,
  changes: UpdateAssessmentRequest,
  now: Date,
): Promise<void> {
  const values: Partial<NewAssessment> = {};
  if (changes.openAt !== undefined && changes.closeAt !== undefined) {
    const openAt = new Date(changes.openAt);
    const closeAt = new Date(changes.closeAt);
    if (closeAt.getTime() <= openAt.getTime()) throw badRequest(END_BEFORE_OPEN);
    Object.assign(values, { openAt, closeAt });
  }
  if (changes.isPublished !== undefined) values.isPublished = changes.isPublished;
  if (changes.maxTeamSize !== undefined) values.maxTeamSize = changes.maxTeamSize;
  if (changes.hasTokenCounter !== undefined) values.hasTokenCounter = changes.hasTokenCounter;
  if (changes.hasVotingFeatures !== undefined) values.hasVotingFeatures = changes.hasVotingFeatures;
  if (changes.isAutosaveEnabled !== undefined) values.isAutosaveEnabled = changes.isAutosaveEnabled;
  await db.transaction(async (tx) => {
    await courseAssessment(tx, courseId, assessmentId);
    if (Object.keys(values).length > 0) await updateAssessmentRow(tx, assessmentId, values);
    if (changes.assignEntriesForVoting === true) await reassignVotesInTransaction(tx, assessmentId, now);
  });
}

/**
 * DELETE admin/assessments/:id: the assessment and, by the foreign keys' cascades, its questions,
 * submissions, answers and notifications. Refused while a voting question of the course still
 * names it as its contest.
 */
export async function deleteAssessment(db: Database, courseId: number, assessmentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await courseAssessment(tx, courseId, assessmentId);
    if ((await countVotingReferences(tx, courseId, row.number, row.id)) > 0)
      throw badRequest(CONTEST_VOTING_UP);
    await deleteAssessmentRow(tx, row.id);
  });
}
