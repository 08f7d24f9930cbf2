import { keepMineEditedAt, type QueuedSave } from '@sa/domain';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useServices } from '../../../app/services';
import { useSession } from '../../../app/session/hooks';
import { assessmentKeys } from '../api';
import type { ServerVersion } from './ConflictDialog';
import { saveQueue } from './saveQueue';
import { createSender } from './sender';
import { refusedText, SENT } from './texts';
import { useQueuedSaves } from './useSaveQueue';

/** How often waiting answers are tried again while the browser believes it is online. */
export const RETRY_INTERVAL_MS = 15_000;

const ConflictDialog = lazy(() => import('./ConflictDialog'));

/**
 * The offline save queue's app-level part, mounted once in the app's layout (issue 26): it sends
 * the signed-in user's waiting answers at app start, when the browser comes back online, on a
 * timer while some wait, and when a workspace asks - whatever page the student is on. A conflict
 * shows its dialog here, so the student chooses wherever they are.
 */
export function OfflineSaves() {
  const { call, notifier, queryClient } = useServices();
  const userId = useSession().profile?.user.userId ?? null;
  const current = useRef(userId);
  current.current = userId;
  const entries = useQueuedSaves();

  const sender = useMemo(
    () =>
      createSender({
        queue: saveQueue,
        call,
        userId: () => current.current,
        onRefused: (_entry, reason) => notifier.show(refusedText(reason), { intent: 'danger' }),
      }),
    [call, notifier],
  );

  useEffect(() => {
    if (userId === null) return;
    const flush = () => void sender.flush();
    flush();
    window.addEventListener('online', flush);
    const stopRequests = saveQueue.onFlushRequest(flush);
    return () => {
      window.removeEventListener('online', flush);
      stopRequests();
    };
  }, [sender, userId]);

  const waiting = entries.some((e) => !e.conflict);
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void sender.flush(), RETRY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [sender, waiting]);

  useEffect(
    () =>
      saveQueue.onEvent((event) => {
        const [, courseId] = event.key;
        void queryClient.invalidateQueries({ queryKey: assessmentKeys.all(courseId) });
        if (event.type === 'delivered') notifier.show(SENT, { intent: 'success' });
      }),
    [queryClient, notifier],
  );

  const conflict = entries.find((e) => e.conflict);
  if (!conflict) return null;

  const keepMine = (entry: QueuedSave, server: ServerVersion) => {
    void saveQueue
      .keepMine(entry, {
        editedAt: keepMineEditedAt(entry, Date.now()),
        base: server.lastModifiedAt,
        serverAnswer: server.answer,
      })
      .then(() => sender.flush());
  };
  const takeServers = (entry: QueuedSave, server: ServerVersion) => {
    void saveQueue.takeServers(entry, server.answer);
  };

  return (
    <Suspense fallback={null}>
      <ConflictDialog
        key={`${conflict.courseId}/${conflict.questionId}`}
        entry={conflict}
        call={call}
        onKeepMine={(server) => keepMine(conflict, server)}
        onUseServers={(server) => takeServers(conflict, server)}
      />
    </Suspense>
  );
}
