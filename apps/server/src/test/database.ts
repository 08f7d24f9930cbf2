import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type OpenDatabase, openPostgres, wrapPglite } from '../db/client';

/**
 * A real, freshly migrated database for one test file. PGlite by default (a copy of the template
 * built in global-setup); with TEST_DATABASE_URL, a new PostgreSQL database `sa_test_<random>`
 * that is dropped again on close.
 */
export async function openTestDatabase(): Promise<OpenDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openScratchPostgres(url) : openPgliteCopy();
}

/**
 * A test database holds a few hundred rows: PostgreSQL's default 128 MB of shared buffers (and
 * room for 100 connections) are set up at every start for nothing, and that set-up is a good part
 * of what loading a copy costs. PGlite's own start parameters, with smaller shared memory.
 */
const SMALL_PGLITE_START = [
  ...PGlite.defaultStartParams,
  ...['shared_buffers=16MB', 'max_connections=5', 'autovacuum_worker_slots=1'].flatMap((s) => ['-c', s]),
];

async function openPgliteCopy(): Promise<OpenDatabase> {
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('No PGlite template: is src/test/global-setup.ts configured?');
  const client = await PGlite.create({
    loadDataDir: new Blob([readFileSync(template)]),
    startParams: SMALL_PGLITE_START,
  });
  return wrapPglite(client);
}

async function openScratchPostgres(adminUrl: string): Promise<OpenDatabase> {
  const name = `sa_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.href);
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
