import {
  GRADING_EXPORT_COLUMNS,
  GRADING_LIST_DEFAULT_PAGE_SIZE,
  type GradingExportResponse,
  type GradingListFilters,
  type GradingListQuery,
  GradingListResponse,
  type GradingListRow,
} from '@sa/contracts';
import { gradingStatus } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import {
  detailOf,
  exportRows,
  type GradingListDetail,
  type ListScope,
  pageOfIds,
  type TeamMemberRow,
  teamMembersOf,
} from './list-queries';

const scopeOf = (reg: CourseReg): ListScope => ({
  courseId: reg.courseId,
  regId: reg.id,
  groupId: reg.groupId,
});

const studentOf = (m: Pick<TeamMemberRow, 'id' | 'name' | 'username' | 'group_name' | 'leader_id'>) => ({
  id: m.id,
  name: m.name,
  username: m.username,
  groupName: m.group_name,
  groupLeaderId: m.leader_id,
});

/**
 * One row in the reference's shape: a student's submission has `student` and `team: null`; a
 * team's has `student: null` and the team with its members.
 */
function toRow(d: GradingListDetail, members: Map<number, TeamMemberRow[]>): GradingListRow {
  return {
    id: d.id,
    status: d.status,
    unsubmittedAt: d.unsubmitted_at?.toISOString() ?? null,
    xp: d.xp,
    xpAdjustment: d.adj,
    xpBonus: d.xp_bonus,
    isGradingPublished: d.is_grading_published,
    gradedCount: d.graded,
    assessment: {
      id: d.assessment_id,
      title: d.title,
      assessmentNumber: d.number,
      isManuallyGraded: d.is_manually_graded,
      type: d.type,
      maxXp: d.max_xp,
      questionCount: d.question_count,
    },
    student:
      d.team_id === null && d.student_id !== null && d.username !== null
        ? studentOf({ ...d, id: d.student_id, name: d.student_name, username: d.username })
        : null,
    team:
      d.team_id === null
        ? null
        : { id: d.team_id, team_members: (members.get(d.team_id) ?? []).map(studentOf) },
    unsubmittedBy:
      d.unsubmitted_by_id === null ? null : { id: d.unsubmitted_by_id, name: d.unsubmitted_by_name },
    notificationCount: d.notification_count,
  };
}

/** GET admin/grading: one page of the course's submissions for a staff member or admin. */
export async function listSubmissionsForGrading(
  db: Database,
  reg: CourseReg,
  query: GradingListQuery,
): Promise<GradingListResponse> {
  const { pageSize, offset, sortBy, sortDirection, ...filters } = query;
  const { ids, count } = await pageOfIds(
    db,
    scopeOf(reg),
    filters,
    { sortBy, descending: sortDirection === 'sort-desc' },
    { limit: pageSize ?? GRADING_LIST_DEFAULT_PAGE_SIZE, offset: offset ?? 0 },
  );
  // Checked once, by the route's response schema as it is serialised.
  return { count, data: await rowsInOrder(db, reg, ids) };
}

/** Ids read per detail statement for all_submissions: two bound parameters each, far below 65,535. */
const DETAIL_CHUNK = 1_000;

/** The full rows of the given submissions, in the order of `ids`, team submissions with their members. */
async function rowsInOrder(db: Database, reg: CourseReg, ids: readonly number[]): Promise<GradingListRow[]> {
  const byId = new Map<number, GradingListDetail>();
  for (let i = 0; i < ids.length; i += DETAIL_CHUNK) {
    for (const d of await detailOf(db, reg.id, ids.slice(i, i + DETAIL_CHUNK))) byId.set(d.id, d);
  }
  const members = new Map<number, TeamMemberRow[]>();
  const teamIds = [...byId.values()].flatMap((d) => (d.team_id === null ? [] : [d.team_id]));
  for (const member of await teamMembersOf(db, teamIds)) {
    members.set(member.team_id, [...(members.get(member.team_id) ?? []), member]);
  }
  // A row deleted between the statements is simply left out.
  return ids.flatMap((id) => {
    const detail = byId.get(id);
    return detail ? [toRow(detail, members)] : [];
  });
}

/**
 * GET admin/grading/all_submissions: every submission of the course, unfiltered and unpaged, in
 * the list's order and row shape (`{count, data}`), as the reference answers it for its web
 * client's CSV export.
 */
export async function listAllSubmissionsForGrading(
  db: Database,
  reg: CourseReg,
): Promise<GradingListResponse> {
  const { ids } = await pageOfIds(
    db,
    scopeOf(reg),
    {},
    { descending: false },
    { limit: Number.MAX_SAFE_INTEGER, offset: 0 },
  );
  const data = await rowsInOrder(db, reg, ids);
  return GradingListResponse.parse({ count: data.length, data });
}

/**
 * GET admin/grading/export: every submission matching the filters, in the CSV columns of spec 2
 * section 9, as tuples. Grades no longer exist beside XP (api-reference section 4): the grade
 * columns are 0, as the reference sends them.
 */
export async function exportSubmissionsForGrading(
  db: Database,
  reg: CourseReg,
  filters: GradingListFilters,
): Promise<GradingExportResponse> {
  const rows = await exportRows(db, scopeOf(reg), filters);
  // Built without a second parse: the statement's rows were parsed already, and 20,000 rows
  // should not be checked twice.
  return {
    columns: [...GRADING_EXPORT_COLUMNS],
    rows: rows.map((r) => [
      r.title,
      r.type,
      r.student_name ?? '',
      r.group_name ?? '',
      r.status,
      gradingStatus({
        isManuallyGraded: r.is_manually_graded,
        status: r.status,
        gradedCount: r.graded,
        questionCount: r.question_count,
      }),
      r.question_count,
      r.graded,
      0,
      0,
      0,
      0,
      r.xp,
      r.adj,
      r.xp + r.adj,
      r.max_xp,
      r.xp_bonus,
    ]),
  };
}
