import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Listen } from '../cache/change-feed';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;

/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries that can run either on their own or inside a caller's transaction. */
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  /** Applies the generated migrations (idempotent). */
  migrate(): Promise<void>;
  /** Always call: an open PGlite keeps the process alive. */
  close(): Promise<void>;
  /** LISTEN on a channel; notifications arrive after their transaction commits. */
  listen: Listen;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** PostgreSQL when a URL is configured, else PGlite persisted in dataDir/db. */
export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir: dir }));
}

export function openPostgres(url: string): OpenDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection that the server drops (restart, admin termination) is discarded by
  // the pool and replaced on the next query; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  const listeners = new Set<pg.Client>();
  return {
    db,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      await Promise.all([...listeners].map((client) => client.end()));
      await pool.end();
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload, listeners),
  };
}

/** Wraps an existing PGlite (a persisted one, or an in-memory test copy). */
export function wrapPglite(client: PGlite): OpenDatabase {
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
    // PGlite runs in this process: its notifications reach only this process's listeners.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one could be handed to a query mid-LISTEN). When the
 * connection drops, listeners get `undefined` (read as "everything may have changed") and the
 * connection is made again after a second, until unsubscribed.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string | undefined) => void,
  open: Set<pg.Client>,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  const retryLater = () => {
    if (!stopped) setTimeout(() => void connect().catch(retryLater), 1000).unref();
  };
  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload);
    });
    client.on('error', () => undefined); // 'end' follows and reconnects
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    open.add(client);
    current = client;
    client.once('end', () => {
      open.delete(client);
      if (stopped) return;
      onPayload(undefined); // notifications may have been missed meanwhile
      retryLater();
    });
  }
  await connect();
  return async () => {
    stopped = true;
    if (current) {
      open.delete(current);
      await current.end();
    }
  };
}
