import { z } from 'zod';
import { RoleSchema } from './common';
import { AssessmentConfiguration, CourseConfiguration, CourseListItem } from './courses';

/** The caller's registration in their latest viewed course. */
export const CourseRegistration = z.object({
  courseRegId: z.number().int(),
  courseId: z.number().int(),
  role: RoleSchema,
  group: z.string().nullable(),
  xp: z.number(),
  maxXp: z.number(),
  story: z.object({ story: z.string().nullable(), playStory: z.boolean() }),
  gameStates: z.record(z.string(), z.unknown()),
  agreedToResearch: z.boolean().nullable(),
});
export type CourseRegistration = z.infer<typeof CourseRegistration>;

/** GET /v2/user/latest_viewed_course: the latest viewed course, or nulls when there is none. */
export const LatestViewedCourse = z.object({
  courseRegistration: CourseRegistration.nullable(),
  courseConfiguration: CourseConfiguration.nullable(),
  assessmentConfigurations: z.array(AssessmentConfiguration).nullable(),
});
export type LatestViewedCourse = z.infer<typeof LatestViewedCourse>;

/** GET /v2/user (reference API 1.2). */
export const UserResponse = LatestViewedCourse.extend({
  user: z.object({
    userId: z.number().int(),
    name: z.string().nullable(),
    username: z.string(),
    courses: z.array(CourseListItem),
  }),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const PutLatestViewedCourseRequest = z.object({ courseId: z.number().int().positive() });
export type PutLatestViewedCourseRequest = z.infer<typeof PutLatestViewedCourseRequest>;

/** PUT /v2/user/latest_viewed_course for a course the caller is not a member of. */
export const NOT_IN_COURSE = 'user is not in the course';
