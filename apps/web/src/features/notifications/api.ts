import { notificationRoutes } from '@sa/contracts';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';

/** The caller's unread notifications and acknowledging them (spec 1 section 8), through the route table. */
export function notificationEndpoints(call: RouteCaller) {
  return {
    notifications: () => call(notificationRoutes.list),
    acknowledge: (notificationIds: number[]) =>
      call(notificationRoutes.acknowledge, { body: { notificationIds } }),
  };
}

export function useNotificationEndpoints() {
  const { call } = useServices();
  return useMemo(() => notificationEndpoints(call), [call]);
}

export const notificationKeys = {
  unread: (courseId: number | undefined) => ['notifications', courseId] as const,
};
