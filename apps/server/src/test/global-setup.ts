import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite data directory, or '' when tests use PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite costs seconds (initdb); loading a dump costs well under one. So the migrated
 * template is built once per run and each test file starts from its own copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'sa-pglite-template-'));
  const pg = await PGlite.create();
  const template = wrapPglite(pg);
  try {
    await template.migrate();
    const dump = await pg.dumpDataDir('none');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await template.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
