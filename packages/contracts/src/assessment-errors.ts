/**
 * The plain-text errors of the assessment, submission and autograding routes, in the reference's
 * words where it has them (api-reference-routes 1.3 and 1.5): the route table documents them and
 * the services answer them, from these one constants.
 */

// ---- a learner's assessment ----
/** 400, not 404, as the reference answers; also an unpublished assessment a student asks for. */
export const ASSESSMENT_NOT_FOUND = 'Assessment not found';
export const ASSESSMENT_NOT_OPEN = 'Assessment not open';
export const MISSING_PASSWORD = 'Missing Password.';
export const INVALID_PASSWORD = 'Invalid Password.';
/** A member's listing or assessment asked for by staff, for a registration not in the course. */
export const USER_NOT_FOUND = 'User not found';

// ---- answers and finalising ----
export const QUESTION_NOT_FOUND = 'Question not found';
/** The start of every 400 for a bad answer body, and the answer that does not fit its question. */
export const INVALID_ANSWER = 'Missing or invalid parameter(s)';
export const SUBMISSION_FINALISED = 'Assessment submission already finalised';
/** 409 for a save whose edit is older than the saved one (ADR 3): the client keeps its text. */
export const NEWER_ANSWER_SAVED = 'A newer version of this answer is already saved.';
export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const NOT_ALL_ATTEMPTED = 'Some questions have not been attempted';
export const ALREADY_SUBMITTED = 'Assessment has already been submitted';

// ---- staff's submission lifecycle ----
export const NOT_SUBMITTED = 'Assessment has not been submitted';
export const NOT_ALL_GRADED = 'Some answers are not graded';
export const onlyManuallyGraded = (publish: boolean) =>
  `Only manually graded assessments can be individually ${publish ? 'published' : 'unpublished'}`;
export const UNSUBMIT_NOT_PERMITTED = 'Only Avenger of student or Admin is permitted to unsubmit';
export const GRADING_STILL_PUBLISHED = 'Grading has not been unpublished';
/** The text the reference's staff client shows for this 400 (its server says 'Submission not submitted yet'). */
export const CANNOT_REAUTOGRADE = 'Cannot reautograde non-submitted submission.';
