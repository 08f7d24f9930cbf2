import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../app/session/hooks';
import { useAcknowledgeAssessment } from '../../notifications';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import styles from './assessmentWorkspace.module.css';
import { BriefingDialog } from './BriefingDialog';
import { type LoadFailure, loadFailure } from './loadFailure';
import { PasswordPrompt } from './PasswordPrompt';
import { listingPath, questionPath } from './paths';
import { QuestionWorkspace } from './QuestionWorkspace';
import { useWorkspaceTeam } from './TeamNotice';
import { LOADING_TEXT, NOT_FOUND_TEXT, NOT_OPEN_TEXT } from './texts';
import type { WorkspaceAssessment } from './types';

/**
 * /courses/:courseId/:assessmentType/:assessmentId/:questionId? - one assessment's workspace (spec 1
 * section 2.7): loads the assessment, asks for the password of a private one, and shows the question.
 * A question number past the last one goes to the first question.
 */
export default function AssessmentWorkspacePage() {
  const params = useParams();
  const slug = params.assessmentType ?? '';
  const assessmentId = Number(params.assessmentId);
  const index = params.questionId === undefined ? 0 : Number(params.questionId);
  const profile = useSession().profile;
  const courseId = profile?.courseRegistration?.courseId;
  const userId = profile?.user.userId;
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  useAcknowledgeAssessment(assessmentId);

  const detailKey = assessmentKeys.detail(courseId, assessmentId);
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: () => endpoints.assessment(assessmentId),
    enabled: courseId !== undefined,
  });
  const overviews = useQuery({
    queryKey: assessmentKeys.overviews(courseId),
    queryFn: endpoints.overviews,
    enabled: courseId !== undefined,
  });
  const [unlock, setUnlock] = useState<{ busy: boolean; failure: LoadFailure | null }>({
    busy: false,
    failure: null,
  });
  const [briefingSeen, setBriefingSeen] = useState(false);
  const overview = overviews.data?.find((o) => o.id === assessmentId);
  const team = useWorkspaceTeam(
    courseId,
    assessmentId,
    overview?.maxTeamSize,
    profile?.courseRegistration?.role === 'student',
  );

  const submitPassword = async (password: string) => {
    setUnlock({ busy: true, failure: null });
    try {
      const unlocked = await endpoints.unlock(assessmentId, password);
      queryClient.setQueryData<WorkspaceAssessment>(detailKey, unlocked);
      // Unlocking creates the submission: the listing's status may have changed.
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.overviews(courseId) });
      setUnlock({ busy: false, failure: null });
    } catch (error) {
      setUnlock({ busy: false, failure: loadFailure(error) });
    }
  };
  const cancelPassword = () => {
    // Back where the learner came from; opened directly, there is no back, so the listing.
    if (location.key === 'default') void navigate(listingPath(courseId ?? 0, slug));
    else void navigate(-1);
  };

  const assessment = detail.data;
  if (assessment && courseId !== undefined && userId !== undefined) {
    const question = assessment.questions[index];
    if (!question) {
      if (assessment.questions.length === 0) return <Message text={NOT_FOUND_TEXT} />;
      return <Navigate replace to={questionPath(courseId, slug, assessmentId, 0)} />;
    }
    const status = overview?.status;
    return (
      <>
        <QuestionWorkspace
          key={question.id}
          assessment={assessment}
          question={question}
          index={index}
          courseId={courseId}
          slug={slug}
          userId={userId}
          team={team}
          finalised={status === 'submitted'}
        />
        {index === 0 && status === 'not_attempted' && !briefingSeen ? (
          <BriefingDialog
            title={assessment.title}
            briefing={assessment.longSummary ?? ''}
            onClose={() => setBriefingSeen(true)}
          />
        ) : null}
      </>
    );
  }

  const failure = unlock.failure ?? (detail.isError ? loadFailure(detail.error) : null);
  if (failure === 'password' || failure === 'wrong-password') {
    return (
      <PasswordPrompt
        wrong={failure === 'wrong-password'}
        busy={unlock.busy}
        onSubmit={(password) => void submitPassword(password)}
        onCancel={cancelPassword}
      />
    );
  }
  if (failure === 'not-open') return <Message text={NOT_OPEN_TEXT} />;
  if (failure === 'not-found') return <Message text={NOT_FOUND_TEXT} />;
  return <NonIdealState className={styles.page} icon={<Spinner />} title={LOADING_TEXT} />;
}

function Message({ text }: { text: string }) {
  return <NonIdealState className={styles.page} icon="error" title={text} />;
}
