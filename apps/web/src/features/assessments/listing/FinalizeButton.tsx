import { Alert, Button } from '@blueprintjs/core';
import { ConfirmIcon } from '@blueprintjs/icons';
import type { AssessmentOverview } from '@sa/contracts';
import { canFinalise } from '@sa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../../app/session/hooks';
import { useNotifier } from '../../../app/toaster';
import { assessmentKeys, useAssessmentEndpoints } from '../api';

export const FINALISE_WARNING =
  'Finalising your submission early grants you additional XP, but this action is irreversible.';

/**
 * 'Finalize Submission' (spec 1 sections 2.6 and 4): enabled only for an attempted submission,
 * confirmed first because it cannot be undone. Afterwards the overviews are read again, so the card
 * moves to Closed as submitted.
 */
export function FinalizeButton({ overview, fill }: { overview: AssessmentOverview; fill: boolean }) {
  const endpoints = useAssessmentEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const courseId = useSession().profile?.courseRegistration?.courseId;
  const [confirming, setConfirming] = useState(false);
  const submit = useMutation({
    mutationFn: () => endpoints.submit(overview.id),
    onSuccess: () => notifier.show('Submission finalised!', { intent: 'success' }),
    // The API client has toasted a failure; either way the listing shows the server's state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) }),
  });

  return (
    <>
      <Button
        icon={<ConfirmIcon />}
        text="Finalize Submission"
        fill={fill}
        disabled={!canFinalise(overview.status)}
        loading={submit.isPending}
        onClick={() => setConfirming(true)}
      />
      <Alert
        isOpen={confirming}
        intent="danger"
        icon={<ConfirmIcon />}
        confirmButtonText="Finalize"
        cancelButtonText="Cancel"
        onConfirm={() => {
          setConfirming(false);
          submit.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{FINALISE_WARNING}</p>
      </Alert>
    </>
  );
}
