import { and, eq } from 'drizzle-orm';
import type { CourseReg } from '../../auth/guard';
import type { Executor } from '../../db/client';
import { courseRegistrations } from '../../db/schema';

/** A member's registration in the course, as the guard would have set it for them; undefined if not a member. */
export async function findCourseReg(
  executor: Executor,
  courseId: number,
  courseRegId: number,
): Promise<CourseReg | undefined> {
  const [row] = await executor
    .select({
      id: courseRegistrations.id,
      courseId: courseRegistrations.courseId,
      userId: courseRegistrations.userId,
      role: courseRegistrations.role,
      groupId: courseRegistrations.groupId,
    })
    .from(courseRegistrations)
    .where(and(eq(courseRegistrations.courseId, courseId), eq(courseRegistrations.id, courseRegId)));
  return row;
}
