import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BrowserTab, createTabs, deliverStorageEvents } from '../../test/tabs';
import { LEASE_MS, REFRESH_LOCK_NAME, storageTabLock } from './tab-lock';

function twoTabs(): [BrowserTab, BrowserTab] {
  const [first, second] = createTabs(2);
  if (!first || !second) throw new Error('two tabs expected');
  return [first, second];
}

const lockOf = (tab: BrowserTab) => storageTabLock({ storage: tab.storage, otherTabs: tab.window });

/** A task that runs until `finish` is called, noting when it starts. */
function gatedTask(log: string[], name: string) {
  let finish = () => {};
  const task = () =>
    new Promise<string>((resolve) => {
      log.push(`${name} starts`);
      finish = () => {
        log.push(`${name} ends`);
        resolve(name);
      };
    });
  return { task, finish: () => finish() };
}

/** Lets every queued task and storage event run (a few rounds: one event may queue the next). */
async function settle() {
  for (let round = 0; round < 3; round++) await deliverStorageEvents();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the localStorage lease (browsers without Web Locks)', () => {
  it('makes another tab wait until the holder releases it', async () => {
    const [first, second] = twoTabs();
    const log: string[] = [];
    const a = gatedTask(log, 'a');
    const b = gatedTask(log, 'b');
    const ranA = lockOf(first).run(a.task);
    const ranB = lockOf(second).run(b.task);
    await settle();
    expect(log).toEqual(['a starts']);
    a.finish();
    await settle();
    expect(log).toEqual(['a starts', 'a ends', 'b starts']);
    b.finish();
    expect(await Promise.all([ranA, ranB])).toEqual(['a', 'b']);
    expect(first.storage.getItem(REFRESH_LOCK_NAME)).toBeNull();
  });

  it('runs the tasks of one tab one after another, a failed one freeing the lock', async () => {
    const [tab] = twoTabs();
    const lock = lockOf(tab);
    const log: string[] = [];
    const first = gatedTask(log, 'first');
    const ranFirst = lock.run(first.task);
    const ranFailing = lock.run(() => Promise.reject(new Error('refresh failed')));
    const ranLast = lock.run(async () => 'last');
    await settle();
    expect(log).toEqual(['first starts']);
    first.finish();
    await expect(ranFirst).resolves.toBe('first');
    await expect(ranFailing).rejects.toThrow('refresh failed');
    await expect(ranLast).resolves.toBe('last');
  });

  it('is taken over once a lease left by a tab that went away expires', async () => {
    vi.useFakeTimers();
    const [tab] = twoTabs();
    tab.storage.setItem(
      REFRESH_LOCK_NAME,
      JSON.stringify({ owner: 'closed tab', until: Date.now() + LEASE_MS }),
    );
    let ran = false;
    const done = lockOf(tab).run(async () => {
      ran = true;
    });
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(ran).toBe(true);
  });

  it('ignores a damaged or expired lease', async () => {
    const [tab] = twoTabs();
    for (const lease of ['not json', JSON.stringify({ owner: 'gone', until: Date.now() - 1 })]) {
      tab.storage.setItem(REFRESH_LOCK_NAME, lease);
      await expect(lockOf(tab).run(async () => 'ran')).resolves.toBe('ran');
    }
  });
});
