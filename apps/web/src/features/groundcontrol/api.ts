import type { Intent } from '@blueprintjs/core';
import type { UpdateAssessmentRequest } from '@sa/contracts';
import type { SourceChapter, SourceVariant } from '@sa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { assessmentKeys, useAssessmentEndpoints } from '../assessments';

/** These routes answer plain text ('OK', 'Force Update OK', ...). */
const Text = z.string();

export interface UploadInput {
  file: File;
  forceUpdate: boolean;
  assessmentConfigId: number;
}

/**
 * Ground Control's /v2 calls (spec 2 section 7). They are quiet: the page toasts the server's
 * own message for a refused change (see callErrors.ts) instead of the generic text.
 */
export function groundControlEndpoints(api: ApiClient) {
  return {
    upload: ({ file, forceUpdate, assessmentConfigId }: UploadInput) => {
      const form = new FormData();
      form.append('forceUpdate', forceUpdate ? 'true' : 'false');
      form.append('assessmentConfigId', String(assessmentConfigId));
      form.append('assessment', file, file.name);
      return api.courseRequest('admin/assessments', {
        method: 'POST',
        body: form,
        schema: Text,
        quiet: true,
      });
    },
    update: (assessmentId: number, body: UpdateAssessmentRequest) =>
      api.courseRequest(`admin/assessments/${assessmentId}`, {
        method: 'POST',
        body,
        schema: Text,
        quiet: true,
      }),
    remove: (assessmentId: number) =>
      api.courseRequest(`admin/assessments/${assessmentId}`, { method: 'DELETE', schema: Text, quiet: true }),
    setSublanguage: (sourceChapter: SourceChapter, sourceVariant: SourceVariant) =>
      api.courseRequest('admin/config', {
        method: 'PUT',
        body: { sourceChapter, sourceVariant },
        schema: Text,
        quiet: true,
      }),
  };
}

export function useGroundControlEndpoints() {
  const { api } = useServices();
  return useMemo(() => groundControlEndpoints(api), [api]);
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
