import type { GradingListRow } from '@sa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/errors';
import { useSession } from '../../../app/session/hooks';
import { useNotifier } from '../../../app/toaster';
import { callErrorText } from '../../../lib/callErrors';
import { gradingKeys, useGradingListEndpoints } from './api';

/** Spec 2 section 7's texts for reautograding. */
export const REAUTOGRADE_QUEUED = 'Autograde job queued successfully.';
export const REAUTOGRADE_NOT_SUBMITTED = 'Cannot reautograde non-submitted submission.';
export const REAUTOGRADE_FAILED = 'Failed to queue autograde job.';
export const UNSUBMIT_DONE = 'Unsubmit successful';

/**
 * The list's two writes, each toasting its outcome and refreshing every grading query of the
 * course (the list, and a grading detail that may be cached).
 */
export function useGradingActions() {
  const endpoints = useGradingListEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const refresh = () => queryClient.invalidateQueries({ queryKey: gradingKeys.all(courseId) });

  return {
    async reautograde(row: GradingListRow): Promise<void> {
      try {
        await endpoints.reautograde(row.id);
      } catch (error) {
        const refused = error instanceof ApiError && error.status === 400;
        notifier.show(refused ? REAUTOGRADE_NOT_SUBMITTED : REAUTOGRADE_FAILED);
        return;
      }
      notifier.show(REAUTOGRADE_QUEUED, { intent: 'success' });
      await refresh();
    },
    async unsubmit(row: GradingListRow): Promise<void> {
      try {
        await endpoints.unsubmit(row.id);
      } catch (error) {
        // The server's reason ('Grading has not been unpublished', ...) says more than a status.
        const message = callErrorText(error);
        if (message) notifier.show(message);
        return;
      }
      notifier.show(UNSUBMIT_DONE, { intent: 'success' });
      await refresh();
    },
  };
}
