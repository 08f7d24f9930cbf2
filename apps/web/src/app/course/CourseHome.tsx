import { Spinner } from '@blueprintjs/core';
import { courseHomeSegment } from '@sa/domain';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useAreas } from '../area-rules/context';
import { hasArea } from '../area-rules/rules';
import { NotFound } from '../pages/NotFound';
import { useSession } from '../session/hooks';

const CourseOverview = lazy(() => import('./CourseOverview'));

/**
 * The bare course path (spec 1 section 2.2): game if enabled, else the first assessment type,
 * else the admin panel for admins, else 404 - counting only areas this build has. While no
 * learning area exists, the course overview stands in for the missing target.
 */
export function CourseHome() {
  const areas = useAreas();
  const profile = useSession().profile;
  const config = profile?.courseConfiguration;
  const registration = profile?.courseRegistration;
  if (!config || !registration) return <NotFound />;
  const hasAssessments = hasArea(areas, 'assessments');
  let segment = courseHomeSegment({
    enableGame: config.enableGame,
    gameAvailable: hasArea(areas, 'game'),
    assessmentTypes: hasAssessments ? (profile.assessmentConfigurations ?? []).map((c) => c.type) : [],
    role: registration.role,
  });
  if (segment === 'adminpanel' && !hasArea(areas, 'adminpanel')) segment = undefined;
  if (segment) return <Navigate to={segment} replace />;
  if (hasAssessments) return <NotFound />;
  return (
    <Suspense fallback={<Spinner />}>
      <CourseOverview />
    </Suspense>
  );
}
