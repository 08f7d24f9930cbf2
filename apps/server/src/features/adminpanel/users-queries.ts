import type { Role } from '@sa/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseRegistrations, groups, users } from '../../db/schema';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters, few enough round trips for 1,500. */
export const BATCH_SIZE = 500;

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The course's members with their user and group, optionally filtered (GET admin/users). */
export function listCourseUsers(
  executor: Executor,
  courseId: number,
  filter: { role?: Role | undefined; group?: string | undefined },
) {
  return executor
    .select({
      courseRegId: courseRegistrations.id,
      course_id: courseRegistrations.courseId,
      courseId: courseRegistrations.courseId,
      name: users.name,
      provider: users.provider,
      username: users.username,
      role: courseRegistrations.role,
      group: groups.name,
    })
    .from(courseRegistrations)
    .innerJoin(users, eq(users.id, courseRegistrations.userId))
    .leftJoin(groups, eq(groups.id, courseRegistrations.groupId))
    .where(
      and(
        eq(courseRegistrations.courseId, courseId),
        filter.role ? eq(courseRegistrations.role, filter.role) : undefined,
        filter.group !== undefined ? eq(groups.name, filter.group) : undefined,
      ),
    )
    .orderBy(asc(users.username), asc(users.id));
}

export async function countRegistrations(executor: Executor, courseId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.courseId, courseId));
  return row?.n ?? 0;
}

/**
 * Creates the users not seen before (name null until their first sign-in) and answers the ids of
 * all of them, by username. Two set-based statements per batch, whatever the batch size.
 */
export async function ensureUsers(
  executor: Executor,
  provider: string,
  usernames: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(usernames)) {
    await executor
      .insert(users)
      .values(batch.map((username) => ({ username, provider, name: null })))
      .onConflictDoNothing({ target: [users.username, users.provider] });
    const rows = await executor
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.provider, provider), inArray(users.username, batch)));
    for (const row of rows) ids.set(row.username, row.id);
  }
  return ids;
}

/** Which of these users are already members of the course. */
export async function registeredUserIds(
  executor: Executor,
  courseId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  const found = new Set<number>();
  for (const batch of chunks(userIds)) {
    const rows = await executor
      .select({ userId: courseRegistrations.userId })
      .from(courseRegistrations)
      .where(and(eq(courseRegistrations.courseId, courseId), inArray(courseRegistrations.userId, batch)));
    for (const row of rows) found.add(row.userId);
  }
  return found;
}

/** Creates the groups named that the course does not have yet; answers every named group's id. */
export async function ensureGroups(
  executor: Executor,
  courseId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (names.length === 0) return ids;
  for (const batch of chunks(names)) {
    await executor
      .insert(groups)
      .values(batch.map((name) => ({ name, courseId })))
      .onConflictDoNothing({ target: [groups.name, groups.courseId] });
    const rows = await executor
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(and(eq(groups.courseId, courseId), inArray(groups.name, batch)));
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

export interface RegistrationValues {
  userId: number;
  role: Role;
  groupId: number | null;
}

/**
 * Enrols the users, or updates role and group of those already enrolled. A row without a group
 * keeps the member's current group. Answers registration ids by user id.
 */
export async function upsertRegistrations(
  executor: Executor,
  courseId: number,
  rows: readonly RegistrationValues[],
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const batch of chunks(rows)) {
    const returned = await executor
      .insert(courseRegistrations)
      .values(batch.map((r) => ({ ...r, courseId })))
      .onConflictDoUpdate({
        target: [courseRegistrations.userId, courseRegistrations.courseId],
        set: {
          role: sql`excluded.role`,
          groupId: sql`coalesce(excluded.group_id, ${courseRegistrations.groupId})`,
          updatedAt: new Date(),
        },
      })
      .returning({ id: courseRegistrations.id, userId: courseRegistrations.userId });
    for (const row of returned) ids.set(row.userId, row.id);
  }
  return ids;
}

export async function setGroupLeader(executor: Executor, groupId: number, courseRegId: number) {
  await executor
    .update(groups)
    .set({ leaderId: courseRegId, updatedAt: new Date() })
    .where(eq(groups.id, groupId));
}

/** Enrolment makes the course the new members' latest viewed one, as in the reference. */
export async function viewCourseOnEnrolment(executor: Executor, courseId: number, userIds: number[]) {
  for (const batch of chunks(userIds)) {
    await executor
      .update(users)
      .set({ latestViewedCourseId: courseId, updatedAt: new Date() })
      .where(inArray(users.id, batch));
  }
}

export async function findRegistrationById(executor: Executor, courseRegId: number) {
  const [row] = await executor
    .select({
      id: courseRegistrations.id,
      courseId: courseRegistrations.courseId,
      userId: courseRegistrations.userId,
      role: courseRegistrations.role,
    })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.id, courseRegId));
  return row;
}

export async function setRole(executor: Executor, courseRegId: number, role: Role): Promise<void> {
  await executor
    .update(courseRegistrations)
    .set({ role, updatedAt: new Date() })
    .where(eq(courseRegistrations.id, courseRegId));
}

/** Only staff and admins lead groups; a member demoted to student stops leading. */
export async function clearLeadership(executor: Executor, courseRegId: number): Promise<void> {
  await executor
    .update(groups)
    .set({ leaderId: null, updatedAt: new Date() })
    .where(eq(groups.leaderId, courseRegId));
}

export async function deleteRegistration(executor: Executor, courseRegId: number): Promise<void> {
  await executor.delete(courseRegistrations).where(eq(courseRegistrations.id, courseRegId));
}

export async function clearLatestViewedCourse(executor: Executor, userId: number, courseId: number) {
  await executor
    .update(users)
    .set({ latestViewedCourseId: null, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.latestViewedCourseId, courseId)));
}
