import type { NewQueuedSave } from '@sa/domain';
import * as fakeIndexedDb from 'fake-indexeddb';
import { openDB } from 'idb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseDefinition } from '../../../lib/idb';
import { type QueueEvent, SAVE_QUEUE_DEFINITION, SaveQueue } from './saveQueue';

// A real IndexedDB (fake-indexeddb) for this file only: the other files of the worker have none.
const { indexedDB, ...classes } = fakeIndexedDb;
const globals = { ...classes, indexedDB: new fakeIndexedDb.IDBFactory() };
beforeAll(() => {
  Object.assign(globalThis, globals);
});
afterAll(() => {
  for (const name of Object.keys(globals)) Reflect.deleteProperty(globalThis, name);
});

let unique = 0;
/** A database of the queue's layout under a name of its own per test. */
const definition = (): DatabaseDefinition => ({ ...SAVE_QUEUE_DEFINITION, name: `saves-${++unique}` });

const T0 = '2030-01-01T10:00:00.000Z';
const T1 = '2030-01-01T10:01:00.000Z';
const T2 = '2030-01-01T10:02:00.000Z';
const save = (extra: Partial<NewQueuedSave> = {}): NewQueuedSave => ({
  userId: 7,
  courseId: 1,
  assessmentId: 5,
  questionId: 51,
  answer: 'first',
  editedAt: T1,
  base: T0,
  baseAnswer: 'server',
  now: 100,
  ...extra,
});

describe('the offline save queue in IndexedDB', () => {
  it('keeps entries in its own database, per user, course and question, for the next page', async () => {
    const def = definition();
    const queue = new SaveQueue(def);
    await queue.enqueue(save());
    await queue.enqueue(save({ questionId: 52, answer: 2 }));
    await queue.enqueue(save({ userId: 8, answer: 'another user' }));

    const raw = await openDB(def.name);
    expect(await raw.getAllKeys('saves')).toEqual([
      [7, 1, 51],
      [7, 1, 52],
      [8, 1, 51],
    ]);
    raw.close();

    // A reload: a new queue over the same database reads them back.
    const reloaded = new SaveQueue(def);
    expect(reloaded.isLoaded).toBe(false);
    const entries = await reloaded.load();
    expect(entries.map((e) => [e.userId, e.questionId, e.answer])).toEqual([
      [7, 51, 'first'],
      [7, 52, 2],
      [8, 51, 'another user'],
    ]);
    expect(reloaded.peek([7, 1, 52])?.answer).toBe(2);
  });

  it('replaces the answer of a later edit and keeps the first base and place', async () => {
    const queue = new SaveQueue(definition());
    await queue.enqueue(save());
    await queue.enqueue(save({ answer: 'second', editedAt: T2, base: T1, baseAnswer: 'x', now: 500 }));
    expect(await queue.load()).toEqual([
      expect.objectContaining({ answer: 'second', editedAt: T2, base: T0, known: ['server'], queuedAt: 100 }),
    ]);
  });

  it('deletes an entry the server confirmed, but keeps a newer edit queued while it was out', async () => {
    const queue = new SaveQueue(definition());
    const sent = await queue.enqueue(save());
    await queue.enqueue(save({ answer: 'typed meanwhile', editedAt: T2 }));
    await queue.confirmSent(sent);
    expect(await queue.load()).toEqual([
      expect.objectContaining({ answer: 'typed meanwhile', known: ['server', 'first'] }),
    ]);
    const newer = queue.peek([7, 1, 51]);
    if (!newer) throw new Error('the newer edit should wait');
    await queue.confirmSent(newer);
    expect(await queue.load()).toEqual([]);
  });

  it('remembers a send in doubt, marks a conflict, and resolves it either way', async () => {
    const queue = new SaveQueue(definition());
    const events: QueueEvent[] = [];
    queue.onEvent((event) => events.push(event));
    let published = 0;
    queue.subscribe(() => {
      published += 1;
    });
    const entry = await queue.enqueue(save());
    await queue.sendInDoubt(entry);
    await queue.markConflict(entry);
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ conflict: true, known: ['server', 'first'] }),
    ]);
    expect(published).toBe(3);

    await queue.keepMine(entry, { editedAt: T2, base: T1, serverAnswer: 'theirs' });
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({
        conflict: false,
        editedAt: T2,
        base: T1,
        known: ['theirs'],
        answer: 'first',
      }),
    ]);

    await queue.takeServers(entry, 'theirs');
    expect(queue.getSnapshot()).toEqual([]);
    expect(events).toEqual([{ type: 'server-chosen', key: [7, 1, 51], answer: 'theirs' }]);
  });

  it('skips what it cannot read (another version of the page wrote it)', async () => {
    const def = definition();
    const queue = new SaveQueue(def);
    await queue.enqueue(save());
    const raw = await openDB(def.name);
    await raw.put('saves', { answer: { not: 'an answer' } }, [7, 1, 99]);
    raw.close();
    const reloaded = new SaveQueue(def);
    expect((await reloaded.load()).map((e) => e.questionId)).toEqual([51]);
  });
});
