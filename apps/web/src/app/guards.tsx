import { type ReactNode, useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { meetsRequirement } from './area-rules/rules';
import type { Requirement } from './area-rules/types';
import { useAccessContext } from './area-rules/useAccessContext';
import { rememberReturnTo } from './login/returnTo';
import { NotFound } from './pages/NotFound';
import { useSessionView } from './session/hooks';

/** /welcome needs a name; without one the user signs in first. */
export function RequireName({ children }: { children: ReactNode }) {
  const { name } = useSessionView();
  return name ? children : <Navigate to="/login" replace />;
}

/** '/': the chosen course, else /welcome; signed-out users go to /login. */
export function RootRedirect() {
  const { name, courseId } = useSessionView();
  if (!name) return <Navigate to="/login" replace />;
  return <Navigate to={courseId === null ? '/welcome' : `/courses/${courseId}`} replace />;
}

/** Old paths (/sourcecast/*, /achievements/*, /academy/*) move under the chosen course. */
export function LegacyRedirect({ segment }: { segment: string }) {
  const { courseId } = useSessionView();
  const rest = useParams()['*'] ?? '';
  const { search } = useLocation();
  if (courseId === null) return <NotFound />;
  const path = [segment, rest].filter(Boolean).join('/');
  return <Navigate to={`/courses/${courseId}${path ? `/${path}` : ''}${search}`} replace />;
}

/**
 * An area route the user may not open does not exist for them: it shows the 404 page. A
 * signed-out visitor is sent to sign in first and brought back, unless the deployment switches
 * the area off (an invitation to a shared
 * session is a playground address). In playground-only mode nobody signs in, so requirements
 * are not applied there.
 */
export function RequirementGuard({
  requires,
  skip,
  children,
}: {
  requires: Requirement | undefined;
  skip: boolean;
  children: ReactNode;
}) {
  const ctx = useAccessContext();
  if (skip || meetsRequirement(requires, ctx)) return children;
  // A feature the deployment switches off does not exist for anyone: signing in would not help.
  const switchedOff = requires?.deploymentFlag !== undefined && !ctx.deployment[requires.deploymentFlag];
  return ctx.signedIn || switchedOff ? <NotFound /> : <SignInFirst />;
}

function SignInFirst() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberReturnTo(pathname + search + hash);
    void navigate('/login', { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
