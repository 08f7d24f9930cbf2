import { TotalXpResponse, USER_NOT_FOUND } from '@sa/contracts';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { isRegistrationInCourse } from './goal-queries';
import { totalXpOf } from './total-xp-queries';

/** GET user/total_xp: the caller's total XP in the course. */
export async function getTotalXp(db: Database, reg: CourseReg): Promise<TotalXpResponse> {
  return TotalXpResponse.parse({ totalXp: await totalXpOf(db, reg.id) });
}

/** GET admin/users/:courseRegId/total_xp: anyone's in the caller's course. */
export async function getUserTotalXp(
  db: Database,
  courseId: number,
  courseRegId: number,
): Promise<TotalXpResponse> {
  if (!(await isRegistrationInCourse(db, courseId, courseRegId))) throw notFound(USER_NOT_FOUND);
  return TotalXpResponse.parse({ totalXp: await totalXpOf(db, courseRegId) });
}
