import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { Notifier } from '../../../app/toaster';
import { saveErrorText } from '../../../lib/callErrors';
import type { Vote } from '../../contest';
import { assessmentKeys, useAssessmentEndpoints } from '../api';
import { mustQueue, queueAnswer, type SaveTarget } from '../offline/queueing';
import { cannotReachServer } from '../offline/sender';
import type { WorkspaceQuestion } from './types';

/**
 * Saves a voting question's scores; a refusal is shown as a toast with the server's reason. Scores
 * that cannot reach the server wait on this device (the offline queue, issue 26).
 */
export function useVotes(question: WorkspaceQuestion, target: SaveTarget, notifier: Notifier) {
  const endpoints = useAssessmentEndpoints();
  const queryClient = useQueryClient();
  const { courseId } = target;
  const questionId = question.id;
  const base = useRef({ lastModifiedAt: question.lastModifiedAt, votes: votesOf(question) });
  base.current = { lastModifiedAt: question.lastModifiedAt, votes: votesOf(question) };
  const targetRef = useRef(target);
  targetRef.current = target;
  return useCallback(
    async (votes: Vote[]) => {
      const queue = () =>
        queueAnswer(targetRef.current, {
          answer: votes,
          base: base.current.lastModifiedAt,
          baseAnswer: base.current.votes,
        });
      try {
        if (mustQueue(targetRef.current)) {
          await queue();
          return;
        }
        await endpoints.saveAnswer(questionId, votes);
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
      } catch (error) {
        if (
          cannotReachServer(error) &&
          (await queue().then(
            () => true,
            () => false,
          ))
        )
          return;
        const text = saveErrorText(error);
        if (text !== null) notifier.show(text);
      }
    },
    [endpoints, questionId, queryClient, courseId, notifier],
  );
}

/** The scores the server holds, as the answer route takes them. */
function votesOf(question: WorkspaceQuestion): Vote[] | null {
  if (question.type !== 'voting') return null;
  return question.contestEntries.map((e) => ({ submission_id: e.submission_id, score: e.score }));
}
