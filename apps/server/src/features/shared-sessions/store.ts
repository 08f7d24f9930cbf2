import { and, count, eq, gte, lt, notInArray } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Database } from '../../db/client';
import { sharedSessions } from '../../db/sharing-schema';

/**
 * The sessions' rows in `shared_sessions`: the document as one encoded Yjs update. Several
 * processes may hold the same session, so a write merges with what is stored instead of
 * replacing it (Yjs merges are idempotent and commutative).
 */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async create(id: string, ownerId: number, state: Uint8Array): Promise<void> {
    const now = this.now();
    await this.db
      .insert(sharedSessions)
      .values({ id, ownerId, state: Buffer.from(state), insertedAt: now, activeAt: now });
  }

  async exists(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sharedSessions.id })
      .from(sharedSessions)
      .where(eq(sharedSessions.id, id));
    return row !== undefined;
  }

  /** The stored document, or undefined when there is no such session. */
  async load(id: string): Promise<Uint8Array | undefined> {
    const [row] = await this.db
      .select({ state: sharedSessions.state })
      .from(sharedSessions)
      .where(eq(sharedSessions.id, id));
    return row ? new Uint8Array(row.state) : undefined;
  }

  /**
   * Merges `state` into the stored document and marks the session active. False when the
   * session is gone (expired meanwhile): there is nothing to keep it in.
   */
  async merge(id: string, state: Uint8Array): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ state: sharedSessions.state })
        .from(sharedSessions)
        .where(eq(sharedSessions.id, id))
        .for('update');
      if (!row) return false;
      const merged = Y.mergeUpdates([new Uint8Array(row.state), state]);
      await tx
        .update(sharedSessions)
        .set({ state: Buffer.from(merged), activeAt: this.now() })
        .where(eq(sharedSessions.id, id));
      return true;
    });
  }

  /** Marks sessions active (someone joined, or is still connected). */
  async touch(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      await this.db.update(sharedSessions).set({ activeAt: this.now() }).where(eq(sharedSessions.id, id));
    }
  }

  /** Sessions of this user that have not expired yet. */
  async countLive(ownerId: number, idleSince: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sharedSessions)
      .where(and(eq(sharedSessions.ownerId, ownerId), gte(sharedSessions.activeAt, idleSince)));
    return row?.n ?? 0;
  }

  /** Deletes sessions idle since before `idleSince`, except those in `keep`; answers how many. */
  async deleteIdle(idleSince: Date, keep: readonly string[]): Promise<number> {
    const idle = lt(sharedSessions.activeAt, idleSince);
    const deleted = await this.db
      .delete(sharedSessions)
      .where(keep.length > 0 ? and(idle, notInArray(sharedSessions.id, [...keep])) : idle)
      .returning({ id: sharedSessions.id });
    return deleted.length;
  }
}
