import {
  EventLogAck,
  fillPath,
  MAX_LOG_BATCH_BYTES,
  MAX_LOG_ENTRIES_PER_BATCH,
  RESEARCH_NOT_AGREED,
  researchLogRoutes,
} from '@sa/contracts';
import { deleteCourseEntries, type EventLogDatabase, entryOf, StoredEventLog, userRange } from './database';

/**
 * Sends the stored learning events to the server (spec 1 sections 7 and 9): every interval, up to
 * 500 entries of the user the token belongs to, one POST per course, and deletes exactly what the
 * server acknowledged. Knows no window: the service worker runs it, and the page runs the same loop
 * where no service worker controls it.
 */

/** Spec 1 section 9: the default log sync interval. */
export const EVENT_LOG_SYNC_MS = 10_000;

/** Whose entries are sent, with whose token. */
export interface SyncCredentials {
  accessToken: string;
  userId: number;
}

export interface EventLogSyncOptions {
  database: () => Promise<EventLogDatabase>;
  fetch: typeof fetch;
  intervalMs?: number;
  /** The API's origin; '' (the default) is the origin the loop runs at. */
  backend?: string;
  /** The token was refused (401): nothing is sent until a new one is given. */
  onUnauthorized?: () => void;
}

export interface EventLogSync {
  /** Whose entries to send; null (signed out) stops sending. A new token ends a 401's wait. */
  setCredentials(credentials: SyncCredentials | null): void;
  setIntervalMs(ms: number): void;
  /** Sends now, unless a send is under way (then its end is awaited). */
  syncNow(): Promise<void>;
  /** Sends if an interval has passed since the last send began: a service worker woken by a message. */
  syncIfDue(): Promise<void>;
  dispose(): void;
}

/** What to do with a batch after the server's answer. */
export type UploadOutcome = 'acknowledged' | 'unauthorized' | 'not-agreed' | 'refused' | 'retry';

/**
 * 200: delete what was acknowledged. 401: wait for a new token. 403 with the agreement's message:
 * that course's entries of the user are never wanted. Other refusals that a retry cannot change
 * (a malformed batch, a course left, a body too large) would hold the queue forever: the batch
 * goes. Anything else (5xx, timeouts, throttling) keeps the entries for the next tick.
 */
export function uploadOutcome(status: number, body: string): UploadOutcome {
  if (status >= 200 && status < 300) return 'acknowledged';
  if (status === 401) return 'unauthorized';
  if (status === 403 && body.trim() === RESEARCH_NOT_AGREED) return 'not-agreed';
  if ([400, 403, 404, 410, 413, 422].includes(status)) return 'refused';
  return 'retry';
}

