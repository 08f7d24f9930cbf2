import { assessmentRoutes as assessments, type SaveAnswerRequest } from '@sa/contracts';
import { useMemo } from 'react';
import { createRouteCaller, type RouteCaller } from '../../api/call';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';

/**
 * The learner's assessment calls (spec 1 section 7), through the route table. Takes the app's
 * `call`, or an ApiClient (the achievements dashboard builds these from one).
 */
export function assessmentEndpoints(client: RouteCaller | ApiClient) {
  const call = typeof client === 'function' ? client : createRouteCaller(client);
  return {
    overviews: () => call(assessments.overviews),
    /** Quiet: a 403 (password) or 400 (not found) is handled by the workspace, not toasted. */
    assessment: (id: number) => call(assessments.show, { params: { assessmentId: id } }, { quiet: true }),
    unlock: (id: number, password: string) =>
      call(assessments.unlock, { params: { assessmentId: id }, body: { password } }, { quiet: true }),
    /** Quiet: the workspace toasts the server's reason for a refusal ('Assessment not open'). */
    /** `editedAt`: when the edit was made, so a late save never overwrites a newer one (ADR 3). */
    saveAnswer: (questionId: number, answer: SaveAnswerRequest['answer'], editedAt?: string) =>
      call(
        assessments.saveAnswer,
        { params: { questionId }, body: editedAt === undefined ? { answer } : { answer, editedAt } },
        { quiet: true },
      ),
    submit: (id: number) => call(assessments.submit, { params: { assessmentId: id } }),
  };
}

/**
 * The calls the offline save queue makes for one entry, in the entry's own course (the student
 * may be in another course by the time the network returns). All quiet: the queue says what
 * happened in its own words.
 */
export function queuedSaveEndpoints(call: RouteCaller, courseId: number) {
  return {
    answerLastModified: (questionId: number, lastModifiedAt: string | null) =>
      call(
        assessments.answerLastModified,
        { params: { courseId, questionId }, body: { lastModifiedAt } },
        { quiet: true },
      ),
    saveAnswer: (questionId: number, answer: SaveAnswerRequest['answer'], editedAt: string) =>
      call(
        assessments.saveAnswer,
        { params: { courseId, questionId }, body: { answer, editedAt } },
        { quiet: true },
      ),
    assessment: (assessmentId: number) =>
      call(assessments.show, { params: { courseId, assessmentId } }, { quiet: true }),
  };
}

export function useAssessmentEndpoints() {
  const { call } = useServices();
  return useMemo(() => assessmentEndpoints(call), [call]);
}

/** Query keys, per course: invalidating ['assessments', courseId] refreshes every list and detail. */
export const assessmentKeys = {
  all: (courseId: number | undefined) => ['assessments', courseId] as const,
  overviews: (courseId: number | undefined) => ['assessments', courseId, 'overviews'] as const,
  detail: (courseId: number | undefined, id: number) => ['assessments', courseId, 'detail', id] as const,
};
