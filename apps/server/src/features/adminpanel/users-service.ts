import {
  ADMIN_NOT_DELETABLE,
  COURSE_NOT_FOUND,
  type CourseUser,
  CourseUsersResponse,
  INVALID_PROVIDER,
  INVALID_ROLES,
  INVALID_USERNAMES,
  NO_REGISTRATION,
  OTHER_COURSE,
  OWN_ROLE,
  type PutUsersRequest,
  TOO_MANY_USERS,
} from '@sa/contracts';
import { isStaffOrAdmin, MAX_COURSE_USERS, ROLES, type Role } from '@sa/domain';
import type { AuthUser, CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { lockCourse } from './config-queries';
import {
  clearLatestViewedCourse,
  clearLeadership,
  countRegistrations,
  deleteRegistration,
  ensureGroups,
  ensureUsers,
  findRegistrationById,
  listCourseUsers,
  type RegistrationValues,
  registeredUserIds,
  setGroupLeader,
  setRole,
  upsertRegistrations,
  viewCourseOnEnrolment,
} from './users-queries';

const MAX_USERNAME_LENGTH = 255;

export async function getCourseUsers(
  db: Database,
  courseId: number,
  filter: { role?: Role | undefined; group?: string | undefined },
): Promise<CourseUser[]> {
  return CourseUsersResponse.parse(await listCourseUsers(db, courseId, filter));
}

interface CheckedUser {
  username: string;
  role: Role;
  group: string | null;
}

const isRole = (value: unknown): value is Role => ROLES.some((role) => role === value);

/** The reference's checks, in its order: every username, then every role. */
function checkUsers(rows: PutUsersRequest['users']): CheckedUser[] {
  const usernames = rows.map((row) => (typeof row.username === 'string' ? row.username.trim() : ''));
  if (usernames.some((u) => u === '' || u.length > MAX_USERNAME_LENGTH)) throw badRequest(INVALID_USERNAMES);
  if (new Set(usernames).size !== usernames.length) throw badRequest(`${INVALID_USERNAMES}: duplicates`);
  return rows.map((row, i) => {
    if (!isRole(row.role)) throw badRequest(INVALID_ROLES);
    const group = row.group?.trim() ?? '';
    return { username: usernames[i] ?? '', role: row.role, group: group === '' ? null : group };
  });
}

/**
 * PUT admin/users (the Add Users tab): in one transaction, creates the users not seen before,
 * enrols them (or updates role and group of existing members), creates the named groups and makes
 * each listed staff or admin the leader of their group. Set-based statements in batches, so 1,000
 * users cost a handful of round trips, not thousands.
 */
export async function addUsersFromCsv(
  db: Database,
  caller: AuthUser,
  courseId: number,
  input: PutUsersRequest,
  providerIds: readonly string[],
): Promise<void> {
  if (!providerIds.includes(input.provider)) throw badRequest(INVALID_PROVIDER);
  const rows = checkUsers(input.users);
  if (rows.length === 0) return;
  const self = rows.find((r) => r.username === caller.username && input.provider === caller.provider);
  if (self && self.role !== 'admin') throw badRequest(OWN_ROLE);

  await db.transaction(async (tx) => {
    if (!(await lockCourse(tx, courseId))) throw notFound(COURSE_NOT_FOUND);
    const userIds = await ensureUsers(
      tx,
      input.provider,
      rows.map((r) => r.username),
    );
    const idOf = (username: string) => {
      const id = userIds.get(username);
      if (id === undefined) throw new Error(`User ${username} was neither found nor created`);
      return id;
    };
    const members = await registeredUserIds(tx, courseId, [...userIds.values()]);
    const newcomers = rows.map((r) => idOf(r.username)).filter((id) => !members.has(id));
    if ((await countRegistrations(tx, courseId)) + newcomers.length > MAX_COURSE_USERS) {
      throw badRequest(TOO_MANY_USERS);
    }
    const groupIds = await ensureGroups(tx, courseId, [
      ...new Set(rows.flatMap((r) => (r.group ? [r.group] : []))),
    ]);
    const values: RegistrationValues[] = rows.map((r) => ({
      userId: idOf(r.username),
      role: r.role,
      groupId: r.group ? (groupIds.get(r.group) ?? null) : null,
    }));
    const regIds = await upsertRegistrations(tx, courseId, values);
    // One leader per group: the last staff or admin listed with it.
    const leaders = new Map<number, number>();
    for (const v of values) {
      const regId = regIds.get(v.userId);
      if (v.groupId !== null && regId !== undefined && isStaffOrAdmin(v.role)) leaders.set(v.groupId, regId);
    }
    for (const [groupId, regId] of leaders) await setGroupLeader(tx, groupId, regId);
    await viewCourseOnEnrolment(tx, courseId, newcomers);
  });
}

/** The registration an admin acts on: it must exist and belong to the admin's course. */
async function targetRegistration(db: Database, courseId: number, courseRegId: number) {
  const target = await findRegistrationById(db, courseRegId);
  if (!target) throw badRequest(NO_REGISTRATION);
  if (target.courseId !== courseId) throw forbidden(OTHER_COURSE);
  return target;
}

/** PUT admin/users/:crid/role. Nobody changes their own role (the last admin cannot leave). */
export async function updateRole(db: Database, admin: CourseReg, courseRegId: number, role: Role) {
  const target = await targetRegistration(db, admin.courseId, courseRegId);
  if (target.id === admin.id) throw badRequest(OWN_ROLE);
  await db.transaction(async (tx) => {
    await setRole(tx, target.id, role);
    if (!isStaffOrAdmin(role)) await clearLeadership(tx, target.id);
  });
}

/**
 * DELETE admin/users/:crid: the registration goes; the member's answers and submissions go with
 * it through their foreign keys' cascade (tables of a later issue). Admins, the caller included,
 * stay.
 */
export async function removeUser(db: Database, admin: CourseReg, courseRegId: number) {
  const target = await targetRegistration(db, admin.courseId, courseRegId);
  if (target.role === 'admin' || target.id === admin.id) throw badRequest(ADMIN_NOT_DELETABLE);
  await db.transaction(async (tx) => {
    await deleteRegistration(tx, target.id);
    await clearLatestViewedCourse(tx, target.userId, admin.courseId);
  });
}
