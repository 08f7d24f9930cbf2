import { describe, expect, it } from 'vitest';
import { parseChange } from './change-feed';
import { ReadCache } from './read-cache';

describe('ReadCache', () => {
  it('loads once and serves the cached value until it expires', async () => {
    // lru-cache takes a stored time of 0 for "no time": the clock starts at 1.
    let now = 1;
    const cache = new ReadCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get(1, load)).toBe('v1');
    now = 1001;
    expect(await cache.get(1, load)).toBe('v1');
    now = 1002;
    expect(await cache.get(1, load)).toBe('v2');
  });

  it('forgets a key on delete and everything on clear', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let n = 0;
    await cache.get(1, async () => ++n);
    await cache.get(2, async () => ++n);
    cache.delete(1);
    expect(await cache.get(1, async () => ++n)).toBe(3);
    expect(await cache.get(2, async () => ++n)).toBe(2);
    cache.clear();
    expect(await cache.get(2, async () => ++n)).toBe(4);
  });

  it('does not keep a value loaded across an invalidation', async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let release: (value: string) => void = () => {};
    const slow = cache.get(1, () => new Promise<string>((r) => (release = r)));
    cache.delete(1); // a change committed while the old value was being read
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get(1, async () => 'fresh')).toBe('fresh');
  });

  it('evicts the oldest entry beyond maxEntries', async () => {
    const cache = new ReadCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get(1, async () => 1);
    await cache.get(2, async () => 2);
    await cache.get(3, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get(1, async () => 10)).toBe(10);
  });
});

describe('parseChange', () => {
  it('reads user changes and treats anything else as a change to all', () => {
    expect(parseChange('user:42')).toEqual({ scope: 'user', userId: 42 });
    expect(parseChange('all')).toEqual({ scope: 'all' });
    expect(parseChange('user:')).toEqual({ scope: 'all' });
    expect(parseChange(undefined)).toEqual({ scope: 'all' });
  });
});
