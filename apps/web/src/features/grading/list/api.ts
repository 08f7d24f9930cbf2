import {
  autogradingRoutes,
  GradingExportResponse,
  type GradingListFilters,
  type GradingListQueryInput,
  GradingListResponse,
  submissionRoutes,
} from '@sa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { createRouteCaller } from '../../../api/call';
import type { ApiClient } from '../../../api/client';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';

/** Filters as they go into the query string. */
export type ListFilterInput = z.input<typeof GradingListFilters>;

function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The grading list's calls (spec 2 section 7). The actions are quiet: the page toasts their
 * outcome in the spec's own words.
 */
export function gradingListEndpoints(api: ApiClient) {
  const call = createRouteCaller(api);
  return {
    list: (query: GradingListQueryInput) =>
      api.courseRequest(`admin/grading${queryString(query)}`, { schema: GradingListResponse }),
    exportRows: (filters: ListFilterInput) =>
      api.courseRequest(`admin/grading/export${queryString(filters)}`, { schema: GradingExportResponse }),
    reautograde: (submissionId: number) =>
      call(autogradingRoutes.submission, { params: { submissionId } }, { quiet: true }),
    unsubmit: (submissionId: number) =>
      call(submissionRoutes.unsubmit, { params: { submissionId } }, { quiet: true }),
  };
}

export function useGradingListEndpoints() {
  const { api } = useServices();
  return useMemo(() => gradingListEndpoints(api), [api]);
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
