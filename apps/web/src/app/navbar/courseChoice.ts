import type { CourseListItem } from '@sa/contracts';

/** A course that is not viewable can be entered only by its admins (spec 1 section 2.4). */
export function canChooseCourse(course: Pick<CourseListItem, 'viewable' | 'role'>): boolean {
  return course.viewable || course.role === 'admin';
}
