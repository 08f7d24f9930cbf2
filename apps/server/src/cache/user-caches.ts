import type { AuthUser } from '../auth/guard';
import { CHANGES_CHANNEL, type Change, type Listen, parseChange } from './change-feed';
import { ReadCache } from './read-cache';

/**
 * The caches behind every signed-in request: the caller's user row (read by the auth guard) and
 * the serialised GET /v2/user payload. Both are keyed by user id.
 *
 * Freshness: a change committed by any process reaches every process through LISTEN/NOTIFY; a
 * write by this process clears both caches before its response is sent; the TTL bounds what a
 * lost notification connection could leave behind.
 */
export class UserCaches {
  readonly users: ReadCache<AuthUser>;
  readonly userPayloads: ReadCache<string>;

  constructor(options: { ttlMs: number; maxEntries: number }) {
    this.users = new ReadCache(options);
    this.userPayloads = new ReadCache(options);
  }

  apply(change: Change): void {
    if (change.scope === 'user') {
      this.users.delete(change.userId);
      this.userPayloads.delete(change.userId);
    } else {
      this.clear();
    }
  }

  clear(): void {
    this.users.clear();
    this.userPayloads.clear();
  }

  /** Follows the database's change announcements until the returned function is called. */
  follow(listen: Listen): Promise<() => Promise<void>> {
    return listen(CHANGES_CHANNEL, (payload) => this.apply(parseChange(payload)));
  }
}
