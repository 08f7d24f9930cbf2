import {
  autogradingRoutes,
  type GradingListFilters,
  type GradingListQueryInput,
  gradingRoutes,
  submissionRoutes,
} from '@sa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { RouteCaller } from '../../../api/call';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';

/** Filters as they go into the query string. */
export type ListFilterInput = z.input<typeof GradingListFilters>;

/**
 * The grading list's calls (spec 2 section 7), through the route table. The actions are quiet:
 * the page toasts their outcome in the spec's own words.
 */
export function gradingListEndpoints(call: RouteCaller) {
  return {
    list: (query: GradingListQueryInput) => call(gradingRoutes.list, { query }),
    exportRows: (filters: ListFilterInput) => call(gradingRoutes.export, { query: filters }),
    reautograde: (submissionId: number) =>
      call(autogradingRoutes.submission, { params: { submissionId } }, { quiet: true }),
    unsubmit: (submissionId: number) =>
      call(submissionRoutes.unsubmit, { params: { submissionId } }, { quiet: true }),
  };
}

export function useGradingListEndpoints() {
  const { call } = useServices();
  return useMemo(() => gradingListEndpoints(call), [call]);
}

/** Every grading query of a course starts with this key, so one invalidation refreshes them all. */
export const gradingKeys = {
  all: (courseId: number | undefined) => ['grading', courseId] as const,
  list: (courseId: number | undefined, query: GradingListQueryInput) =>
    ['grading', courseId, 'list', query] as const,
};

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useGradingList(query: GradingListQueryInput) {
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const { list } = useGradingListEndpoints();
  return useQuery({
    queryKey: gradingKeys.list(courseId, query),
    queryFn: () => list(query),
    enabled: courseId !== undefined,
    placeholderData: keepPreviousData,
  });
}
