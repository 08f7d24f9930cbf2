import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Notifier } from '../../../../app/toaster';
import { saveErrorText } from '../../../../lib/callErrors';
import { assessmentKeys, useAssessmentEndpoints } from '../../api';
import type { WorkspaceQuestion } from '../types';

/**
 * An MCQ question's saved choice. Choosing saves only a choice that differs from the current answer
 * (spec 1 section 4); the choice shows at once and goes back if the server refuses it.
 */
export function useMcqAnswer(question: WorkspaceQuestion, courseId: number, notifier: Notifier) {
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const initial = typeof question.answer === 'number' ? question.answer : null;
  const [answer, setAnswer] = useState<number | null>(initial);
  // The answer as of the last click, so quick clicks compare with each other, not a stale render.
  const current = useRef<number | null>(initial);

  const choose = useCallback(
    async (choiceId: number) => {
      const previous = current.current;
      if (choiceId === previous) return;
      current.current = choiceId;
      setAnswer(choiceId);
      try {
        await endpoints.saveAnswer(question.id, choiceId);
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
      } catch (error) {
        if (current.current === choiceId) {
          current.current = previous;
          setAnswer(previous);
        }
        const text = saveErrorText(error);
        if (text !== null) notifier.show(text);
      }
    },
    [endpoints, question.id, queryClient, courseId, notifier],
  );

  return { answer, choose };
}
