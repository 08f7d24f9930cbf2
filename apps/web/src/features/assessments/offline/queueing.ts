import { type QueuedAnswer, type QueuedSave, queuedSaveKey } from '@sa/domain';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { type QueueEvent, sameKey, saveQueue } from './saveQueue';
import { navigatorOnline } from './sender';

/** The question a workspace saves: whose, in which course and assessment. */
export interface SaveTarget {
  userId: number;
  courseId: number;
  assessmentId: number;
  questionId: number;
}

/**
 * Whether a save goes to the queue instead of the server: the browser is offline, or the
 * question has an entry waiting already - a save past it would skip the entry's conflict check
 * (and a conflict waits for the student's choice).
 */
export function mustQueue(target: SaveTarget): boolean {
  return !navigatorOnline() || saveQueue.peek(queuedSaveKey(target)) !== undefined;
}

/** Queues an answer (coalesced onto the question's entry) and asks the sender to try at once. */
export async function queueAnswer(
  target: SaveTarget,
  save: {
    answer: QueuedAnswer;
    /** When the edit was made; now when not known. */
    editedAt?: string;
    /** The question's lastModifiedAt as the workspace got it, and the answer it held then. */
    base: string | null;
    baseAnswer: QueuedAnswer | null;
  },
): Promise<void> {
  const now = Date.now();
  await saveQueue.enqueue({
    ...target,
    answer: save.answer,
    editedAt: save.editedAt ?? new Date(now).toISOString(),
    base: save.base,
    baseAnswer: save.baseAnswer,
    now,
  });
  saveQueue.requestFlush();
}

/** The question's queued entry, kept current. */
export function useQueuedEntry(target: SaveTarget): QueuedSave | undefined {
  const entries = useSyncExternalStore(saveQueue.subscribe, saveQueue.getSnapshot);
  const { userId, courseId, questionId } = target;
  return useMemo(
    () => entries.find((e) => sameKey(queuedSaveKey(e), [userId, courseId, questionId])),
    [entries, userId, courseId, questionId],
  );
}

/** Calls `handler` with what happens to the question's entry (delivered, the server's chosen). */
export function useQueueEvents(target: SaveTarget, handler: (event: QueueEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  const { userId, courseId, questionId } = target;
  useEffect(
    () =>
      saveQueue.onEvent((event) => {
        if (sameKey(event.key, [userId, courseId, questionId])) latest.current(event);
      }),
    [userId, courseId, questionId],
  );
}
