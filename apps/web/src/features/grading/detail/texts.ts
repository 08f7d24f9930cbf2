/** The grading page's texts (spec 2 sections 2, 5, 7 and 8), verbatim. */
export const LOADING_TEXT = 'Getting assessment ready...';
export const UNSAVED_GRADE_WARNING = 'You have unsaved changes. Are you sure you want to leave?';
export const DISCARD_QUESTION = 'This will reset the editor. Are you sure?';

export const REAUTOGRADE_QUEUED = 'Autograde job queued successfully.';
export const REAUTOGRADE_NOT_SUBMITTED = 'Cannot reautograde non-submitted submission.';
export const REAUTOGRADE_FAILED = 'Failed to queue autograde job.';

/** Spec 2 section 9. */
export const XP_STEP = 50;
export const XP_MINOR_STEP = 25;
export const XP_MAJOR_STEP = 100;

// Texts of this implementation (not in the spec).
export const GRADE_SAVED = 'Saved!';
export const NOT_FOUND_TEXT = 'Submission not found';
export const NO_TESTCASES = 'There are no testcases for this question.';
export const NO_VOTES_ASSIGNED = 'No contest entries were assigned to this student for voting.';
export const VOTES_HEADING = 'Entries assigned to this student, with the scores they gave';
export const NOT_SCORED = 'Not scored';
