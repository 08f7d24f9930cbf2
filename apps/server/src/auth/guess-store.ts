import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';

interface Window {
  count: number;
  startedAt: number;
}

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Keys remembered at most (a few dozen bytes each); the least recently failed go first. */
const MAX_KEYS = 50_000;

/**
 * The store under `@fastify/rate-limit` for guesses of a secret (sign-in codes, assessment
 * passwords). Like the plugin's own LocalStore it counts in fixed windows that start at a key's
 * first hit, in a bounded LRU, in this process. It differs in two ways that a guess limit needs:
 * - it runs on the app's clock, so tests move time on the way they do for every other rule;
 * - a limiter created with `refund: true` takes one back instead of adding one: an attempt is
 *   counted before it is tried (so a burst of parallel guesses cannot all slip through before
 *   the first is judged) and given back once it turns out right.
 */
export function guessStore(now: () => number): FastifyRateLimitStoreCtor {
  const windows = new LRUCache<string, Window>({ max: MAX_KEYS });

  class GuessStore implements FastifyRateLimitStore {
    private readonly step: 1 | -1;

    /** The plugin passes its options: its own at registration, a limiter's to `child`. */
    constructor(options: object = {}) {
      this.step = 'refund' in options && options.refund === true ? -1 : 1;
    }

    incr(key: string, callback: IncrCallback, timeWindowMs = 60_000): void {
      const at = now();
      const live = windows.get(key);
      const window = live && at - live.startedAt < timeWindowMs ? live : { count: 0, startedAt: at };
      const count = Math.max(0, window.count + this.step);
      if (count === 0) windows.delete(key);
      else windows.set(key, { count, startedAt: window.startedAt });
      callback(null, { current: count, ttl: Math.max(0, window.startedAt + timeWindowMs - at) });
    }

    child(options: object): FastifyRateLimitStore {
      return new GuessStore(options);
    }
  }
  return GuessStore;
}
