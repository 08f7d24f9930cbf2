import { Alert, Button, Classes } from '@blueprintjs/core';
import { ConfirmIcon } from '@blueprintjs/icons';
import type { AssessmentOverview } from '@sa/contracts';
import { canFinalise } from '@sa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../../app/session/hooks';
import { useNotifier } from '../../../app/toaster';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import offlineStyles from '../offline/offline.module.css';
import { FINALISE_OFFLINE, FINALISE_WAITING } from '../offline/texts';
import { useOnline } from '../offline/useSaveQueue';

export const FINALISE_WARNING =
  'Finalising your submission early grants you additional XP, but this action is irreversible.';

/**
 * 'Finalize Submission' (spec 1 sections 2.6 and 4): enabled only for an attempted submission,
 * confirmed first because it cannot be undone. Afterwards the overviews are read again, so the card
 * moves to Closed as submitted. It needs the network: offline, or while answers wait on this device
 * to be sent, it is disabled and says why.
 */
export function FinalizeButton(props: {
  overview: AssessmentOverview;
  fill: boolean;
  /** Some answers to it wait on this device to be sent. */
  answersWaiting?: boolean;
}) {
  const { overview, fill, answersWaiting = false } = props;
  const online = useOnline();
  const noteId = useId();
  // Finalising needs the server to have every answer: not offline, nor before waiting ones are sent.
  const blockedBy = !online ? FINALISE_OFFLINE : answersWaiting ? FINALISE_WAITING : null;
  const finalisable = canFinalise(overview.status);
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
        disabled={!finalisable || blockedBy !== null}
        loading={submit.isPending}
        aria-describedby={finalisable && blockedBy ? noteId : undefined}
        onClick={() => setConfirming(true)}
      />
      {finalisable && blockedBy ? (
        <span id={noteId} className={`${Classes.TEXT_MUTED} ${offlineStyles.finaliseNote}`}>
          {blockedBy}
        </span>
      ) : null}
      <Alert
        isOpen={confirming}
        intent="danger"
        icon={<ConfirmIcon />}
        confirmButtonText="Finalize"
        cancelButtonText="Cancel"
        onConfirm={() => {
          setConfirming(false);
          // The network may have gone while the confirmation was open.
          if (blockedBy !== null) {
            notifier.show(blockedBy, { intent: 'warning' });
            return;
          }
          submit.mutate();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>{FINALISE_WARNING}</p>
      </Alert>
    </>
  );
}
