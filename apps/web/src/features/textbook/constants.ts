/**
 * Where readers report a broken page of the book. PLACEHOLDER: our project's issue tracker; the
 * lead sets the real address here (one constant, used by every textbook error page).
 */
export const REPORT_PROBLEM_URL = 'https://github.com/source-academy-platform/platform/issues/new';
