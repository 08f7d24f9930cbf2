/**
 * Where readers report a page of the book that does not load: the issue tracker of the book's JSON
 * generator (source-academy/sicp), which owns the content; a page that fails to parse is almost
 * always a content or format problem there.
 */
export const REPORT_PROBLEM_URL = 'https://github.com/source-academy/sicp/issues';
