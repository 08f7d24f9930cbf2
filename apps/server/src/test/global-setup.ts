import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { findRepoRoot, MIGRATIONS_DIR } from '../paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite data directory, or '' when tests use PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * A new PGlite costs seconds (initdb), and migrating it more; loading a dump costs well under one.
 * So the migrated template is built once and each test file starts from its own copy of it. The
 * dump is kept between runs under node_modules/.cache, named by a hash of the migrations and the
 * PGlite version, so a run that changes neither (most runs of a few test files) skips the build.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = join(findRepoRoot(), 'node_modules', '.cache', 'sa-pglite-template');
  const file = join(dir, `${templateKey()}.tar`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const dump = await buildTemplate();
    // Another run may be building the same template at the same time: each writes its own file
    // and renames it into place, so a reader never sees half a dump.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    for (const old of readdirSync(dir)) {
      if (old.endsWith('.tar') && join(dir, old) !== file) rmSync(join(dir, old), { force: true });
    }
  }
  project.provide('pgliteTemplate', file);
}

async function buildTemplate(): Promise<Buffer> {
  const pg = await PGlite.create();
  const template = wrapPglite(pg);
  try {
    await template.migrate();
    const dump = await pg.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await template.close();
  }
}

/** Changes whenever what the template holds could: a migration, or the PGlite that wrote it. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package does not export its package.json; its entry point is dist/index.* under the root.
  const pgliteRoot = dirname(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')));
  hash.update(readFileSync(join(pgliteRoot, 'package.json')));
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 16);
}
