import { Spinner } from '@blueprintjs/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useGitHubConnection } from '../../lib/github/session';
import { ClassroomNavbar } from './ClassroomNavbar';
import { LoginPage, WelcomePage } from './LoginPage';
import { CLASSROOM_PATHS } from './routeState';
import { Loading, ToFirstType } from './states';
import { TypePage } from './TypePage';
import { useClassroom } from './useClassroom';

/** The mission workspace is its own chunk: it carries the editor and the runner. */
const WorkspacePage = lazy(() => import('./workspace/WorkspacePage'));

/**
 * Everything under /githubassessments (spec 3 section 2.4), a lazy chunk that exists only when
 * the deployment switches repository assessments on: the area's bar and its pages.
 */
export default function ClassroomArea() {
  return (
    <>
      <ClassroomNavbar />
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="welcome" element={<WelcomePage />} />
        <Route
          path="editor"
          element={
            <RequireGitHub>
              <Suspense fallback={<Spinner />}>
                <WorkspacePage />
              </Suspense>
            </RequireGitHub>
          }
        />
        <Route path=":type" element={<TypePage />} />
        <Route path="*" element={<OtherPath />} />
      </Routes>
    </>
  );
}

/** Without a GitHub session the workspace sends the user to log in first. */
function RequireGitHub({ children }: { children: ReactNode }) {
  return useGitHubConnection() ? children : <Navigate to={CLASSROOM_PATHS.login} replace />;
}

/** /githubassessments itself and deeper unknown paths: the first type page, else login. */
function OtherPath() {
  const { connection, query } = useClassroom();
  if (connection && query.isPending) return <Loading />;
  return <ToFirstType data={query.data} />;
}
