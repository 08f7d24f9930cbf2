import { type Sourcecast, sourcecastRoutes } from '@sa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';

/** The sourcecast calls through the route table (issue 22: list for members, delete for staff). */
export function sourcecastEndpoints(call: RouteCaller) {
  return {
    list: (courseId: number) => call(sourcecastRoutes.list, { params: { courseId } }),
    // Quiet: the table toasts the server's own reason ('Only staff can delete sourcecasts.').
    remove: (courseId: number, sourcecastId: number) =>
      call(sourcecastRoutes.remove, { params: { courseId, sourcecastId } }, { quiet: true }),
  };
}

export function useSourcecastEndpoints() {
  const { call } = useServices();
  return useMemo(() => sourcecastEndpoints(call), [call]);
}

/** Query keys per course: the player's and the recorder's tables share one list. */
export const sourcecastKeys = {
  list: (courseId: number) => ['sourcecast', courseId, 'list'] as const,
};

/** The course's sourcecasts as the server orders them (newest first). */
export function useSourcecasts(courseId: number) {
  const { list } = useSourcecastEndpoints();
  return useQuery<Sourcecast[]>({ queryKey: sourcecastKeys.list(courseId), queryFn: () => list(courseId) });
}

/** Refetches the list (after a delete, or an upload from the recorder). */
export function useRefreshSourcecasts(courseId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sourcecastKeys.list(courseId) });
}
