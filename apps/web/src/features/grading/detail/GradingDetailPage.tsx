import { NonIdealState, Spinner } from '@blueprintjs/core';
import type { GradingDetailResponse } from '@sa/contracts';
import { canPublishGrading } from '@sa/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '../../../api/errors';
import { useSession } from '../../../app/session/hooks';
import { PublishGradingButton } from '../publish/PublishGradingButton';
import { gradingDetailKeys, useGradingDetailEndpoints } from './api';
import { GradingWorkspace } from './GradingWorkspace';
import styles from './grading.module.css';
import { gradingListPath } from './paths';
import { LOADING_TEXT, NOT_FOUND_TEXT } from './texts';

/**
 * /courses/:courseId/grading/:submissionId/:questionId - grading one question (0-based) of a
 * submission (spec 2 'Grading detail'). A question index out of range goes back to the list.
 */
export default function GradingDetailPage() {
  const params = useParams();
  const submissionId = Number(params.submissionId);
  const index = params.questionId === undefined ? 0 : Number(params.questionId);
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const endpoints = useGradingDetailEndpoints();
  const detail = useQuery({
    queryKey: gradingDetailKeys.detail(courseId, submissionId),
    queryFn: () => endpoints.detail(submissionId),
    enabled: courseId !== undefined && Number.isInteger(submissionId) && submissionId > 0,
  });

  if (courseId === undefined) return null;
  if (!Number.isInteger(submissionId) || submissionId <= 0)
    return <Navigate replace to={gradingListPath(courseId)} />;
  if (detail.data) {
    const answer = Number.isInteger(index) ? detail.data.answers[index] : undefined;
    if (!answer) return <Navigate replace to={gradingListPath(courseId)} />;
    return (
      <GradingWorkspace
        key={answer.question.id}
        courseId={courseId}
        submissionId={submissionId}
        answer={answer}
        index={index}
        count={detail.data.answers.length}
        publish={<PublishGradingButton submissionId={submissionId} {...publishing(detail.data)} />}
      />
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <NonIdealState
        className={styles.page}
        icon="error"
        title={notFound ? NOT_FOUND_TEXT : detail.error.message}
      />
    );
  }
  return <NonIdealState className={styles.page} icon={<Spinner />} title={LOADING_TEXT} />;
}

/** The publish action's state, by the same rule as the server's (every question graded by someone). */
function publishing(detail: GradingDetailResponse) {
  const student = detail.answers[0]?.student;
  return {
    about: `${detail.assessment.title} by ${student?.name ?? student?.username ?? ''}`,
    isGradingPublished: detail.isGradingPublished,
    enabled: canPublishGrading({
      isManuallyGraded: detail.isManuallyGraded,
      status: detail.status,
      gradedCount: detail.answers.filter((answer) => answer.grade.grader !== null).length,
      questionCount: detail.answers.length,
    }),
  };
}
