import { submissionRoutes as submissions } from '@sa/contracts';
import { useMemo } from 'react';
import type { RouteCaller } from '../../../api/call';
import { useServices } from '../../../app/services';

/**
 * Publishing one submission's grading (api-reference-routes 1.5). Quiet: the caller toasts the
 * server's reason for a refusal ('Some answers are not graded', ...) instead of the generic text.
 */
export function publishingEndpoints(call: RouteCaller) {
  return {
    setPublished: (submissionId: number, publish: boolean) =>
      call(
        publish ? submissions.publishGrades : submissions.unpublishGrades,
        { params: { submissionId } },
        { quiet: true },
      ),
  };
}

export function usePublishingEndpoints() {
  const { call } = useServices();
  return useMemo(() => publishingEndpoints(call), [call]);
}
