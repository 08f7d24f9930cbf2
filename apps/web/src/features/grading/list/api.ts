import {
  GradingExportResponse,
  type GradingListFilters,
  type GradingListQueryInput,
  GradingListResponse,
} from '@sa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../../api/client';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';

/** Unsubmit answers 'OK'; reautograde answers 204 with an empty body. */
const Text = z.string();

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
  return {
    list: (query: GradingListQueryInput) =>
      api.courseRequest(`admin/grading${queryString(query)}`, { schema: GradingListResponse }),
    exportRows: (filters: ListFilterInput) =>
      api.courseRequest(`admin/grading/export${queryString(filters)}`, { schema: GradingExportResponse }),
    reautograde: (submissionId: number) =>
      api.courseRequest(`admin/grading/${submissionId}/autograde`, {
        method: 'POST',
        schema: Text,
        quiet: true,
      }),
    unsubmit: (submissionId: number) =>
      api.courseRequest(`admin/grading/${submissionId}/unsubmit`, {
        method: 'POST',
        schema: Text,
        quiet: true,
      }),
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
