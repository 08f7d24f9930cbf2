import { AssessmentOverviewsResponse, AssessmentResponse, type SaveAnswerRequest } from '@sa/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';

const OkText = z.string();

/** The learner's assessment calls (spec 1 section 7), typed and parsed with the contracts. */
export function assessmentEndpoints(api: ApiClient) {
  return {
    overviews: () => api.courseRequest('assessments', { schema: AssessmentOverviewsResponse }),
    /** Quiet: a 403 (password) or 400 (not found) is handled by the workspace, not toasted. */
    assessment: (id: number) =>
      api.courseRequest(`assessments/${id}`, { schema: AssessmentResponse, quiet: true }),
    unlock: (id: number, password: string) =>
      api.courseRequest(`assessments/${id}/unlock`, {
        method: 'POST',
        body: { password },
        schema: AssessmentResponse,
        quiet: true,
      }),
    /** Quiet: the workspace toasts the server's reason for a refusal ('Assessment not open'). */
    /** `editedAt`: when the edit was made, so a late save never overwrites a newer one (ADR 3). */
    saveAnswer: (questionId: number, answer: SaveAnswerRequest['answer'], editedAt?: string) =>
      api.courseRequest(`assessments/question/${questionId}/answer`, {
        method: 'POST',
        body: editedAt === undefined ? { answer } : { answer, editedAt },
        schema: OkText,
        quiet: true,
      }),
    submit: (id: number) => api.courseRequest(`assessments/${id}/submit`, { method: 'POST', schema: OkText }),
  };
}

export function useAssessmentEndpoints() {
  const { api } = useServices();
  return useMemo(() => assessmentEndpoints(api), [api]);
}

/** Query keys, per course: invalidating ['assessments', courseId] refreshes every list and detail. */
export const assessmentKeys = {
  all: (courseId: number | undefined) => ['assessments', courseId] as const,
  overviews: (courseId: number | undefined) => ['assessments', courseId, 'overviews'] as const,
  detail: (courseId: number | undefined, id: number) => ['assessments', courseId, 'detail', id] as const,
};
