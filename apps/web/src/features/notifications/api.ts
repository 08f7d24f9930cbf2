import { NotificationsResponse } from '@sa/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';

const OkText = z.string();

/** The caller's unread notifications and acknowledging them (spec 1 section 8). */
export function notificationEndpoints(api: ApiClient) {
  return {
    notifications: () => api.courseRequest('notifications', { schema: NotificationsResponse }),
    acknowledge: (notificationIds: number[]) =>
      api.courseRequest('notifications/acknowledge', {
        method: 'POST',
        body: { notificationIds },
        schema: OkText,
      }),
  };
}

export function useNotificationEndpoints() {
  const { api } = useServices();
  return useMemo(() => notificationEndpoints(api), [api]);
}

export const notificationKeys = {
  unread: (courseId: number | undefined) => ['notifications', courseId] as const,
};
