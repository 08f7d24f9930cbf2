import { queuedSaveKey } from '@sa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Notifier } from '../../../../app/toaster';
import { saveErrorText } from '../../../../lib/callErrors';
import { assessmentKeys, useAssessmentEndpoints } from '../../api';
import { mustQueue, queueAnswer, type SaveTarget, useQueueEvents } from '../../offline/queueing';
import { saveQueue } from '../../offline/saveQueue';
import { cannotReachServer } from '../../offline/sender';
import type { WorkspaceQuestion } from '../types';

/**
 * An MCQ question's saved choice. Choosing saves only a choice that differs from the current answer
 * (spec 1 section 4); the choice shows at once and goes back if the server refuses it. A choice that
 * cannot reach the server waits on this device (the offline queue, issue 26) and stays shown.
 */
export function useMcqAnswer(question: WorkspaceQuestion, target: SaveTarget, notifier: Notifier) {
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const { courseId } = target;
  const [initial] = useState(() => {
    const waiting = saveQueue.peek(queuedSaveKey(target))?.answer;
    if (typeof waiting === 'number') return waiting;
    return typeof question.answer === 'number' ? question.answer : null;
  });
  const [answer, setAnswer] = useState<number | null>(initial);
  // The answer as of the last click, so quick clicks compare with each other, not a stale render.
  const current = useRef<number | null>(initial);
  // The choice the server last confirmed and when it was saved: what a queued choice starts from.
  const confirmed = useRef<number | null>(typeof question.answer === 'number' ? question.answer : null);
  const base = useRef(question.lastModifiedAt);
  base.current = question.lastModifiedAt;
  const targetRef = useRef(target);
  targetRef.current = target;

  useQueueEvents(target, (event) => {
    if (event.type === 'delivered' && typeof event.answer === 'number') confirmed.current = event.answer;
    if (event.type === 'server-chosen') {
      const chosen = typeof event.answer === 'number' ? event.answer : null;
      confirmed.current = chosen;
      current.current = chosen;
      setAnswer(chosen);
    }
  });

  const choose = useCallback(
    async (choiceId: number) => {
      const previous = current.current;
      if (choiceId === previous) return;
      current.current = choiceId;
      setAnswer(choiceId);
      const queue = () =>
        queueAnswer(targetRef.current, {
          answer: choiceId,
          base: base.current,
          baseAnswer: confirmed.current,
        });
      try {
        if (mustQueue(targetRef.current)) {
          await queue();
          return;
        }
        await endpoints.saveAnswer(question.id, choiceId);
        confirmed.current = choiceId;
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
      } catch (error) {
        if (cannotReachServer(error)) {
          try {
            await queue();
            return;
          } catch {
            // Not even kept on this device: as a refusal, the choice goes back.
          }
        }
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
