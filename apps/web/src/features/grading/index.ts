import type { Area } from '../../app/area-rules/types';

/**
 * Grading (spec 2 "Grading list", "Grading detail", "Group grading summary"): staff and admins
 * list the course's submissions, grade one question at a time (the question index in the URL
 * counts from 0, as the reference's does) and see the summary per group on the dashboard.
 */
export const gradingArea: Area = {
  id: 'grading',
  courseRoutes: [
    { path: 'grading', load: () => import('./list/GradingListPage'), requires: { role: 'staff' } },
    {
      path: 'grading/:submissionId/:questionId',
      load: () => import('./detail/GradingDetailPage'),
      requires: { role: 'staff' },
    },
    { path: 'dashboard', load: () => import('./summary/GradingSummaryPage'), requires: { role: 'staff' } },
  ],
  navLinks: [
    // Spec 1 section 2.4 orders the staff links Ground Control, Dashboard, Sourcereel, Grading.
    {
      label: 'Dashboard',
      scope: 'course',
      path: 'dashboard',
      placement: 'staff',
      requires: { role: 'staff' },
    },
    { label: 'Grading', scope: 'course', path: 'grading', placement: 'staff', requires: { role: 'staff' } },
  ],
};
