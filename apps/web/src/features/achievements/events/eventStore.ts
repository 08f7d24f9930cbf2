import type { LearnerEvent } from '@sa/domain';

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

/** In memory only: where IndexedDB is missing (tests, some private windows). */
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

const DB_NAME = 'sa-learner-events';
const STORE = 'events';

interface StoredRecord {
  scope: string;
  events: LearnerEvent[];
}

function isEvent(value: unknown): value is LearnerEvent {
  if (typeof value !== 'object' || value === null || !('name' in value) || !('at' in value)) return false;
  return typeof value.name === 'string' && typeof value.at === 'string';
}

/** A record written by an older build, or edited by hand, is read as far as it is valid. */
function eventsOf(record: unknown): LearnerEvent[] {
  if (typeof record !== 'object' || record === null || !('events' in record)) return [];
  return Array.isArray(record.events) ? record.events.filter(isEvent) : [];
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: 'scope' });
  };
  return promised(request);
}

/**
 * IndexedDB-backed; the read and the write of an append share one readwrite transaction, so two
 * tabs appending at once cannot lose each other's events. If the database cannot be opened the
 * events are kept in memory for this page instead.
 */
export function indexedDbEventStore(factory: IDBFactory): LearnerEventStore {
  const fallback = memoryEventStore();
  let db: Promise<IDBDatabase | null> | null = null;
  const database = () => {
    db ??= openDatabase(factory).catch(() => null);
    return db;
  };
  return {
    async append(scope, events) {
      const handle = await database();
      if (!handle) return fallback.append(scope, events);
      const store = handle.transaction(STORE, 'readwrite').objectStore(STORE);
      const existing = eventsOf(await promised(store.get(scope)));
      const record: StoredRecord = { scope, events: appendBounded(existing, events) };
      await promised(store.put(record));
    },
    async read(scope) {
      const handle = await database();
      if (!handle) return fallback.read(scope);
      const store = handle.transaction(STORE, 'readonly').objectStore(STORE);
      return eventsOf(await promised(store.get(scope)));
    },
  };
}

let shared: LearnerEventStore | null = null;

/** The page's store: IndexedDB when the browser has it, else memory. */
export function learnerEventStore(): LearnerEventStore {
  shared ??= typeof indexedDB === 'undefined' ? memoryEventStore() : indexedDbEventStore(indexedDB);
  return shared;
}
