import { Spinner } from '@blueprintjs/core';
import { assessmentTypeSlug } from '@sa/domain';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFound } from '../../app/pages/NotFound';
import { useSession } from '../../app/session/hooks';
import { AssessmentListing } from './listing/AssessmentListing';

const AssessmentWorkspacePage = lazy(() => import('./workspace/AssessmentWorkspacePage'));

const DIGITS = /^\d+$/;

/**
 * /courses/:courseId/:assessmentType[/:assessmentId[/:questionId]]: the type segment must be the
 * slug of one of the course's assessment types (404 otherwise); without an assessment id it is the
 * listing, with one the workspace (its own lazy chunk, with the editor and the runner).
 */
export default function AssessmentTypePage() {
  const { assessmentType = '', assessmentId, questionId } = useParams();
  const types = useSession().profile?.assessmentConfigurations ?? [];
  const config = types.find((t) => assessmentTypeSlug(t.type) === assessmentType);
  if (!config) return <NotFound />;
  if (assessmentId === undefined) return <AssessmentListing key={config.type} config={config} />;
  // Both ids are numbers (spec 1 section 2.2); anything else names no assessment.
  if (!DIGITS.test(assessmentId) || (questionId !== undefined && !DIGITS.test(questionId))) {
    return <NotFound />;
  }
  return (
    <Suspense fallback={<Spinner />}>
      <AssessmentWorkspacePage />
    </Suspense>
  );
}
