import { UserResponse } from '@sa/contracts';
import { z } from 'zod';

/**
 * What the browser remembers between visits: the token pair and the last GET /v2/user answer
 * (user, courses, and the current course's registration, configuration and assessment types).
 * The stored copy is parsed with this schema on load, so a stale or damaged blob is rejected.
 */
export const SessionSnapshot = z.object({
  tokens: z.object({ accessToken: z.string(), refreshToken: z.string() }).nullable(),
  profile: UserResponse.nullable(),
});
export type SessionSnapshot = z.infer<typeof SessionSnapshot>;
