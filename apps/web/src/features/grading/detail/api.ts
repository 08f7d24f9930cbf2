import { autogradingRoutes, type GradeChanges, gradingRoutes } from '@sa/contracts';
import { useMemo } from 'react';
import type { RouteCaller } from '../../../api/call';
import { useServices } from '../../../app/services';

/** Grading one submission (spec 2 section 7), through the route table. */
export function gradingDetailEndpoints(call: RouteCaller) {
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
      call(autogradingRoutes.question, { params: { submissionId, questionId } }, { quiet: true }),
  };
}

export type GradingDetailEndpoints = ReturnType<typeof gradingDetailEndpoints>;

export function useGradingDetailEndpoints() {
  const { call } = useServices();
  return useMemo(() => gradingDetailEndpoints(call), [call]);
}

export const gradingDetailKeys = {
  detail: (courseId: number | undefined, submissionId: number) =>
    ['grading', courseId, 'detail', submissionId] as const,
};
