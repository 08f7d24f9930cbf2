import { NOTIFICATION_TYPES } from '@sa/domain';
import { z } from 'zod';

/** The caller's unread notifications and acknowledging them (api-reference-routes 1.4). */

export const NotificationOutput = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  assessment_id: z.number().int(),
  submission_id: z.number().int().nullable(),
  assessment: z.object({ type: z.string(), title: z.string() }),
});
export type NotificationOutput = z.infer<typeof NotificationOutput>;
export const NotificationsResponse = z.array(NotificationOutput);

export const AcknowledgeNotificationsRequest = z.object({
  notificationIds: z.array(z.number().int().positive()).max(10_000),
});
