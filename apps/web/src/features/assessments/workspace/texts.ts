/** The workspace's texts (spec 1 sections 2.7, 5 and 8), verbatim. */
export const LOADING_TEXT = 'Getting mission ready...';
export const NOT_FOUND_TEXT =
  'Assessment Not Found - Please check the top right dropdown menu to see if you are in the right course.';
export const NOT_OPEN_TEXT = 'Assessment not open';

export const RESET_TITLE = 'Confirmation: Reset editor?';
export const RESET_QUESTION = 'Are you sure you want to reset the template?';
export const RESET_NOTE =
  'Note this will not affect the saved copy of your program, unless you save over it.';

export const SELECT_AN_OPTION = 'Please select an option!';
export const MCQ_INCORRECT = 'Your MCQ solution is incorrect!';
export const TESTCASES_NOT_PASSED = 'Your solution has not passed all testcases!';
/** Spec 1 section 4: blocking messages are toasts of 750 ms. */
export const BLOCKING_TOAST_MS = 750;
/** Spec 1 section 4: an MCQ hint shows for 4 seconds. */
export const MCQ_HINT_MS = 4000;

export const NO_TESTCASES = 'There are no testcases provided for this question.';
export const NO_ANSWER = 'No Answer';
export const HIDDEN_TESTCASE = 'Hidden testcase';
export const testcaseAborted = (n: number) => `Execution of testcase ${n} aborted`;

// Texts of this implementation (not in the spec).
export const SAVED = 'Saved!';
export const DRAFT_RESTORED =
  'Your unsaved changes to this question were restored from this browser. Save to keep them.';
