import { ROLES } from '@sa/domain';
import { z } from 'zod';

export const RoleSchema = z.enum(ROLES);

/** A positive integer id taken from a URL segment ("12" -> 12). */
export const IdParam = z.coerce.number().int().positive();

export const CourseParams = z.object({ courseId: IdParam });
export type CourseParams = z.infer<typeof CourseParams>;

/** Success with no data answers the plain text `OK`, as the reference API does. */
export const OK = 'OK';
