import { SUBMISSION_STATUSES } from '@sa/domain';
import { z } from 'zod';
import { withoutEmptyQueryValues } from './common';

/**
 * The grading list (api-reference 1b, spec 2 "Grading list"): GET courses/{id}/admin/grading for
 * staff and admins, one page of the course's submissions, filtered, sorted and paged in the
 * database; and GET .../admin/grading/export, every submission matching the same filters in the
 * columns of the CSV export (spec 2 section 9), for staff and admins alike.
 *
 * Query strings carry text, so flags are 'true' or 'false' and numbers are digits; anything else
 * is a 400 naming the parameter. An empty value (`sortBy=`) is no value at all: the reference web
 * client sends `sortBy=&sortDirection=` and its empty filters in its initial state, meaning the
 * default order and no filter (read the query with the `...Params` schemas). Besides the reference's filters, `search` (ours) matches the
 * assessment title, the student's name or username or the group name, case-insensitively, as the
 * list's one filter box does. The text filters `title`, `groupName`, `name` and `username` match a
 * part, case-insensitively; `type` is the assessment type's exact name.
 */

export const GRADING_LIST_SORT_KEYS = [
  'assessmentName',
  'assessmentType',
  'studentName',
  'studentUsername',
  'groupName',
  'progressStatus',
  'xp',
] as const;
export type GradingListSortKey = (typeof GRADING_LIST_SORT_KEYS)[number];

/** The page size the web list asks for (spec 2 section 9); the reference's default is 10. */
export const GRADING_LIST_PAGE_SIZE = 25;
export const GRADING_LIST_DEFAULT_PAGE_SIZE = 10;
export const GRADING_LIST_MAX_PAGE_SIZE = 100;
/** Longest text filter accepted; longer ones cannot match anything useful. */
const MAX_FILTER_CHARS = 200;

const Flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const Text = z.string().trim().min(1).max(MAX_FILTER_CHARS);
const Count = z
  .string()
  .regex(/^\d{1,9}$/, 'must be a whole number')
  .transform(Number);

/** The filters, shared by the page and the export. */
export const GradingListFilters = z.strictObject({
  /** true: only submissions of students in the caller's groups (led or joined), and the caller's own. */
  group: Flag.optional(),
  search: Text.optional(),
  title: Text.optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  isFullyGraded: Flag.optional(),
  isGradingPublished: Flag.optional(),
  groupName: Text.optional(),
  name: Text.optional(),
  username: Text.optional(),
  type: Text.optional(),
  isManuallyGraded: Flag.optional(),
});
export type GradingListFilters = z.output<typeof GradingListFilters>;

export const GradingListQuery = GradingListFilters.extend({
  pageSize: Count.pipe(z.number().int().min(1).max(GRADING_LIST_MAX_PAGE_SIZE)).optional(),
  offset: Count.optional(),
  sortBy: z.enum(GRADING_LIST_SORT_KEYS).optional(),
  sortDirection: z.enum(['sort-asc', 'sort-desc']).optional(),
});
export type GradingListQuery = z.output<typeof GradingListQuery>;
/** What the web client sends: every value as it goes into the query string. */
export type GradingListQueryInput = z.input<typeof GradingListQuery>;

/** GET admin/grading's query string as it arrives: GradingListQuery, empty values left out. */
export const GradingListQueryParams = z.preprocess(withoutEmptyQueryValues, GradingListQuery);
/** GET admin/grading/export's query string as it arrives: GradingListFilters, empty values left out. */
export const GradingListFilterParams = z.preprocess(withoutEmptyQueryValues, GradingListFilters);

const isoDate = z.string();

const GradingStudent = z.object({
  id: z.number().int(),
  /** Null until the student first signs in. */
  name: z.string().nullable(),
  username: z.string(),
  groupName: z.string().nullable(),
  groupLeaderId: z.number().int().nullable(),
});

/** One submission in the list (api-reference 1b), for staff and admins only. */
export const GradingListRow = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  unsubmittedAt: isoDate.nullable(),
  /** Σ answer xp, without adjustments or bonus. */
  xp: z.number().int(),
  xpAdjustment: z.number().int(),
  xpBonus: z.number().int(),
  isGradingPublished: z.boolean(),
  gradedCount: z.number().int(),
  assessment: z.object({
    id: z.number().int(),
    title: z.string(),
    assessmentNumber: z.string(),
    isManuallyGraded: z.boolean(),
    type: z.string(),
    maxXp: z.number().int(),
    questionCount: z.number().int(),
  }),
  /** The submission's student; null for a team's submission. */
  student: GradingStudent.nullable(),
  /** A team's submission: the team and its members in the order they joined; null for a student's. */
  team: z.object({ id: z.number().int(), team_members: z.array(GradingStudent) }).nullable(),
  unsubmittedBy: z.object({ id: z.number().int(), name: z.string().nullable() }).nullable(),
  /** The caller's unread notifications about this submission. */
  notificationCount: z.number().int(),
});
export type GradingListRow = z.infer<typeof GradingListRow>;

export const GradingListResponse = z.object({
  /** Rows matching the filters, over all pages. */
  count: z.number().int(),
  data: z.array(GradingListRow),
});
export type GradingListResponse = z.infer<typeof GradingListResponse>;

/** The CSV export's columns, in order (spec 2 section 9). */
export const GRADING_EXPORT_COLUMNS = [
  'assessmentName',
  'assessmentCategory',
  'studentName',
  'groupName',
  'submissionStatus',
  'gradingStatus',
  'questionCount',
  'gradedCount',
  'initialGrade',
  'gradeAdjustment',
  'currentGrade',
  'maxGrade',
  'initialXp',
  'xpAdjustment',
  'currentXp',
  'maxXp',
  'xpBonus',
] as const;

/**
 * One exported submission, as a tuple in GRADING_EXPORT_COLUMNS order: 20,000 rows stay a few
 * megabytes instead of repeating 17 keys each. Grades were dropped for XP (api-reference section 4),
 * so the three grade columns and maxGrade are 0, as in the reference.
 */
export const GradingExportRow = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  z.enum(SUBMISSION_STATUSES),
  z.enum(['none', 'grading', 'graded', 'excluded']),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
  z.number().int(),
]);
export type GradingExportRow = z.infer<typeof GradingExportRow>;

export const GradingExportResponse = z.object({
  columns: z.array(z.string()),
  rows: z.array(GradingExportRow),
});
export type GradingExportResponse = z.infer<typeof GradingExportResponse>;
