import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router';
import { NotFound } from '../pages/NotFound';
import { useServices } from '../services';
import { useSession, viewOf } from '../session/hooks';

/**
 * /courses/:courseId. Signed-out users go to /login and users without a course to /welcome.
 * When the URL names another course than the session's, the course is switched first
 * (PUT latest_viewed_course, then GET user) while 'Switching courses...' is shown.
 */
export function CourseGuard() {
  const rawId = useParams().courseId ?? '';
  const snapshot = useSession();
  const view = viewOf(snapshot);
  const courseId = /^\d+$/.test(rawId) ? Number(rawId) : null;
  const isMember = snapshot.profile?.user.courses.some((c) => c.courseId === courseId) ?? false;
  const mustSwitch = courseId !== null && view.name !== null && view.courseId !== courseId;
  // Without a current course, a course of one's own can still be opened from its URL.
  const canSwitch = mustSwitch && (view.role !== null || isMember);

  if (courseId === null) return <NotFound />;
  if (!view.name) return <Navigate to="/login" replace />;
  if (!canSwitch && view.role === null) return <Navigate to="/welcome" replace />;
  if (canSwitch) return <SwitchCourse courseId={courseId} />;
  return <Outlet />;
}

function SwitchCourse({ courseId }: { courseId: number }) {
  const { endpoints, session, notifier } = useServices();
  const navigate = useNavigate();
  // A query rather than an effect: it runs once per course even when React mounts twice.
  const query = useQuery({
    queryKey: ['switch-course', courseId],
    queryFn: async () => {
      await endpoints.setLatestViewedCourse(courseId);
      const profile = await endpoints.user();
      session.setProfile(profile);
      return profile.courseRegistration?.courseId ?? null;
    },
    gcTime: 0,
    staleTime: 0,
  });
  const failed = query.isError || (query.isSuccess && query.data !== courseId);
  useEffect(() => {
    if (!failed) return;
    notifier.show('Failed to load course!');
    navigate('/', { replace: true });
  }, [failed, notifier, navigate]);
  return <NonIdealState icon={<Spinner />} title="Switching courses..." />;
}
