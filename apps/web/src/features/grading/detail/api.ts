import { type GradeChanges, gradingRoutes } from '@sa/contracts';
import { useMemo } from 'react';
import { z } from 'zod';
import type { RouteCaller } from '../../../api/call';
import type { ApiClient } from '../../../api/client';
import { useServices } from '../../../app/services';

/** Reautograding answers 204 with no body. */
const NoContent = z.unknown();

/**
 * Grading one submission (spec 2 section 7), through the route table. `api` serves the
 * autograding route, which is not in the table yet.
 */
export function gradingDetailEndpoints(call: RouteCaller, api: ApiClient) {
  return {
    detail: (submissionId: number) => call(gradingRoutes.detail, { params: { submissionId } }),
    /** Quiet: the editor shows the server's reason (an XP out of bounds) itself. */
    saveGrade: (submissionId: number, questionId: number, grading: GradeChanges) =>
      call(
        gradingRoutes.saveGrade,
        { params: { submissionId, questionId }, body: { grading } },
        { quiet: true },
      ),
    /** Quiet: the spec's own toasts say how it went. */
    reautogradeQuestion: (submissionId: number, questionId: number) =>
      api.courseRequest(`admin/grading/${submissionId}/${questionId}/autograde`, {
        method: 'POST',
        schema: NoContent,
        quiet: true,
      }),
  };
}

export type GradingDetailEndpoints = ReturnType<typeof gradingDetailEndpoints>;

export function useGradingDetailEndpoints() {
  const { call, api } = useServices();
  return useMemo(() => gradingDetailEndpoints(call, api), [call, api]);
}

export const gradingDetailKeys = {
  detail: (courseId: number | undefined, submissionId: number) =>
    ['grading', courseId, 'detail', submissionId] as const,
};
