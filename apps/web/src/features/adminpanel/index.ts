import type { Area } from '../../app/area-rules/types';

/**
 * The admin panel (spec 2, "Admin panel"): course configuration, assessment types, users and
 * adding users from CSV. Admins only; the course home sends admins here when the course has no
 * learning area to open.
 */
export const adminPanelArea: Area = {
  id: 'adminpanel',
  courseRoutes: [{ path: 'adminpanel', load: () => import('./AdminPanel'), requires: { role: 'admin' } }],
  navLinks: [
    {
      label: 'Admin Panel',
      scope: 'course',
      path: 'adminpanel',
      placement: 'staff',
      requires: { role: 'admin' },
    },
  ],
};

// The public surface other areas use: reloading the session after a course setting changed.
export { useRefreshSession } from './api';
