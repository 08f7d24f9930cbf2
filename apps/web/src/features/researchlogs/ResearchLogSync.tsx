import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useSession } from '../../app/session/hooks';
import { pageEventLogBuffer, pageEventLogDatabase } from './pageBuffer';
import { connectEventLogSync, type PageConnection, type WorkerContainer } from './pageConnection';
import { researchParticipant } from './participant';
import { createEventLogSync, EVENT_LOG_SYNC_MS } from './sync';

export interface ResearchLogSyncProps {
  /** How often stored entries are sent (spec 1 section 9: 10,000 ms). */
  intervalMs?: number;
  /** The page's service workers; `navigator.serviceWorker` where the browser has them. */
  container?: WorkerContainer | null;
}

function browserContainer(): WorkerContainer | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/**
 * Mounted once for the whole app: keeps the log sync (service worker or page) told whose entries
 * to send, and deletes at once the stored entries of a user who opted out in the current course.
 * Renders nothing.
 */
export function ResearchLogSync({ intervalMs = EVENT_LOG_SYNC_MS, container }: ResearchLogSyncProps) {
  const services = useServices();
  const participant = researchParticipant(useSession());
  // State, not a ref: a new connection (another interval) is told the credentials again.
  const [connection, setConnection] = useState<PageConnection | null>(null);
  const accessToken = participant?.accessToken ?? null;
  const userId = participant?.userId ?? null;

  useEffect(() => {
    const created = connectEventLogSync({
      container: container === undefined ? browserContainer() : container,
      intervalMs,
      createLocalSync: () =>
        createEventLogSync({
          database: pageEventLogDatabase,
          // The API client's transport (its backend origin), with the token the loop chose.
          fetch: (input, init) => services.api.backendFetch(String(input), init ?? {}),
          intervalMs,
          onUnauthorized: () => void services.api.refreshOnce(),
        }),
      onUnauthorized: () => void services.api.refreshOnce(),
    });
    setConnection(created);
    return () => created.dispose();
  }, [services, intervalMs, container]);

  // Nothing stays stored for someone who opted out (and the recording stops, see
  // useEventLogRecorder): what waited in this course is deleted at once - before the sync is told
  // whose entries to send, so none of them leaves the browser on the way.
  const optedOut = participant?.optedOut === true;
  const courseId = participant?.courseId ?? null;
  useEffect(() => {
    let current = true;
    const purged =
      optedOut && userId !== null && courseId !== null
        ? pageEventLogBuffer()
            .discard(userId, courseId)
            .catch(() => undefined)
        : Promise.resolve();
    void purged.then(() => {
      if (!current) return;
      connection?.setCredentials(accessToken !== null && userId !== null ? { accessToken, userId } : null);
    });
    return () => {
      current = false;
    };
  }, [accessToken, userId, courseId, optedOut, connection]);

  return null;
}
