import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFakeIndexedDb } from '../../test/fakeIndexedDb';
import { createEventLogBuffer, EVENT_BATCH_MS } from './buffer';
import { type EventLogDatabase, openEventLogDatabase, storedEventLog } from './database';
import { logEntry } from './testSupport';

describe('the event log buffer', () => {
  useFakeIndexedDb();
  let database: EventLogDatabase;
  beforeEach(async () => {
    database = await openEventLogDatabase();
    // Only the batching timer is faked: fake-indexeddb schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const stored = async () => (await database.getAll('logs')).map((s) => s.id);

  it('writes what was recorded in one batch, 3,000 ms after the first entry', async () => {
    expect(EVENT_BATCH_MS).toBe(3_000);
    const write = vi.spyOn(database, 'write');
    const buffer = createEventLogBuffer({ database: async () => database });
    const first = logEntry(1);
    const second = logEntry(2);
    buffer.push(first, 7, 1);
    await vi.advanceTimersByTimeAsync(2_000);
    buffer.push(second, 7, 1);
    await vi.advanceTimersByTimeAsync(999);
    expect(await stored()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await stored()).toEqual([first.id, second.id]));
    expect(write).toHaveBeenCalledTimes(1);
    expect(await database.getAll('logs')).toEqual([
      storedEventLog(first, 7, 1),
      storedEventLog(second, 7, 1),
    ]);
  });

  it('writes at once when flushed (the page is hidden), and drops what the server would refuse', async () => {
    const buffer = createEventLogBuffer({ database: async () => database });
    const good = logEntry(1);
    buffer.push(good, 7, 1);
    buffer.push({ ...logEntry(2), payload: { type: 'keyboardCommand', command: '' } }, 7, 1);
    await buffer.flush();
    expect(await stored()).toEqual([good.id]);
  });

  it("discards one user's entries of one course, waiting and stored, and keeps the others", async () => {
    const buffer = createEventLogBuffer({ database: async () => database });
    const mineStored = logEntry(1);
    const otherCourse = logEntry(2);
    const otherUser = logEntry(3);
    buffer.push(mineStored, 7, 1);
    buffer.push(otherCourse, 7, 2);
    buffer.push(otherUser, 8, 1);
    await buffer.flush();
    const mineWaiting = logEntry(4);
    buffer.push(mineWaiting, 7, 1);
    await buffer.discard(7, 1);
    await vi.advanceTimersByTimeAsync(EVENT_BATCH_MS);
    await buffer.flush();
    // In key order: user 7's course 2, then user 8.
    expect(await stored()).toEqual([otherCourse.id, otherUser.id]);
    expect((await database.getAll('logs')).map((s) => [s.userId, s.courseId])).toEqual([
      [7, 2],
      [8, 1],
    ]);
  });
});
