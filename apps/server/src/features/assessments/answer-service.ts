import {
  type AnswerLastModifiedResponse,
  ASSESSMENT_NOT_OPEN,
  INVALID_ANSWER,
  NEWER_ANSWER_SAVED,
  QUESTION_NOT_FOUND,
  type SaveAnswerRequest,
  SUBMISSION_FINALISED,
} from '@sa/contracts';
import {
  answerSaveDenial,
  isStaffOrAdmin,
  mcqChoiceOf,
  type SaveDenial,
  type StoredAnswer,
  statusAfterAnswer,
} from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { saveVotes } from '../contest/vote-service';
import { ownerFor } from '../teams/submission-owner';
import {
  type AnswerContext,
  type AnswerQueries,
  findLastModifiedAt,
  prepareAnswerQueries,
  saveIntoSubmission,
} from './answer-queries';
import { insertSubmissionIfMissing, promoteToAttempted } from './submission-queries';
import { saveCodeWithVersion } from './versions/keep-version';

/**
 * Saving answers (spec 1 section 4, api-reference-routes 1.3). Staff and admin may always save;
 * students only while the assessment is published and open and their submission not finalised.
 */

const DENIAL_MESSAGES: Record<Exclude<SaveDenial, null>, string> = {
  'not-open': ASSESSMENT_NOT_OPEN,
  finalised: SUBMISSION_FINALISED,
};

/** The question if the caller may see it; students never learn of unpublished ones. */
export async function findQuestion(
  queries: AnswerQueries,
  reg: CourseReg,
  questionId: number,
): Promise<AnswerContext & { student: boolean }> {
  const context = await queries.context(questionId, reg.id);
  const student = !isStaffOrAdmin(reg.role);
  if (!context || context.courseId !== reg.courseId || (student && !context.isPublished)) {
    throw notFound(QUESTION_NOT_FOUND);
  }
  return { ...context, student };
}

/** The saving rules, on the submission's status as read before saving (re-checked under its lock). */
export function assertMayWrite(reg: CourseReg, context: AnswerContext, now: Date): void {
  const denial = answerSaveDenial({
    role: reg.role,
    isPublished: context.isPublished,
    openAt: context.openAt,
    closeAt: context.closeAt,
    submissionStatus: context.submissionStatus ?? 'not_attempted',
    now,
  });
  if (denial) throw forbidden(DENIAL_MESSAGES[denial]);
}

/** The stored form of an answer, or null when it does not fit the question's type. */
function storedAnswer(context: AnswerContext, answer: SaveAnswerRequest['answer']): StoredAnswer | null {
  switch (context.questionType) {
    case 'programming':
      return typeof answer === 'string' ? { code: answer } : null;
    case 'mcq': {
      // The reference web client sends the choice as text ("0"); the choice must exist.
      const choiceId = mcqChoiceOf(answer);
      return choiceId !== null && (context.choiceIds ?? []).includes(choiceId) ? { choiceId } : null;
    }
    case 'voting':
      // The scores go to submission_votes; the answer records that they are all given.
      return Array.isArray(answer) ? { completed: true } : null;
  }
}

/**
 * POST .../question/:qid/answer. One read rejects most bad requests without locking anything;
 * then the submission is created if missing, and the answer saved under the submission's lock
 * by one statement. While the submission is 'attempting', the answers are counted afterwards, in
 * a statement that sees every save committed so far, and the submission moves to 'attempted' once
 * every question has one: of saves racing to complete the set, the last to commit always sees it
 * complete. The status only ever moves forward, so were the process to stop in between, the next
 * save would do it. Statements instead of a transaction, and no count when an answer is only
 * replaced (autosave): on this hot route each round trip to PostgreSQL costs about as much as
 * the rest of the request.
 */
