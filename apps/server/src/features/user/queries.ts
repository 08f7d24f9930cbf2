import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courseRegistrations, courses, groups, users } from '../../db/schema';

/** Every course the user is registered in, with their role there. */
export function listUserCourses(executor: Executor, userId: number) {
  return executor
    .select({
      courseId: courses.id,
      courseName: courses.courseName,
      courseShortName: courses.courseShortName,
      role: courseRegistrations.role,
      viewable: courses.viewable,
    })
    .from(courseRegistrations)
    .innerJoin(courses, eq(courses.id, courseRegistrations.courseId))
    .where(eq(courseRegistrations.userId, userId))
    .orderBy(asc(courses.id));
}

/** The user's registration in a course with its group's name, or undefined when not enrolled. */
export async function findRegistration(executor: Executor, userId: number, courseId: number) {
  const [row] = await executor
    .select({
      id: courseRegistrations.id,
      courseId: courseRegistrations.courseId,
      role: courseRegistrations.role,
      gameStates: courseRegistrations.gameStates,
      agreedToResearch: courseRegistrations.agreedToResearch,
      groupName: groups.name,
    })
    .from(courseRegistrations)
    .leftJoin(groups, eq(groups.id, courseRegistrations.groupId))
    .where(and(eq(courseRegistrations.userId, userId), eq(courseRegistrations.courseId, courseId)));
  return row;
}

export async function setLatestViewedCourse(
  executor: Executor,
  userId: number,
  courseId: number,
): Promise<void> {
  await executor
    .update(users)
    .set({ latestViewedCourseId: courseId, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
