import { z } from 'zod';

/**
 * The page and the service worker speak about the research log in these messages (spec 1
 * section 8). The page hands over whose entries to send and with which token, again whenever the
 * token changes and every interval (which also wakes a worker the browser stopped); a null token
 * (signed out) stops sending. The worker asks the pages for a new token after a 401.
 */
export const EventLogTokenMessage = z.object({
  type: z.literal('eventlog/token'),
  accessToken: z.string().min(1).nullable(),
  userId: z.number().int().nullable(),
  intervalMs: z.number().int().min(1_000).max(3_600_000),
});
export type EventLogTokenMessage = z.infer<typeof EventLogTokenMessage>;

export const EventLogUnauthorizedMessage = z.object({ type: z.literal('eventlog/unauthorized') });
export type EventLogUnauthorizedMessage = z.infer<typeof EventLogUnauthorizedMessage>;

export const EVENT_LOG_UNAUTHORIZED: EventLogUnauthorizedMessage = { type: 'eventlog/unauthorized' };
