import { lazy, type ReactElement, Suspense } from 'react';

// Its own chunk with the notification query: /login and course-less pages never load it.
const AssessmentTypesMenu = lazy(() => import('../../features/assessments/nav/AssessmentTypesMenu'));

const TOP_PAGES = /^\/(playground|sicpjs|contributors|sourcecast|achievements)(\/|$)/;
// The story game is added to the spec's list: it is the course home where the course has it on,
// and from there the brand is the way to the assessment listings.
const COURSE_PAGES = /^\/courses\/\d+\/(sourcecast|achievements|game)(\/|$)/;

/** Spec 1 section 2.4: the pages whose brand offers the assessment types on hover. */
export function showsAssessmentTypesMenu(pathname: string): boolean {
  return TOP_PAGES.test(pathname) || COURSE_PAGES.test(pathname);
}

/** The brand link, wrapped in the assessment-type popover when `enabled`. */
export function BrandMenu({ enabled, children }: { enabled: boolean; children: ReactElement }) {
  if (!enabled) return children;
  return (
    <Suspense fallback={children}>
      <AssessmentTypesMenu>{children}</AssessmentTypesMenu>
    </Suspense>
  );
}
