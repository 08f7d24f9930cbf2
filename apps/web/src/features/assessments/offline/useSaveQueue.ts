import type { QueuedSave } from '@sa/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../../app/session/hooks';
import { saveQueue } from './saveQueue';

/** The signed-in user's queued answers (all courses), kept current. */
export function useQueuedSaves(): readonly QueuedSave[] {
  const entries = useSyncExternalStore(saveQueue.subscribe, saveQueue.getSnapshot);
  const userId = useSession().profile?.user.userId;
  return useMemo(() => entries.filter((e) => e.userId === userId), [entries, userId]);
}

/** The signed-in user's queued answers in one course. */
export function useCourseQueuedSaves(courseId: number | undefined): readonly QueuedSave[] {
  const entries = useQueuedSaves();
  return useMemo(() => entries.filter((e) => e.courseId === courseId), [entries, courseId]);
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it is online (it may be wrong the other way: a save then queues). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine !== false);
}
