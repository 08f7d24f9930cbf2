import { EventLogEntry } from '@sa/contracts';
import { z } from 'zod';
import { type Database, type DatabaseDefinition, type KeyRange, openDatabase } from '../../lib/idb';

/**
 * Where recorded learning events wait to be sent (spec 1 section 3): the browser database
 * `evtlogs`, store `logs`. Safe to import in the service worker: nothing here touches the window.
 *
 * Each record is the contract's entry plus whose it is (userId, courseId), so on a shared browser
 * one user's entries are never sent with another's token, and an opt-out deletes exactly that
 * user's entries of that course. The key `[userId, courseId, time, id]` puts them in that order:
 * one user's entries are one key range, one course's of them a smaller one, oldest first.
 */

export type EventLogKey = [userId: number, courseId: number, time: string, id: string];

export const StoredEventLog = EventLogEntry.extend({
  key: z.tuple([z.number(), z.number(), z.string(), z.string()]),
  userId: z.number().int(),
  courseId: z.number().int(),
});
export type StoredEventLog = z.infer<typeof StoredEventLog>;

export type EventLogSchema = { logs: { key: (number | string)[]; value: StoredEventLog } };
export type EventLogDatabase = Database<EventLogSchema>;

export const EVENT_LOG_DATABASE: DatabaseDefinition = {
  name: 'evtlogs',
  upgrades: [(db) => db.createStore('logs', { keyPath: 'key' })],
};

export function openEventLogDatabase(): Promise<EventLogDatabase> {
  return openDatabase<EventLogSchema>(EVENT_LOG_DATABASE);
}

/** A recorded entry as it is stored for its user and course. */
export function storedEventLog(entry: EventLogEntry, userId: number, courseId: number): StoredEventLog {
  return { ...entry, key: [userId, courseId, entry.time, entry.id], userId, courseId };
}

/** The entry as the server takes it: without the browser's own bookkeeping. */
export function entryOf(stored: StoredEventLog): EventLogEntry {
  const { key: _key, userId: _userId, courseId: _courseId, ...entry } = stored;
  return entry;
}

/** Every entry of one user (ids are whole numbers, so the next one bounds the range). */
export function userRange(userId: number): KeyRange<(number | string)[]> {
  return { atLeast: [userId], below: [userId + 1] };
}

/** One user's entries in one course. */
export function courseRange(userId: number, courseId: number): KeyRange<(number | string)[]> {
  return { atLeast: [userId, courseId], below: [userId, courseId + 1] };
}

/** Forgets one user's entries of one course at once (they opted out, or the server refused them). */
export function deleteCourseEntries(
  database: EventLogDatabase,
  userId: number,
  courseId: number,
): Promise<void> {
  return database.delete('logs', courseRange(userId, courseId));
}
