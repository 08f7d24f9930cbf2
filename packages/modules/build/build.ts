import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MODULES_DIST_DIR } from '../src/dist-dir';
import { MODULE_MANIFEST } from '../src/manifest';
import { bundleFile } from './bundle';
import { buildDocs } from './docs';
import { findInputs, PACKAGE_DIR, sourceFingerprint } from './sources';

export interface BuildOptions {
  /** Build even when the dist matches the sources. */
  force?: boolean;
  distDir?: string;
  log?: (line: string) => void;
}

export interface BuildSummary {
  skipped: boolean;
  modules: string[];
  tabs: string[];
  ms: number;
}

const FINGERPRINT_FILE = '.fingerprint';
/** Several test projects may start the build at once; one builds, the others wait for it. */
const LOCK_DIR = join(PACKAGE_DIR, 'node_modules', '.cache', 'sa-modules-build.lock');
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 5 * 60_000;

/** Whether the dist was built from the sources as they are now. */
export function isDistCurrent(distDir = MODULES_DIST_DIR): boolean {
  const file = join(distDir, FINGERPRINT_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === sourceFingerprint();
}

/**
 * Builds every module whose folder exists: bundles, tabs, docs jsons and modules.json. Skips the
 * work when the dist is current (typedoc alone takes seconds). Each file is written to a temporary
 * name and renamed into place, so a server serving the dist never sends half a file.
 */
export async function buildModules(options: BuildOptions = {}): Promise<BuildSummary> {
  const started = performance.now();
  const distDir = options.distDir ?? MODULES_DIST_DIR;
  const log = options.log ?? (() => {});
  await acquireLock();
  try {
    if (!options.force && isDistCurrent(distDir)) {
      return { skipped: true, modules: [], tabs: [], ms: performance.now() - started };
    }
    const fingerprint = sourceFingerprint();
    const { modules, tabs } = findInputs();
    const [bundles, tabFiles, docs] = await Promise.all([
      Promise.all(modules.map(async ({ name, entry }) => [name, await bundleFile(entry, 'bundle')] as const)),
      Promise.all(tabs.map(async ({ name, entry }) => [name, await bundleFile(entry, 'tab')] as const)),
      buildDocs(modules),
    ]);
    const files = new Map<string, string>();
    for (const [name, text] of bundles) files.set(`bundles/${name}.js`, text);
    for (const [name, text] of tabFiles) files.set(`tabs/${name}.js`, text);
    for (const [name, moduleDocs] of docs)
      files.set(`jsons/${name}.json`, `${JSON.stringify(moduleDocs, null, 2)}\n`);
    files.set('modules.json', `${JSON.stringify(servedManifest(modules, tabs), null, 2)}\n`);
    for (const [path, text] of files) writeAtomically(join(distDir, path), text);
    removeLeftovers(distDir, files);
    writeAtomically(join(distDir, FINGERPRINT_FILE), fingerprint);
    const summary = {
      skipped: false,
      modules: modules.map((m) => m.name),
      tabs: tabs.map((t) => t.name),
      ms: performance.now() - started,
    };
    log(
      `Built ${summary.modules.length} modules and ${summary.tabs.length} tabs in ${Math.round(summary.ms)} ms`,
    );
    return summary;
  } finally {
    rmSync(LOCK_DIR, { recursive: true, force: true });
  }
}

/** modules.json lists what was built: a module or tab listed but missing would fail every import. */
function servedManifest(
  modules: readonly { name: string }[],
  tabs: readonly { name: string }[],
): Record<string, { tabs: string[] }> {
  const built = new Set(tabs.map((t) => t.name));
  const manifest: Record<string, { tabs: string[] }> = {};
  for (const { name } of modules) {
    const named = (MANIFEST_TABS[name] ?? []).filter((tab) => built.has(tab));
    manifest[name] = { tabs: named };
  }
  return manifest;
}

const MANIFEST_TABS: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(MODULE_MANIFEST).map(([name, { tabs }]) => [name, tabs]),
);

function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, path);
}

/** Files of modules or tabs that no longer exist (a folder renamed) must not stay served. */
function removeLeftovers(distDir: string, kept: ReadonlyMap<string, string>): void {
  for (const folder of ['bundles', 'tabs', 'jsons']) {
    const dir = join(distDir, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) {
      if (!kept.has(`${folder}/${file}`)) rmSync(join(dir, file), { force: true });
    }
  }
}

async function acquireLock(): Promise<void> {
  mkdirSync(dirname(LOCK_DIR), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      return;
    } catch {
      const age = existsSync(LOCK_DIR) ? Date.now() - statSync(LOCK_DIR).mtimeMs : 0;
      if (age > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
      else await sleep(200);
    }
  }
}
