import { useMemo } from 'react';
import { z } from 'zod';
import type { ApiClient } from '../../../api/client';
import { useServices } from '../../../app/services';

/** Both routes answer 'OK'. */
const Text = z.string();

/**
 * Publishing one submission's grading (api-reference-routes 1.5). Quiet: the caller toasts the
 * server's reason for a refusal ('Some answers are not graded', ...) instead of the generic text.
 */
export function publishingEndpoints(api: ApiClient) {
  return {
    setPublished: (submissionId: number, publish: boolean) =>
      api.courseRequest(`admin/grading/${submissionId}/${publish ? 'publish_grades' : 'unpublish_grades'}`, {
        method: 'POST',
        schema: Text,
        quiet: true,
      }),
  };
}

export function usePublishingEndpoints() {
  const { api } = useServices();
  return useMemo(() => publishingEndpoints(api), [api]);
}
