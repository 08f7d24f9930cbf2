import type { NotificationOutput } from '@sa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../app/session/hooks';
import { notificationKeys, useNotificationEndpoints } from './api';
import { acknowledgedOnOpen } from './counts';

/** Unread notifications are polled this often while a page showing badges is open. */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** The caller's unread notifications in the current course (GET notifications). */
export function useNotifications() {
  const endpoints = useNotificationEndpoints();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  return useQuery({
    queryKey: notificationKeys.unread(courseId),
    queryFn: endpoints.notifications,
    enabled: courseId !== undefined,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * Acknowledges the notifications of the opened assessment (POST notifications/acknowledge) and
 * drops them from the cached list at once, so every badge clears without waiting for a refetch.
 * Each id is sent once per mounted page, even when a refetch returns it before the POST lands.
 */
export function useAcknowledgeAssessment(assessmentId: number | undefined): void {
  const { data } = useNotifications();
  const endpoints = useNotificationEndpoints();
  const queryClient = useQueryClient();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const sent = useRef(new Set<number>());

  useEffect(() => {
    if (assessmentId === undefined || !data) return;
    const ids = acknowledgedOnOpen(data, assessmentId).filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    const key = notificationKeys.unread(courseId);
    queryClient.setQueryData<NotificationOutput[]>(key, (old) => old?.filter((n) => !ids.includes(n.id)));
    endpoints.acknowledge(ids).catch(() => queryClient.invalidateQueries({ queryKey: key }));
  }, [assessmentId, data, courseId, endpoints, queryClient]);
}
