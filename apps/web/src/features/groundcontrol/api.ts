import type { Intent } from '@blueprintjs/core';
import { adminPanelRoutes, groundControlRoutes, type UpdateAssessmentRequest } from '@sa/contracts';
import type { SourceChapter, SourceVariant } from '@sa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { assessmentKeys, useAssessmentEndpoints } from '../assessments';

export interface UploadInput {
  file: File;
  forceUpdate: boolean;
  assessmentConfigId: number;
}

/**
 * Ground Control's /v2 calls (spec 2 section 7), through the route table; the sublanguage is the
 * course configuration's. They are quiet: the page toasts the server's own message for a refused
 * change (see callErrors.ts) instead of the generic text.
 */
export function groundControlEndpoints(call: RouteCaller) {
  return {
    upload: ({ file, forceUpdate, assessmentConfigId }: UploadInput) => {
      const form = new FormData();
      form.append('forceUpdate', forceUpdate ? 'true' : 'false');
      form.append('assessmentConfigId', String(assessmentConfigId));
      form.append('assessment', file, file.name);
      return call(groundControlRoutes.upload, { body: form }, { quiet: true });
    },
    update: (assessmentId: number, body: UpdateAssessmentRequest) =>
      call(groundControlRoutes.update, { params: { assessmentId }, body }, { quiet: true }),
    remove: (assessmentId: number) =>
      call(groundControlRoutes.remove, { params: { assessmentId } }, { quiet: true }),
    setSublanguage: (sourceChapter: SourceChapter, sourceVariant: SourceVariant) =>
      call(adminPanelRoutes.updateConfig, { body: { sourceChapter, sourceVariant } }, { quiet: true }),
  };
}

export function useGroundControlEndpoints() {
  const { call } = useServices();
  return useMemo(() => groundControlEndpoints(call), [call]);
}

const courseIdOf = (snapshot: ReturnType<typeof useSession>) =>
  snapshot.profile?.courseRegistration?.courseId;

/**
 * The course's assessments under the learner listing's query key: staff get every assessment,
 * published or not, from the same GET, and a change made here refreshes the listing as well.
 */
export function useAssessmentOverviews() {
  const courseId = courseIdOf(useSession());
  const { overviews } = useAssessmentEndpoints();
  return useQuery({ queryKey: assessmentKeys.overviews(courseId), queryFn: overviews });
}

/** Refetches every assessment query of the course (lists and opened assessments). */
export function useRefreshAssessments() {
  const courseId = courseIdOf(useSession());
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
}

/** What an upload's 200 answer means to the user. */
export function uploadOutcome(answer: string): { message: string; intent: Intent } {
  if (answer === 'OK') return { message: 'Uploaded successfully!', intent: 'success' };
  // 'Force Update OK' is a success; 'Assessment has submissions, ignoring...' changed nothing.
  if (answer.toLowerCase().includes('ignoring')) return { message: answer, intent: 'warning' };
  return { message: answer, intent: 'success' };
}
