import { ROLES } from '@sa/domain';
import { z } from 'zod';

export const RoleSchema = z.enum(ROLES);

/** A positive integer id taken from a URL segment ("12" -> 12). */
export const IdParam = z.coerce.number().int().positive();

export const CourseParams = z.object({ courseId: IdParam });
export type CourseParams = z.infer<typeof CourseParams>;

/** Success with no data answers the plain text `OK`, as the reference API does. */
export const OK = 'OK' as const;

/**
 * A query string without its empty (or blank) values: `?sortBy=&title=` means neither was given.
 * The reference web client sends such empty values in its initial state (issue 16).
 */
export function withoutEmptyQueryValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  );
}
