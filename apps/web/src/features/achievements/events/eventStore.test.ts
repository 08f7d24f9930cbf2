import type { LearnerEvent } from '@sa/domain';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../lib/idb';
import { useFakeIndexedDb } from '../../../test/fakeIndexedDb';
import { databaseEventStore, LEARNER_EVENTS_DATABASE, MAX_STORED_EVENTS } from './eventStore';

const event = (i: number): LearnerEvent => ({
  name: 'Run Code',
  at: `2025-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`,
});

describe('the learner event store in IndexedDB', () => {
  useFakeIndexedDb();

  it('keeps the events of each scope apart, across a reopen (a reload)', async () => {
    await databaseEventStore().append('7:1', [event(1), event(2)]);
    await databaseEventStore().append('8:1', [{ name: 'Error', at: event(3).at }]);
    const later = databaseEventStore();
    expect(await later.read('7:1')).toEqual([event(1), event(2)]);
    expect(await later.read('8:1')).toEqual([{ name: 'Error', at: event(3).at }]);
    expect(await later.read('7:2')).toEqual([]);
  });

  it('loses no event when two tabs append to the same scope at once', async () => {
    const tabA = databaseEventStore();
    const tabB = databaseEventStore();
    await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? tabA : tabB).append('7:1', [event(i)])));
    const stored = await tabA.read('7:1');
    expect(stored).toHaveLength(12);
    expect(new Set(stored.map((e) => e.at)).size).toBe(12);
  });

  it('keeps only the newest events up to the bound', async () => {
    const store = databaseEventStore();
    await store.append(
      '7:1',
      Array.from({ length: MAX_STORED_EVENTS }, (_, i) => event(i)),
    );
    await store.append('7:1', [{ name: 'Error', at: '2025-02-01T00:00:00Z' }]);
    const stored = await store.read('7:1');
    expect(stored).toHaveLength(MAX_STORED_EVENTS);
    expect(stored.at(-1)).toEqual({ name: 'Error', at: '2025-02-01T00:00:00Z' });
  });

  it('reads the records an older build wrote with raw IndexedDB, as far as they are valid', async () => {
    const old = await openDB('sa-learner-events', 1, {
      upgrade: (db) => void db.createObjectStore('events', { keyPath: 'scope' }),
    });
    await old.put('events', { scope: '7:1', events: [event(1), { name: 3 }, 'junk'] });
    await old.put('events', { scope: '9:1', events: 'not a list' });
    old.close();
    const store = databaseEventStore();
    expect(await store.read('7:1')).toEqual([event(1)]);
    expect(await store.read('9:1')).toEqual([]);
    await store.append('9:1', [event(2)]);
    expect(await store.read('9:1')).toEqual([event(2)]);
  });
});

describe('the learner event store without IndexedDB', () => {
  it('keeps the events in memory for the page', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const database = await openDatabase(LEARNER_EVENTS_DATABASE);
    expect(database.persistent).toBe(false);
    const store = databaseEventStore();
    await store.append('7:1', [event(1)]);
    expect(await store.read('7:1')).toEqual([event(1)]);
  });
});
