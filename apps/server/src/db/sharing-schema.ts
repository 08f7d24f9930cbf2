import { bigint, customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema';

/** Raw bytes: a Yjs document's encoded state. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Short links of the playground (our own shortener, the spec's YOURLS request shape). `url` is
 * kept as a path on this deployment (`/playground#...`), never an outside address, so a moved
 * deployment keeps its links. Links made with the deployment signature have no user.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    keyword: text('keyword').primaryKey(),
    url: text('url').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A hash index: btree entries are capped near 2.7 KB and a program's URL can be far longer.
  (t) => [
    index('short_links_url_index').using('hash', t.url),
    index('short_links_user_id_index').on(t.userId),
  ],
);

/**
 * Shared editing sessions: the Yjs document of each, so a session survives a restart. A session
 * nobody has touched for the configured idle time is deleted.
 */
export const sharedSessions = pgTable(
  'shared_sessions',
  {
    id: text('id').primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Y.encodeStateAsUpdate of the whole document. */
    state: bytea('state').notNull(),
    insertedAt: timestamp('inserted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last edit or connection: what idle expiry counts from. */
    activeAt: timestamp('active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shared_sessions_owner_id_index').on(t.ownerId),
    index('shared_sessions_active_at_index').on(t.activeAt),
  ],
);
