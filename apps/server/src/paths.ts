import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root: the nearest ancestor whose package.json declares workspaces. `npm start`
 * runs the server with cwd = apps/server, so defaults such as ./data must not depend on cwd.
 */
export function findRepoRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && hasWorkspaces(manifest)) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json with "workspaces" above ${from}`);
    dir = parent;
  }
}

function hasWorkspaces(manifest: string): boolean {
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed;
  } catch {
    return false;
  }
}

/** Folder of the generated SQL migrations, next to the schema. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'db', 'migrations');
