/**
 * A small in-process cache for hot signed-in reads (the caller's user row, the GET /v2/user
 * payload). Entries are dropped when the database announces a change (see change-feed.ts), on
 * this process's own writes, and after `ttlMs` as a safety net.
 *
 * A load that started before an invalidation is not stored: every invalidation bumps the
 * generation, and a value is kept only if the generation it was loaded under is still current.
 */
export interface ReadCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ReadCache<V> {
  private readonly entries = new Map<number, Entry<V>>();
  private generation = 0;
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(key: number, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) this.set(key, value);
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

  private set(key: number, value: V): void {
    // Map keeps insertion order: re-inserting makes the key the newest, the first is the oldest.
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }
}
