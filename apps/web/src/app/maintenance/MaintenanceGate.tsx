import { activeMaintenancePeriod, isStaffOrAdmin } from '@sa/domain';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useNow } from '../../lib/useNow';
import { useDeployment } from '../deployment';
import { Disabled } from '../pages/Disabled';
import { useSessionView } from '../session/hooks';

/** Spec 1 section 9: maintenance periods are checked every 5000 ms. */
export const MAINTENANCE_CHECK_MS = 5000;

/**
 * During a maintenance period everyone but the current course's staff and admin sees the
 * Disabled page. /login stays open so that staff whose session ended can still sign in.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { maintenancePeriods } = useDeployment();
  const { role } = useSessionView();
  const { pathname } = useLocation();
  const now = useNow(MAINTENANCE_CHECK_MS);
  const period = activeMaintenancePeriod(maintenancePeriods, now);
  if (period && !isStaffOrAdmin(role) && pathname !== '/login') return <Disabled reason={period.reason} />;
  return children;
}
