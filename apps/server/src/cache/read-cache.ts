import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache for hot signed-in reads (the caller's user row, the GET /v2/user
 * payload), on lru-cache (least recently used entries go first beyond `maxEntries`). Entries are
 * dropped when the database announces a change (see change-feed.ts), on this process's own writes,
 * and `ttlMs` after they were stored, as a safety net.
 *
 * A load that started before an invalidation is not stored: every invalidation bumps the
 * generation, and a value is kept only if the generation it was loaded under is still current.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export class ReadCache<V extends {}> {
  private readonly entries: LRUCache<number, V>;
  private generation = 0;

  constructor(options: ReadCacheOptions) {
    this.entries = new LRUCache<number, V>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      // Read the clock on every check (no cached "now"), so an injected clock is obeyed at once.
      ttlResolution: 0,
      ...(options.now ? { perf: { now: options.now } } : {}),
    });
  }

  async get(key: number, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.entries.set(key, value);
    return value;
  }

  delete(key: number): void {
    this.generation++;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
