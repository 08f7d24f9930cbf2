import { EventLogEntry } from '@sa/contracts';
import { deleteCourseEntries, type EventLogDatabase, type StoredEventLog, storedEventLog } from './database';

/** Spec 1 section 9: recorded events are written to the browser database in batches, every 3,000 ms. */
export const EVENT_BATCH_MS = 3_000;
/** Entries kept in memory while the database refuses writes (full disk); older ones go first. */
export const MAX_BUFFERED_ENTRIES = 5_000;

export interface EventLogBuffer {
  /** Keeps an entry for the next batch; an entry the server would refuse is dropped here. */
  push(entry: EventLogEntry, userId: number, courseId: number): void;
  /** Writes what is waiting now (the page is being hidden or closed). */
  flush(): Promise<void>;
  /**
   * Forgets a user's entries of a course, waiting and stored (they opted out): after this resolves
   * nothing of theirs in that course is kept, not even an entry recorded just before.
   */
  discard(userId: number, courseId: number): Promise<void>;
}

export interface EventLogBufferOptions {
  database: () => Promise<EventLogDatabase>;
  batchMs?: number;
  setTimer?: (run: () => void, ms: number) => unknown;
}

/** The page's recorded entries on their way to `evtlogs`: one write per batch, however many editors record. */
export function createEventLogBuffer(options: EventLogBufferOptions): EventLogBuffer {
  const batchMs = options.batchMs ?? EVENT_BATCH_MS;
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  let waiting: StoredEventLog[] = [];
  let scheduled = false;
  /** The write in progress: a discard waits for it, so it cannot store entries after the delete. */
  let writing: Promise<void> = Promise.resolve();

  const write = async (): Promise<void> => {
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return;
    const database = await options.database();
    try {
      await database.write(batch.map((value) => ({ type: 'put', store: 'logs', value })));
    } catch {
      // Refused (quota): tried again with the next batch, keeping the newest within the bound.
      waiting = [...batch, ...waiting].slice(-MAX_BUFFERED_ENTRIES);
    }
  };

  const flush = (): Promise<void> => {
    scheduled = false;
    writing = writing.then(write, write);
    return writing;
  };

  return {
    push(entry, userId, courseId) {
      // Checked against the contract now: one entry the server refuses would hold back a whole upload.
      if (!EventLogEntry.safeParse(entry).success) return;
      waiting.push(storedEventLog(entry, userId, courseId));
      if (waiting.length > MAX_BUFFERED_ENTRIES) waiting.shift();
      if (scheduled) return;
      scheduled = true;
      setTimer(() => void flush(), batchMs);
    },
    flush,
    async discard(userId, courseId) {
      waiting = waiting.filter((stored) => stored.userId !== userId || stored.courseId !== courseId);
      await writing.catch(() => undefined);
      await deleteCourseEntries(await options.database(), userId, courseId);
    },
  };
}
