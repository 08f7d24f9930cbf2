import type { NotificationOutput } from '@sa/contracts';
import { NOTIFICATION_TEXT } from '@sa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../../app/session/hooks';
import { assessmentKeys, useAssessmentEndpoints } from './api';

/** Unread notifications are polled this often while a page showing badges is open. */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** The caller's unread notifications in the current course (GET notifications). */
export function useNotifications() {
  const endpoints = useAssessmentEndpoints();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  return useQuery({
    queryKey: assessmentKeys.notifications(courseId),
    queryFn: endpoints.notifications,
    enabled: courseId !== undefined,
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** Badge count of one assessment type (the type's name, as notifications carry it). */
export function countForType(list: readonly NotificationOutput[], type: string): number {
  return list.filter((n) => n.assessment.type === type).length;
}

/** Badge count of one assessment's card. */
/** The texts of an assessment's unread notifications, in the order they came. */
export function textsForAssessment(list: readonly NotificationOutput[], assessmentId: number): string[] {
  return list.filter((n) => n.assessment_id === assessmentId).flatMap((n) => NOTIFICATION_TEXT[n.type] ?? []);
}

export function countForAssessment(list: readonly NotificationOutput[], assessmentId: number): number {
  return list.filter((n) => n.assessment_id === assessmentId).length;
}

/**
 * What opening an assessment acknowledges: its notifications, except 'submitted' ones - those tell
 * staff about a student's submission and are cleared where that submission is graded.
 */
export function acknowledgedOnOpen(list: readonly NotificationOutput[], assessmentId: number): number[] {
  return list.filter((n) => n.assessment_id === assessmentId && n.type !== 'submitted').map((n) => n.id);
}

/**
 * Acknowledges the notifications of the opened assessment (POST notifications/acknowledge) and
 * drops them from the cached list at once, so every badge clears without waiting for a refetch.
 * Each id is sent once per mounted page, even when a refetch returns it before the POST lands.
 */
export function useAcknowledgeAssessment(assessmentId: number | undefined): void {
  const { data } = useNotifications();
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const sent = useRef(new Set<number>());

  useEffect(() => {
    if (assessmentId === undefined || !data) return;
    const ids = acknowledgedOnOpen(data, assessmentId).filter((id) => !sent.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    const key = assessmentKeys.notifications(courseId);
    queryClient.setQueryData<NotificationOutput[]>(key, (old) => old?.filter((n) => !ids.includes(n.id)));
    endpoints.acknowledge(ids).catch(() => queryClient.invalidateQueries({ queryKey: key }));
  }, [assessmentId, data, courseId, endpoints, queryClient]);
}
