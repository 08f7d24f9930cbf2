import type { Area } from '../../app/area-rules/types';
import { SOURCECAST_LINK } from './texts';

/**
 * Sourcecast (spec 2 "Sourcecast", issue 22): every member of a course replays recorded lessons;
 * the navbar links it only where the course switches sourcecasts on (spec 1 section 2.4), while a
 * shared link opens for any member. The page (the workspace, the runner) is a lazy chunk.
 */
export const sourcecastArea: Area = {
  id: 'sourcecast',
  courseRoutes: [
    { path: 'sourcecast', load: () => import('./SourcecastPage'), requires: { role: 'student' } },
    { path: 'sourcecast/:uid', load: () => import('./SourcecastPage'), requires: { role: 'student' } },
  ],
  navLinks: [
    {
      label: SOURCECAST_LINK,
      scope: 'course',
      path: 'sourcecast',
      requires: { role: 'student', courseFlag: 'enableSourcecast' },
    },
  ],
};

// The recorder page (Sourcereel) lists the same recordings.
export { sourcecastKeys, useRefreshSourcecasts } from './api';
export { sourcecastPath } from './table/rows';
export { SourcecastTable, type SourcecastTableProps } from './table/SourcecastTable';
