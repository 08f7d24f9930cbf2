import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_MANIFEST, type ModuleName } from '../src/manifest';

/** packages/modules */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SRC_DIR = join(PACKAGE_DIR, 'src');

export interface BuildInputs {
  /** Modules of the manifest whose `src/<name>/index.ts` exists, in manifest order. */
  modules: { name: ModuleName; entry: string }[];
  /** Tabs the manifest names whose `src/tabs/<Tab>/index.tsx` exists. */
  tabs: { name: string; entry: string }[];
}

/**
 * What there is to build. Modules are written in parallel by several people and merged later, so
 * a manifest entry without its folder is skipped rather than an error: the build picks each one up
 * as soon as its folder appears.
 */
export function findInputs(srcDir = SRC_DIR): BuildInputs {
  const modules: BuildInputs['modules'] = [];
  const tabs: BuildInputs['tabs'] = [];
  for (const [name, { tabs: tabNames }] of Object.entries(MODULE_MANIFEST) as [
    ModuleName,
    { tabs: readonly string[] },
  ][]) {
    const entry = join(srcDir, name, 'index.ts');
    if (existsSync(entry)) modules.push({ name, entry });
    for (const tab of tabNames) {
      const tabEntry = join(srcDir, 'tabs', tab, 'index.tsx');
      if (existsSync(tabEntry)) tabs.push({ name: tab, entry: tabEntry });
    }
  }
  return { modules, tabs };
}

/**
 * A fingerprint of everything the output depends on: every source file's path, size and time
 * (tests excluded), the build scripts and the installed versions of what gets bundled. Equal
 * fingerprints mean the dist is current and the build can be skipped.
 */
export function sourceFingerprint(packageDir = PACKAGE_DIR): string {
  const hash = createHash('sha256');
  const walk = (folder: string): void => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(entry.name)) {
        const stat = statSync(path);
        hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
      }
    }
  };
  walk(join(packageDir, 'src'));
  walk(join(packageDir, 'build'));
  hash.update(readFileSync(join(packageDir, 'package.json')));
  return hash.digest('hex');
}
