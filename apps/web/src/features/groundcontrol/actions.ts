import type { AssessmentOverview, UpdateAssessmentRequest } from '@sa/contracts';
import { useNotifier } from '../../app/toaster';
import { useGroundControlEndpoints, useRefreshAssessments } from './api';
import { callErrorText } from './callErrors';

/**
 * The grid's writes. Each toasts its outcome (spec 2 section 7's success texts, or the server's
 * reason) and refreshes the assessment lists; each resolves to whether it worked.
 */
export function useAssessmentActions() {
  const endpoints = useGroundControlEndpoints();
  const notifier = useNotifier();
  const refresh = useRefreshAssessments();

  const run = async (call: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await call();
    } catch (error) {
      const message = callErrorText(error);
      if (message) notifier.show(message);
      return false;
    }
    notifier.show(success, { intent: 'success' });
    await refresh();
    return true;
  };

  return {
    /** The server takes both dates together; the caller passes the unchanged one as it was. */
    changeDates: (
      assessment: AssessmentOverview,
      dates: Required<Pick<UpdateAssessmentRequest, 'openAt' | 'closeAt'>>,
    ) => run(() => endpoints.update(assessment.id, dates), 'Updated successfully!'),
    setPublished: (assessment: AssessmentOverview, isPublished: boolean) =>
      run(
        () => endpoints.update(assessment.id, { isPublished }),
        isPublished ? 'Published successfully!' : 'Unpublished successfully!',
      ),
    remove: (assessment: AssessmentOverview) =>
      run(() => endpoints.remove(assessment.id), 'Deleted successfully!'),
  };
}
