import { Alert, Button } from '@blueprintjs/core';
import { CalculatorIcon, TrophyIcon } from '@blueprintjs/icons';
import { isStaffOrAdmin } from '@sa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/session/hooks';
import { useNotifier } from '../../app/toaster';
import { callErrorText } from '../../lib/callErrors';
import { assessmentKeys } from '../assessments';
import { useContestEndpoints } from './api';
import { COMPUTE_SCORES, DISPATCH_EFFECT, DISPATCH_QUESTION, DISPATCH_XP } from './texts';
import styles from './voting.module.css';

type Action = 'scores' | 'xp';

/**
 * Staff's buttons above the leaderboards: compute the contest's scores now, and dispatch its XP
 * (asked first: it publishes the contest's grading). Each toasts the server's answer and reloads
 * the assessment, so the leaderboards show the new ranking. Students see nothing here.
 */
export function ContestStaffActions({ assessmentId }: { assessmentId: number }) {
  const registration = useSession().profile?.courseRegistration;
  const endpoints = useContestEndpoints();
  const notifier = useNotifier();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const running = useMutation({
    mutationFn: (action: Action) =>
      action === 'scores' ? endpoints.calculateScores(assessmentId) : endpoints.dispatchXp(assessmentId),
    onSuccess: async (answer) => {
      notifier.show(answer, { intent: 'success' });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.all(registration?.courseId) });
    },
    onError: (error) => {
      const message = callErrorText(error);
      if (message) notifier.show(message);
    },
  });

  if (!registration || !isStaffOrAdmin(registration.role)) return null;
  const busy = running.isPending ? running.variables : null;
  const run = (action: Action) => running.mutate(action);

  return (
    <div className={styles.staffActions}>
      <Button
        icon={<CalculatorIcon />}
        text={COMPUTE_SCORES}
        loading={busy === 'scores'}
        disabled={busy !== null}
        onClick={() => run('scores')}
      />
      <Button
        icon={<TrophyIcon />}
        text={DISPATCH_XP}
        loading={busy === 'xp'}
        disabled={busy !== null}
        onClick={() => setAsking(true)}
      />
      <Alert
        isOpen={asking}
        intent="warning"
        confirmButtonText={DISPATCH_XP}
        cancelButtonText="Cancel"
        onConfirm={() => {
          setAsking(false);
          run('xp');
        }}
        onCancel={() => setAsking(false)}
      >
        <p>{DISPATCH_QUESTION}</p>
        <p>{DISPATCH_EFFECT}</p>
      </Alert>
    </div>
  );
}
