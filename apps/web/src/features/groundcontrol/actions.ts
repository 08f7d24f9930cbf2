import type { AssessmentOverview, UpdateAssessmentRequest } from '@sa/contracts';
import { useNotifier } from '../../app/toaster';
import { callErrorText } from '../../lib/callErrors';
import { ENTRIES_ASSIGNED } from '../contest';
import { useGroundControlEndpoints, useRefreshAssessments } from './api';

/**
 * The grid's writes. Each toasts its outcome (spec 2 section 7's success texts, or the server's
 * reason) and refreshes the assessment lists; each resolves to whether it worked.
 */
export function useAssessmentActions() {
  const endpoints = useGroundControlEndpoints();
  const notifier = useNotifier();
  const refresh = useRefreshAssessments();

  const run = async (
    call: () => Promise<unknown>,
    success: string | ((answer: unknown) => string),
  ): Promise<boolean> => {
    let answer: unknown;
    try {
      answer = await call();
    } catch (error) {
      const message = callErrorText(error);
      if (message) notifier.show(message);
      return false;
    }
    notifier.show(typeof success === 'string' ? success : success(answer), { intent: 'success' });
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
    /** 1 makes it an individual assessment; more lets staff form teams of that size. */
    setTeamSize: (assessment: AssessmentOverview, maxTeamSize: number) =>
      run(() => endpoints.update(assessment.id, { maxTeamSize }), 'Updated successfully!'),
    remove: (assessment: AssessmentOverview) =>
      run(() => endpoints.remove(assessment.id), 'Deleted successfully!'),
    /** (Re)assigns the contest entries of the assessment's voting questions: old votes are dropped. */
    assignEntries: (assessment: AssessmentOverview) =>
      run(
        () => endpoints.update(assessment.id, { assignEntriesForVoting: true }),
        // The server's text when it says more than its plain 'OK'.
        (answer) => (typeof answer === 'string' && answer !== 'OK' ? answer : ENTRIES_ASSIGNED),
      ),
  };
}
