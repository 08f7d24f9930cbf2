import { BookIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area-rules/types';

/**
 * The textbook reader (spec 3 section 2.7): SICP JS read from the deployment's textbook address.
 * Public, and also in playground-only mode; the navbar link is for signed-in users. The reader
 * and KaTeX are a lazy chunk.
 */
export const textbookArea: Area = {
  id: 'sicpjs',
  inPlaygroundOnly: true,
  topRoutes: [
    { path: 'sicpjs', load: async () => ({ default: (await import('./Redirects')).ToIndex }) },
    {
      path: 'interactive-sicp/:section?',
      load: async () => ({ default: (await import('./Redirects')).FromInteractiveSicp }),
    },
    { path: 'sicpjs/:section', load: () => import('./TextbookPage') },
  ],
  navLinks: [
    {
      label: 'SICP JS',
      scope: 'top',
      path: '/sicpjs/index',
      icon: <BookIcon />,
      requires: { signedIn: true },
    },
  ],
};
