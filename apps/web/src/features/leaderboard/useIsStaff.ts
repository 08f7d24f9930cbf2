import { hasRoleAtLeast } from '@sa/domain';
import { useSessionView } from '../../app/session/hooks';

/** Staff and admins see every board and the usernames. */
export function useIsStaff(): boolean {
  return hasRoleAtLeast(useSessionView().role, 'staff');
}
