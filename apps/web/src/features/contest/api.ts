import { contestRoutes } from '@sa/contracts';
import { useMemo } from 'react';
import type { RouteCaller } from '../../api/call';
import { useServices } from '../../app/services';

/**
 * Staff's contest actions on a voting assessment (api-reference-routes 1.5): the id is the voting
 * assessment's, whose voting questions point at their contests. They answer text ('Contest scores
 * calculated', 'XP Dispatched', ...). Quiet: the page toasts the answer.
 */
export function contestEndpoints(call: RouteCaller) {
  return {
    calculateScores: (assessmentId: number) =>
      call(contestRoutes.calculateScores, { params: { assessmentId } }, { quiet: true }),
    dispatchXp: (assessmentId: number) =>
      call(contestRoutes.dispatchXp, { params: { assessmentId } }, { quiet: true }),
  };
}

export function useContestEndpoints() {
  const { call } = useServices();
  return useMemo(() => contestEndpoints(call), [call]);
}
