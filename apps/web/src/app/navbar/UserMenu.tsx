import { Classes } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession, viewOf } from '../session/hooks';

/** The avatar button's accessible name: the visible name first, then what it is. */
export const userMenuLabel = (name: string) => `${name} (User menu)`;

/** The menu and its popover load once someone is signed in: the login page never needs them. */
const SignedInUserMenu = lazy(() => import('./SignedInUserMenu'));

/** The avatar button: dialogs, course switching and logging out; 'Log In' when signed out. */
export function UserMenu() {
  const view = viewOf(useSession());
  const { pathname } = useLocation();

  if (!view.name) {
    if (pathname === '/login') return null;
    return (
      <Link to="/login" className={`${Classes.BUTTON} ${Classes.MINIMAL}`}>
        Log In
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInUserMenu name={view.name} />
    </Suspense>
  );
}
