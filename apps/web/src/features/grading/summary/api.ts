import { gradingRoutes } from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';

/** GET admin/grading/summary, loaded each time the dashboard opens (spec 2 section 7). */
export function useGradingSummary() {
  const { call } = useServices();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  return useQuery({
    queryKey: ['grading', courseId, 'summary'],
    queryFn: () => call(gradingRoutes.summary),
    refetchOnMount: 'always',
  });
}
