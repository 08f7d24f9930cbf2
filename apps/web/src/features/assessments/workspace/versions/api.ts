import { VersionResponse, VersionsResponse } from '@sa/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../../../api/client';
import { useServices } from '../../../../app/services';

const OkText = z.string();
const base = (questionId: number) => `assessments/question/${questionId}/versions`;

/** The version history of the learner's answer to a question (issue 16). */
export function versionEndpoints(api: ApiClient) {
  return {
    list: (questionId: number) => api.courseRequest(base(questionId), { schema: VersionsResponse }),
    get: (questionId: number, versionId: number) =>
      api.courseRequest(`${base(questionId)}/${versionId}`, { schema: VersionResponse }),
    name: (questionId: number, versionId: number, name: string) =>
      api.courseRequest(`${base(questionId)}/${versionId}/name`, {
        method: 'PUT',
        body: { name },
        schema: OkText,
      }),
  };
}

export function useVersionEndpoints() {
  const { api } = useServices();
  return useMemo(() => versionEndpoints(api), [api]);
}

/** Under the course's assessment keys, so refreshing them after a save refreshes the history too. */
export const versionKeys = {
  list: (courseId: number, questionId: number) => ['assessments', courseId, 'versions', questionId] as const,
  one: (courseId: number, questionId: number, versionId: number) =>
    ['assessments', courseId, 'versions', questionId, versionId] as const,
};
