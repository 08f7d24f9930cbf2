import { createEventLogBuffer, type EventLogBuffer } from './buffer';
import { type EventLogDatabase, openEventLogDatabase } from './database';

let database: Promise<EventLogDatabase> | null = null;
let buffer: EventLogBuffer | null = null;

/** The page's connection to `evtlogs`, opened once (IndexedDB, or memory where it is missing). */
export function pageEventLogDatabase(): Promise<EventLogDatabase> {
  database ??= openEventLogDatabase();
  return database;
}

/**
 * The page's one buffer: every editor of the page records into it, and what waits is written when
 * the page is hidden or closed (pagehide), so a closed tab loses at most nothing it had recorded.
 */
export function pageEventLogBuffer(): EventLogBuffer {
  if (buffer) return buffer;
  const created = createEventLogBuffer({ database: pageEventLogDatabase });
  buffer = created;
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void created.flush());
  return created;
}
