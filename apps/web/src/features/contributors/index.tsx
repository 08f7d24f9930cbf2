import { HeartIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area-rules/types';
import { CONTRIBUTORS_LINK } from './texts';

/**
 * The contributors page (spec 3 section 2.8, issue 26): the organisation's repositories and the
 * people who built them, as our server keeps them. Public, in playground-only mode too; its link
 * is the navbar's heart (spec 1 section 2.4), named 'Contributors' for screen readers.
 */
export const contributorsArea: Area = {
  id: 'contributors',
  inPlaygroundOnly: true,
  topRoutes: [{ path: 'contributors', load: () => import('./ContributorsPage') }],
  navLinks: [
    {
      label: CONTRIBUTORS_LINK,
      scope: 'top',
      path: '/contributors',
      icon: <HeartIcon />,
      iconOnly: true,
      placement: 'end',
    },
  ],
};
