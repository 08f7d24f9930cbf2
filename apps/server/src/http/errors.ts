import type { z } from 'zod';

/**
 * An error whose message is the plain-text body the client gets (the reference API answers
 * errors as text, e.g. `Forbidden`). Anything else thrown from a handler is a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers that belong to the answer, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorised = () => new HttpError(401, 'Unauthorised');
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

/** One line naming each problem, e.g. `courseName: Course Name cannot be empty!`. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * Validates request input with a contracts schema. A failure is a 400 whose message starts with
 * `prefix` (the reference API's wording, e.g. `Invalid parameter(s)`) and names the problem.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  prefix = 'Invalid parameter(s)',
): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(`${prefix}: ${describeZodError(result.error)}`);
  return result.data;
}
