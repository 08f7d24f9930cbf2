import { describe, expect, it } from 'vitest';
import { compareKeys } from './keys';
import { openMemoryDatabase } from './memory';
import { openDatabase } from './open';
import type { DatabaseDefinition } from './types';

interface Note {
  id?: number;
  text: string;
}

type NotesSchema = {
  notes: { key: number; value: Note };
  chunks: { key: number; value: Int16Array };
};

let unique = 0;
const definition = (...extra: DatabaseDefinition['upgrades']): DatabaseDefinition => ({
  name: `test-${++unique}`,
  upgrades: [
    (db) => db.createStore('notes', { keyPath: 'id', autoIncrement: true }),
    (db) => db.createStore('chunks'),
    ...extra,
  ],
});

describe('the memory database', () => {
  it('runs each upgrade step once, in order, and only the new ones on a later open', () => {
    const steps: string[] = [];
    const first = definition((db) => {
      steps.push('v3');
      db.createStore('log', { autoIncrement: true });
    });
    openMemoryDatabase(first);
    expect(steps).toEqual(['v3']);
    openMemoryDatabase(first);
    expect(steps).toEqual(['v3']);
    openMemoryDatabase({ ...first, upgrades: [...first.upgrades, () => steps.push('v4')] });
    expect(steps).toEqual(['v3', 'v4']);
  });

  it('keeps what was put for a later open of the same name, and copies values in and out', async () => {
    const def = definition();
    const db = openMemoryDatabase<NotesSchema>(def);
    const samples = new Int16Array([1, 2, 3]);
    await db.put('chunks', samples, 0);
    samples[0] = 99;
    const again = openMemoryDatabase<NotesSchema>(def);
    const read = await again.get('chunks', 0);
    expect(read).toEqual(new Int16Array([1, 2, 3]));
    if (read) read[1] = 42;
    expect(await again.get('chunks', 0)).toEqual(new Int16Array([1, 2, 3]));
    expect(await again.get('chunks', 1)).toBeUndefined();
  });

  it('generates keys into the key path and moves past keys given explicitly', async () => {
    const db = openMemoryDatabase<NotesSchema>(definition());
    expect(await db.put('notes', { text: 'a' })).toBe(1);
    expect(await db.put('notes', { id: 10, text: 'b' })).toBe(10);
    expect(await db.put('notes', { text: 'c' })).toBe(11);
    expect(await db.getAll('notes')).toEqual([
      { id: 1, text: 'a' },
      { id: 10, text: 'b' },
      { id: 11, text: 'c' },
    ]);
    // Putting under an existing key replaces the value.
    await db.put('notes', { id: 10, text: 'B' });
    expect(await db.get('notes', 10)).toEqual({ id: 10, text: 'B' });
  });

  it('lists and deletes in key order within a range', async () => {
    const db = openMemoryDatabase<NotesSchema>(definition());
    for (const key of [5, 1, 3, 2, 4]) await db.put('chunks', new Int16Array([key]), key);
    expect(await db.getAllKeys('chunks')).toEqual([1, 2, 3, 4, 5]);
    expect(await db.getAllKeys('chunks', { atLeast: 2, below: 4 })).toEqual([2, 3]);
    expect(await db.getAllKeys('chunks', { atLeast: 4, below: 4 })).toEqual([]);
    await db.delete('chunks', { atLeast: 4 });
    expect(await db.getAllKeys('chunks')).toEqual([1, 2, 3]);
    await db.delete('chunks', 2);
    expect(await db.getAll('chunks')).toEqual([new Int16Array([1]), new Int16Array([3])]);
    await db.clear('chunks');
    expect(await db.getAll('chunks')).toEqual([]);
  });

  it('keeps all of a batch or, when one change fails, none of it', async () => {
    const db = openMemoryDatabase<NotesSchema>(definition());
    await db.write([
      { type: 'put', store: 'chunks', value: new Int16Array([1]), key: 1 },
      { type: 'put', store: 'notes', value: { text: 'kept' } },
    ]);
    await expect(
      db.write([
        { type: 'delete', store: 'chunks', key: { atLeast: 0 } },
        // A store with a key path takes no separate key: this change fails.
        { type: 'put', store: 'notes', value: { text: 'bad' }, key: 7 },
      ]),
    ).rejects.toThrow();
    expect(await db.getAllKeys('chunks')).toEqual([1]);
    expect(await db.getAll('notes')).toEqual([{ id: 1, text: 'kept' }]);
  });
});

describe('openDatabase', () => {
  it('falls back to memory where the browser has no IndexedDB', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const db = await openDatabase<NotesSchema>(definition());
    expect(db.persistent).toBe(false);
    await db.put('notes', { text: 'x' });
    expect(await db.getAll('notes')).toEqual([{ id: 1, text: 'x' }]);
  });
});

describe('key order', () => {
  it('orders numbers before dates, strings, binary and arrays, arrays item by item', () => {
    const keys: IDBValidKey[] = [[1, 'a'], 'b', new Uint8Array([1]), 2, [1], new Date(5), 'a', -1, [0, 'z']];
    expect([...keys].sort(compareKeys)).toEqual([
      -1,
      2,
      new Date(5),
      'a',
      'b',
      new Uint8Array([1]),
      [0, 'z'],
      [1],
      [1, 'a'],
    ]);
  });
});
