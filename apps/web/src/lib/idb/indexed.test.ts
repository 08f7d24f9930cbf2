import { describe, expect, it } from 'vitest';
import { useFakeIndexedDb } from '../../test/fakeIndexedDb';
import { openMemoryDatabase } from './memory';
import { openDatabase } from './open';
import type { Database, DatabaseDefinition } from './types';

interface Counter {
  name: string;
  values: number[];
}

type CountersSchema = {
  counters: { key: string; value: Counter };
  plain: { key: number; value: string };
};

let unique = 0;
const definition = (): DatabaseDefinition => ({
  name: `idb-test-${++unique}`,
  upgrades: [(db) => db.createStore('counters', { keyPath: 'name' }), (db) => db.createStore('plain')],
});

const append =
  (name: string, value: number) =>
  (current: Counter | undefined): Counter => ({ name, values: [...(current?.values ?? []), value] });

/** The same behaviour from IndexedDB (fake-indexeddb) and from the memory fallback. */
function sharedBehaviour(open: (def: DatabaseDefinition) => Promise<Database<CountersSchema>>) {
  it('reads at most `count` values, in key order, within a range', async () => {
    const db = await open(definition());
    for (const key of [4, 1, 3, 2, 5]) await db.put('plain', `v${key}`, key);
    expect(await db.getAll('plain', undefined, 2)).toEqual(['v1', 'v2']);
    expect(await db.getAll('plain', { atLeast: 3 }, 2)).toEqual(['v3', 'v4']);
    expect(await db.getAll('plain', { atLeast: 2, below: 4 }, 10)).toEqual(['v2', 'v3']);
    expect(await db.getAll('plain', undefined, 0)).toEqual([]);
  });

  it('updates a value from what is stored, with and without a key path', async () => {
    const db = await open(definition());
    expect(await db.update('counters', 'a', append('a', 1))).toEqual({ name: 'a', values: [1] });
    await db.update('counters', 'a', append('a', 2));
    expect(await db.get('counters', 'a')).toEqual({ name: 'a', values: [1, 2] });

    await db.update('plain', 7, (current) => `${current ?? ''}x`);
    await db.update('plain', 7, (current) => `${current ?? ''}y`);
    expect(await db.get('plain', 7)).toBe('xy');
  });

  it('leaves the value as it is when the change answers undefined', async () => {
    const db = await open(definition());
    await db.put('plain', 'kept', 1);
    expect(await db.update('plain', 1, () => undefined)).toBe('kept');
    expect(await db.update('plain', 2, () => undefined)).toBeUndefined();
    expect(await db.getAllKeys('plain')).toEqual([1]);
  });
}

describe('the IndexedDB database', () => {
  useFakeIndexedDb();
  sharedBehaviour(async (def) => {
    const db = await openDatabase<CountersSchema>(def);
    expect(db.persistent).toBe(true);
    return db;
  });

  it('loses no update when two connections (two tabs) change the same value at once', async () => {
    const def = definition();
    const first = await openDatabase<CountersSchema>(def);
    const second = await openDatabase<CountersSchema>(def);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).update('counters', 'c', append('c', i))),
    );
    const stored = await first.get('counters', 'c');
    expect([...(stored?.values ?? [])].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps nothing of an update whose change throws', async () => {
    const db = await openDatabase<CountersSchema>(definition());
    await db.put('plain', 'before', 1);
    await expect(
      db.update('plain', 1, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await db.get('plain', 1)).toBe('before');
  });
});

describe('the memory database', () => {
  sharedBehaviour(async (def) => openMemoryDatabase<CountersSchema>(def));
});
