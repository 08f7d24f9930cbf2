import { autogradingRoutes, type GradeChanges, GradingDetailResponse } from '@sa/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import { createRouteCaller } from '../../../api/call';
import type { ApiClient } from '../../../api/client';
import { useServices } from '../../../app/services';

const OkText = z.string();

/** Grading one submission (spec 2 section 7), typed and parsed with the contracts. */
export function gradingDetailEndpoints(api: ApiClient) {
  const call = createRouteCaller(api);
  return {
    detail: (submissionId: number) =>
      api.courseRequest(`admin/grading/${submissionId}`, { schema: GradingDetailResponse }),
    /** Quiet: the editor shows the server's reason (an XP out of bounds) itself. */
    saveGrade: (submissionId: number, questionId: number, grading: GradeChanges) =>
      api.courseRequest(`admin/grading/${submissionId}/${questionId}`, {
        method: 'POST',
        body: { grading },
        schema: OkText,
        quiet: true,
      }),
    /** Quiet: the spec's own toasts say how it went. */
    reautogradeQuestion: (submissionId: number, questionId: number) =>
      call(autogradingRoutes.question, { params: { submissionId, questionId } }, { quiet: true }),
  };
}

export type GradingDetailEndpoints = ReturnType<typeof gradingDetailEndpoints>;

export function useGradingDetailEndpoints() {
  const { api } = useServices();
  return useMemo(() => gradingDetailEndpoints(api), [api]);
}

export const gradingDetailKeys = {
  detail: (courseId: number | undefined, submissionId: number) =>
    ['grading', courseId, 'detail', submissionId] as const,
};
