import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Notifier } from '../../../app/toaster';
import { saveErrorText } from '../../../lib/callErrors';
import type { Vote } from '../../contest';
import { assessmentKeys, useAssessmentEndpoints } from '../api';

/** Saves a voting question's scores; a refusal is shown as a toast with the server's reason. */
export function useVotes(questionId: number, courseId: number, notifier: Notifier) {
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  return useCallback(
    async (votes: Vote[]) => {
      try {
        await endpoints.saveAnswer(questionId, votes);
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
      } catch (error) {
        const text = saveErrorText(error);
        if (text !== null) notifier.show(text);
      }
    },
    [endpoints, questionId, queryClient, courseId, notifier],
  );
}
