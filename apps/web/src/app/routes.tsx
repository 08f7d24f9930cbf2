import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Area, AreaRoute } from './area-rules/types';
import { CourseGuard } from './course/CourseGuard';
import { CourseHome } from './course/CourseHome';
import { LegacyRedirect, RequirementGuard, RequireName, RootRedirect } from './guards';
import { Layout } from './Layout';
import { NotFound } from './pages/NotFound';
import { Welcome } from './pages/Welcome';

export interface RouteOptions {
  playgroundOnly: boolean;
  areas: readonly Area[];
}

function areaRoute(route: AreaRoute, playgroundOnly: boolean): RouteObject {
  const Page = lazy(route.load);
  return {
    path: route.path,
    element: (
      <RequirementGuard requires={route.requires} skip={playgroundOnly}>
        <Suspense fallback={<Spinner />}>
          <Page />
        </Suspense>
      </RequirementGuard>
    ),
  };
}

/** The route table of spec 1 sections 2.1-2.3, with the areas' routes merged in. */
export function buildRoutes({ playgroundOnly, areas }: RouteOptions): RouteObject[] {
  const notFound: RouteObject = { path: '*', element: <NotFound /> };
  const topRoutes = (onlyPlayground: boolean) =>
    areas
      .filter((a) => !onlyPlayground || a.inPlaygroundOnly)
      .flatMap((a) => (a.topRoutes ?? []).map((r) => areaRoute(r, onlyPlayground)));

  if (playgroundOnly) {
    // Only contributors, the callback, the textbook and the playground exist; no login.
    return [
      {
        element: <Layout />,
        hydrateFallbackElement: <Spinner />,
        children: [
          { index: true, element: <Navigate to="/playground" replace /> },
          ...topRoutes(true),
          notFound,
        ],
      },
    ];
  }

  const courseRoutes = areas.flatMap((a) => (a.courseRoutes ?? []).map((r) => areaRoute(r, false)));
  return [
    {
      element: <Layout />,
      hydrateFallbackElement: <Spinner />,
      children: [
        { index: true, element: <RootRedirect /> },
        { path: 'login', lazy: async () => ({ Component: (await import('./login/LoginPage')).default }) },
        {
          path: 'welcome',
          element: (
            <RequireName>
              <Welcome />
            </RequireName>
          ),
        },
        { path: 'courses', element: <RootRedirect /> },
        {
          path: 'courses/:courseId',
          element: <CourseGuard />,
          children: [{ index: true, element: <CourseHome /> }, ...courseRoutes, notFound],
        },
        { path: 'sourcecast/*', element: <LegacyRedirect segment="sourcecast" /> },
        { path: 'achievements/*', element: <LegacyRedirect segment="achievements" /> },
        { path: 'academy/*', element: <LegacyRedirect segment="" /> },
        ...topRoutes(false),
        notFound,
      ],
    },
  ];
}
