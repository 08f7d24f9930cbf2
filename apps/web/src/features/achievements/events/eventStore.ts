import type { LearnerEvent } from '@sa/domain';
import { type Database, type DatabaseDefinition, openDatabase } from '../../../lib/idb';

/**
 * Where the learner's events are kept between visits: IndexedDB, one record per user and course
 * (`scope`), so counts survive reloads and are never mixed between accounts or courses on a shared
 * machine. Kept deliberately thin: the counting is the pure `eventGoalUpdates` of @sa/domain.
 */

/**
 * Event counts stop at each goal's target and the server never lowers a stored count, so old
 * events matter little; the newest 5,000 per scope keep a record small (about 300 KB).
 */
export const MAX_STORED_EVENTS = 5_000;

export interface LearnerEventStore {
  append(scope: string, events: readonly LearnerEvent[]): Promise<void>;
  read(scope: string): Promise<LearnerEvent[]>;
}

/** The stored list after adding `added`: the newest `max` events, oldest first. */
export function appendBounded(
  existing: readonly LearnerEvent[],
  added: readonly LearnerEvent[],
  max = MAX_STORED_EVENTS,
): LearnerEvent[] {
  const all = [...existing, ...added];
  return all.length > max ? all.slice(all.length - max) : all;
}

/** In memory only, without the database layer: for tests of the counting around the store. */
export function memoryEventStore(): LearnerEventStore {
  const lists = new Map<string, LearnerEvent[]>();
  return {
    async append(scope, events) {
      lists.set(scope, appendBounded(lists.get(scope) ?? [], events));
    },
    async read(scope) {
      return [...(lists.get(scope) ?? [])];
    },
  };
}

/** The layout shipped before the shared layer (version 1): kept, so stored events are read on. */
export const LEARNER_EVENTS_DATABASE: DatabaseDefinition = {
  name: 'sa-learner-events',
  upgrades: [(db) => db.createStore('events', { keyPath: 'scope' })],
};

interface StoredRecord {
  scope: string;
  events: LearnerEvent[];
}

type LearnerEventsSchema = { events: { key: string; value: StoredRecord } };

function isEvent(value: unknown): value is LearnerEvent {
  if (typeof value !== 'object' || value === null || !('name' in value) || !('at' in value)) return false;
  return typeof value.name === 'string' && typeof value.at === 'string';
}

/** A record written by an older build, or edited by hand, is read as far as it is valid. */
function eventsOf(record: unknown): LearnerEvent[] {
  if (typeof record !== 'object' || record === null || !('events' in record)) return [];
  return Array.isArray(record.events) ? record.events.filter(isEvent) : [];
}

/**
 * On the shared IndexedDB layer (lib/idb), which keeps the events in memory for this page where
 * IndexedDB is missing or refused. The read and the write of an append share one readwrite
 * transaction (`update`), so two tabs appending at once cannot lose each other's events.
 */
export function databaseEventStore(
  open: () => Promise<Database<LearnerEventsSchema>> = () => openDatabase(LEARNER_EVENTS_DATABASE),
): LearnerEventStore {
  let database: Promise<Database<LearnerEventsSchema>> | null = null;
  const connect = () => {
    database ??= open();
    return database;
  };
  return {
    async append(scope, events) {
      await (await connect()).update('events', scope, (record) => ({
        scope,
        events: appendBounded(eventsOf(record), events),
      }));
    },
    async read(scope) {
      return eventsOf(await (await connect()).get('events', scope));
    },
  };
}

let shared: LearnerEventStore | null = null;

/** The page's store: IndexedDB when the browser has it, else memory (see lib/idb). */
export function learnerEventStore(): LearnerEventStore {
  shared ??= databaseEventStore();
  return shared;
}
