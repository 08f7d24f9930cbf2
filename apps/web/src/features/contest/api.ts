import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../api/client';
import { useServices } from '../../app/services';

/** The routes answer plain text ('Contest scores calculated', 'XP Dispatched', ...). */
const Text = z.string();

/**
 * Staff's contest actions on a voting assessment (api-reference-routes 1.5): the id is the voting
 * assessment's, whose voting questions point at their contests. Quiet: the page toasts the answer.
 */
export function contestEndpoints(api: ApiClient) {
  const post = (assessmentId: number, action: string) =>
    api.courseRequest(`admin/assessments/${assessmentId}/${action}`, {
      method: 'POST',
      schema: Text,
      quiet: true,
    });
  return {
    calculateScores: (assessmentId: number) => post(assessmentId, 'contest_calculate_score'),
    dispatchXp: (assessmentId: number) => post(assessmentId, 'contest_dispatch_xp'),
  };
}

export function useContestEndpoints() {
  const { api } = useServices();
  return useMemo(() => contestEndpoints(api), [api]);
}
