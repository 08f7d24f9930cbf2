import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../app/session/hooks';
import { useNotifier } from '../../../app/toaster';
import { callErrorText } from '../../../lib/callErrors';
import { gradingKeys } from '../list/api';
import { usePublishingEndpoints } from './api';
import { PUBLISHED, UNPUBLISHED } from './texts';

/**
 * Publishes or unpublishes one submission's grading, toasts how it went (the server's own reason
 * when it refuses) and refreshes every grading query of the course: the list and the detail.
 */
export function usePublishGrading() {
  const endpoints = usePublishingEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const courseId = useSession().profile?.courseRegistration?.courseId;

  return async (submissionId: number, publish: boolean): Promise<boolean> => {
    try {
      await endpoints.setPublished(submissionId, publish);
    } catch (error) {
      const message = callErrorText(error);
      if (message) notifier.show(message);
      return false;
    }
    notifier.show(publish ? PUBLISHED : UNPUBLISHED, { intent: 'success' });
    await queryClient.invalidateQueries({ queryKey: gradingKeys.all(courseId) });
    return true;
  };
}