async function saveAnswer(
  db: Database,
  queries: AnswerQueries,
  reg: CourseReg,
  questionId: number,
  answer: SaveAnswerRequest['answer'],
  now: Date,
  editedAt?: Date,
): Promise<void> {
  const context = await findQuestion(queries, reg, questionId);
  assertMayWrite(reg, context, now);
  // Whose submission: the caller's team's on a team assessment (400 when they have no team).
  const owner = ownerFor(reg, context);
  const stored = storedAnswer(context, answer);
  if (!stored) throw badRequest(INVALID_ANSWER);
  if (context.questionType === 'voting' && Array.isArray(answer)) {
    // Votes with empty scores are kept, but the question is answered only once all are scored.
    const complete = await saveVotes(db, reg.id, questionId, answer);
    if (!complete) {
      await insertSubmissionIfMissing(db, context.assessmentId, owner);
      return;
    }
  }

  if (context.submissionId === null) await insertSubmissionIfMissing(db, context.assessmentId, owner);
  const input = {
    assessmentId: context.assessmentId,
    owner,
    questionId,
    answer: stored,
    at: now,
    // Staff and admin may save into a submitted submission, which stays submitted.
    intoSubmitted: !context.student,
    editedAt,
  };
  // A programming answer keeps its version history (issue 16), in the same transaction.
  const saved =
    'code' in stored
      ? await saveCodeWithVersion(db, { ...input, code: stored.code, savedById: reg.id })
      : await saveIntoSubmission(db, input);
  if (!saved) throw new Error(`Submission of registration ${reg.id} to ${context.assessmentId} is missing`);
  if (!saved.writable) throw forbidden(DENIAL_MESSAGES.finalised);
  // A retry of a save that arrived (its response was lost): nothing to do, and it is not stale.
  if (saved.replayed) return;
  if (!saved.saved) throw new HttpError(409, NEWER_ANSWER_SAVED);
  // Replacing an answer leaves the count as it was, so only a new answer can complete the set;
  // or a set completed earlier whose promotion was lost, which the count read first shows.
  const mayComplete = !saved.replaced || context.answeredCount >= context.questionCount;
  if (saved.status === 'attempting' && mayComplete) {
    const answered = await queries.countAnswers(saved.submissionId);
    if (statusAfterAnswer(answered, context.questionCount) === 'attempted') {
      await promoteToAttempted(db, saved.submissionId);
    }
  }
}

/**
 * POST .../question/:qid/answerLastModified: whether the saved answer's time differs from the
 * client's (another tab or device saved meanwhile). Like the reference, it creates the caller's
 * submission, and so follows the saving rules. No saved answer yet means nothing changed; a null
 * time is the client's "never saved" (before its first save), which a saved answer differs from.
 */
async function answerLastModified(
  db: Database,
  queries: AnswerQueries,
  reg: CourseReg,
  questionId: number,
  lastModifiedAt: string | null,
  now: Date,
): Promise<AnswerLastModifiedResponse> {
  const context = await findQuestion(queries, reg, questionId);
  assertMayWrite(reg, context, now);
  const owner = ownerFor(reg, context);
  if (context.submissionId === null) await insertSubmissionIfMissing(db, context.assessmentId, owner);
  const saved = await findLastModifiedAt(db, {
    assessmentId: context.assessmentId,
    owner,
    questionId,
  });
  const differs = lastModifiedAt === null || saved?.getTime() !== Date.parse(lastModifiedAt);
  return { lastModified: saved !== undefined && differs };
}

/** The answer routes' operations over one database, with their hot statements prepared. */
export function createAnswerService(db: Database) {
  const queries = prepareAnswerQueries(db);
  return {
    saveAnswer: (
      reg: CourseReg,
      questionId: number,
      answer: SaveAnswerRequest['answer'],
      now: Date,
      editedAt?: Date,
    ) => saveAnswer(db, queries, reg, questionId, answer, now, editedAt),
    answerLastModified: (reg: CourseReg, questionId: number, lastModifiedAt: string | null, now: Date) =>
      answerLastModified(db, queries, reg, questionId, lastModifiedAt, now),
  };
}
