import {
  OVERALL_LEADERBOARD_DISABLED,
  type XpLeaderboardPageQuery,
  XpLeaderboardPageResponse,
  XpLeaderboardResponse,
  type XpLeaderboardRow,
} from '@sa/contracts';
import { isStaffOrAdmin } from '@sa/domain';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { forbidden } from '../../http/errors';
import {
  countStudents,
  findOverallLeaderboardSwitch,
  listRankedStudents,
  type RankedStudentRow,
} from './xp-queries';

export { OVERALL_LEADERBOARD_DISABLED };

/**
 * Students see the board only while the course switches it on; staff and admins always do, so
 * that they can look at it before turning it on.
 */
async function assertMayRead(db: Database, reg: CourseReg): Promise<void> {
  if (isStaffOrAdmin(reg.role)) return;
  if (!(await findOverallLeaderboardSwitch(db, reg.courseId))) throw forbidden(OVERALL_LEADERBOARD_DISABLED);
}

/** A student sees names and XP only: the username is blanked (the field stays for the shape). */
function toRow(row: RankedStudentRow, staff: boolean): XpLeaderboardRow {
  return {
    user_id: row.userId,
    name: row.name,
    username: staff ? row.username : '',
    total_xp: row.totalXp,
    rank: row.rank,
  };
}

/**
 * GET leaderboards/xp_all: every student, best first. Not cut to the course's top N: the
 * reference sends everyone and its client shows the top N itself (ours also shows the caller's
 * own row below the top N).
 */
export async function xpLeaderboard(db: Database, reg: CourseReg): Promise<XpLeaderboardResponse> {
  await assertMayRead(db, reg);
  const staff = isStaffOrAdmin(reg.role);
  const rows = await listRankedStudents(db, reg.courseId);
  return XpLeaderboardResponse.parse({ users: rows.map((row) => toRow(row, staff)) });
}

/** GET leaderboards/xp?offset&page_size: one page of the same ranking, and the number of students. */
export async function xpLeaderboardPage(
  db: Database,
  reg: CourseReg,
  query: XpLeaderboardPageQuery,
): Promise<XpLeaderboardPageResponse> {
  await assertMayRead(db, reg);
  const staff = isStaffOrAdmin(reg.role);
  const [rows, total] = await Promise.all([
    listRankedStudents(db, reg.courseId, { offset: query.offset, limit: query.page_size }),
    countStudents(db, reg.courseId),
  ]);
  return XpLeaderboardPageResponse.parse({ users: rows.map((row) => toRow(row, staff)), total_count: total });
}
