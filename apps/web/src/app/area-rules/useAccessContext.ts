import { useDeployment } from '../deployment';
import { useSession, viewOf } from '../session/hooks';
import type { AccessContext } from './rules';

export function useAccessContext(): AccessContext {
  const snapshot = useSession();
  const view = viewOf(snapshot);
  const deployment = useDeployment();
  return {
    signedIn: view.signedIn,
    role: view.role,
    courseId: view.courseId,
    course: view.courseId === null ? null : (snapshot.profile?.courseConfiguration ?? null),
    deployment,
  };
}
