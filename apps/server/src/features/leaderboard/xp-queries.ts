import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseRegistrations, courses, users } from '../../db/schema';
import { achievementXp, assessmentXp } from '../achievements/total-xp-queries';

export interface RankedStudentRow {
  userId: number;
  name: string | null;
  username: string;
  totalXp: number;
  rank: number;
}

/**
 * The course's students with their total XP (the same expressions as GET user/total_xp, correlated
 * with each registration) ranked by SQL RANK(): equal totals share a rank and the next rank skips.
 * One query for the whole course; the rank is taken before the page is cut, so a page's ranks are
 * the course-wide ones. Within a rank, rows follow name then user id so that pages do not overlap.
 */
export async function listRankedStudents(
  executor: Executor,
  courseId: number,
  page?: { offset: number; limit: number },
): Promise<RankedStudentRow[]> {
  const totals = executor.$with('totals').as(
    executor
      .select({
        userId: sql<number>`${users.id}`.as('user_id'),
        name: sql<string | null>`${users.name}`.as('name'),
        username: sql<string>`${users.username}`.as('username'),
        totalXp:
          sql<number>`(${assessmentXp(courseRegistrations.id)} + ${achievementXp(courseRegistrations.id)})::float8`.as(
            'total_xp',
          ),
      })
      .from(courseRegistrations)
      .innerJoin(users, eq(users.id, courseRegistrations.userId))
      .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.role, 'student'))),
  );
  const rank = sql<number>`rank() over (order by ${totals.totalXp} desc)`;
  const query = executor
    .with(totals)
    .select({
      // Ids are int8: node-postgres hands them over as text.
      userId: sql<number>`${totals.userId}`.mapWith(Number),
      name: totals.name,
      username: totals.username,
      totalXp: sql<number>`${totals.totalXp}`.mapWith(Number),
      rank: rank.mapWith(Number),
    })
    .from(totals)
    .orderBy(rank, asc(totals.name), asc(totals.userId));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** How many students the course has: the paged leaderboard's total_count. */
export async function countStudents(executor: Executor, courseId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.role, 'student')));
  return row?.n ?? 0;
}

/** Whether the course switches the overall leaderboard on; undefined for no such course. */
export async function findOverallLeaderboardSwitch(
  executor: Executor,
  courseId: number,
): Promise<boolean | undefined> {
  const [row] = await executor
    .select({ on: courses.enableOverallLeaderboard })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row?.on;
}