export function createEventLogSync(options: EventLogSyncOptions): EventLogSync {
  let intervalMs = options.intervalMs ?? EVENT_LOG_SYNC_MS;
  let credentials: SyncCredentials | null = null;
  /** The token a 401 refused: not used again. */
  let refusedToken: string | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;

  const url = (courseId: number) =>
    `${options.backend ?? ''}${fillPath(researchLogRoutes.upload.path, { courseId })}`;

  /** Sends one course's batch; false stops this tick (the network or the token failed). */
  const send = async (
    database: EventLogDatabase,
    who: SyncCredentials,
    courseId: number,
    batch: StoredEventLog[],
  ): Promise<boolean> => {
    let response: Response;
    try {
      response = await options.fetch(url(courseId), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.accessToken}` },
        body: JSON.stringify({ entries: batch.map(entryOf) }),
      });
    } catch {
      return false; // offline: all kept, sent again next tick (the server stores each id once)
    }
    const body = await response.text().catch(() => '');
    const outcome = uploadOutcome(response.status, body);
    if (outcome === 'unauthorized') {
      refusedToken = who.accessToken;
      options.onUnauthorized?.();
      return false;
    }
    if (outcome === 'not-agreed') {
      await deleteCourseEntries(database, who.userId, courseId);
      return true;
    }
    if (outcome === 'retry') return false;
    const acknowledged = outcome === 'acknowledged' ? ackedIds(body) : null;
    if (outcome === 'acknowledged' && acknowledged === null) return false; // an answer we cannot read
    // Only ids of this batch that the server acknowledged, or the whole batch it can never take.
    const gone = batch.filter((stored) => acknowledged === null || acknowledged.has(stored.id));
    await database.write(gone.map((stored) => ({ type: 'delete', store: 'logs', key: stored.key })));
    return true;
  };

  const tick = async (): Promise<void> => {
    const who = credentials;
    if (!who || who.accessToken === refusedToken) return;
    lastStart = Date.now();
    const database = await options.database();
    const stored = await database.getAll('logs', userRange(who.userId), MAX_LOG_ENTRIES_PER_BATCH);
    const byCourse = new Map<number, StoredEventLog[]>();
    const unreadable: StoredEventLog[] = [];
    for (const record of stored) {
      const parsed = StoredEventLog.safeParse(record);
      if (!parsed.success || parsed.data.userId !== who.userId) {
        unreadable.push(record);
        continue;
      }
      byCourse.set(parsed.data.courseId, [...(byCourse.get(parsed.data.courseId) ?? []), parsed.data]);
    }
    // A record no build of ours could send (damaged, or from an older layout) is not kept forever.
    if (unreadable.length > 0) {
      await database.write(unreadable.map((record) => ({ type: 'delete', store: 'logs', key: record.key })));
    }
    for (const [courseId, entries] of byCourse) {
      for (const batch of splitBySize(entries)) {
        // Signed out or another user signed in meanwhile: this user's token is not used any more.
        if (credentials !== who) return;
        if (!(await send(database, who, courseId, batch))) return;
      }
    }
  };

  const syncNow = (): Promise<void> => {
    running ??= tick()
      .catch(() => undefined) // a database that failed is tried again next tick
      .finally(() => {
        running = null;
      });
    return running;
  };

  const restartTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = credentials ? setInterval(() => void syncNow(), intervalMs) : null;
  };

  return {
    setCredentials(next) {
      const changed = next?.accessToken !== credentials?.accessToken || next?.userId !== credentials?.userId;
      if (!changed) return;
      credentials = next;
      restartTimer();
      // What waited (an offline backlog, a refreshed token after a 401) goes at once.
      if (next) void syncNow();
    },
    setIntervalMs(ms) {
      if (ms === intervalMs || !(ms > 0)) return;
      intervalMs = ms;
      restartTimer();
    },
    syncNow,
    syncIfDue() {
      return Date.now() - lastStart >= intervalMs ? syncNow() : (running ?? Promise.resolve());
    },
    dispose() {
      credentials = null;
      restartTimer();
    },
  };
}

/**
 * The server takes at most MAX_LOG_BATCH_BYTES per upload (413 beyond), and 500 entries of code
 * snapshots can be far more: a backlog goes in consecutive batches below the limit, in order. The
 * margin covers the body's wrapper and the JSON of the entries' commas.
 */
export function splitBySize(
  entries: readonly StoredEventLog[],
  maxBytes = Math.floor(MAX_LOG_BATCH_BYTES * 0.9),
): StoredEventLog[][] {
  const encoder = new TextEncoder();
  const batches: StoredEventLog[][] = [];
  let current: StoredEventLog[] = [];
  let size = 0;
  for (const stored of entries) {
    const bytes = encoder.encode(JSON.stringify(entryOf(stored))).length + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(stored);
    size += bytes;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/** The acknowledged ids of a 2xx answer; null when it is not the contract's answer. */
function ackedIds(body: string): Set<string> | null {
  try {
    const parsed = EventLogAck.safeParse(JSON.parse(body));
    return parsed.success ? new Set(parsed.data.acknowledged) : null;
  } catch {
    return null;
  }
}
