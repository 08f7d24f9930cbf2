import { CodeIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area-rules/types';

/**
 * The playground area (spec 3 section 2.6): a top route needing a course role, except in
 * playground-only mode where nobody signs in. The page and everything it pulls in (CodeMirror,
 * the runner) is a lazy chunk, so the login page and the shell stay small.
 */
export const playgroundArea: Area = {
  id: 'playground',
  inPlaygroundOnly: true,
  topRoutes: [{ path: 'playground', load: () => import('./PlaygroundPage'), requires: { role: 'student' } }],
  navLinks: [
    {
      label: 'Playground',
      scope: 'top',
      path: '/playground',
      icon: <CodeIcon />,
      requires: { role: 'student' },
    },
  ],
};

// For the textbook's runnable snippets: a snippet's `program` is a playground link's hash, and its
// open workspace shares the same way.
export { linkPatch } from './initialState';
export { ShareButton } from './ShareButton';
export { decodePlaygroundLink, type PlaygroundLinkState } from './urlState';
