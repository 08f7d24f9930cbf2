// `npm run bench:modules`: the size of every built module bundle and tab, raw and gzipped (what a
// browser downloads from /modules). Builds the modules first if the dist is missing or stale.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildModules } from '../packages/modules/build/build';
import { MODULES_DIST_DIR } from '../packages/modules/src/dist-dir';

await buildModules({ log: console.log });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
let totalGzip = 0;
for (const folder of ['bundles', 'tabs'] as const) {
  console.log(`\n${folder}/`);
  for (const file of readdirSync(join(MODULES_DIST_DIR, folder)).sort()) {
    const text = readFileSync(join(MODULES_DIST_DIR, folder, file));
    const gzipped = gzipSync(text, { level: 9 }).length;
    totalGzip += gzipped;
    console.log(`  ${file.padEnd(24)} ${kb(text.length).padStart(10)} raw ${kb(gzipped).padStart(10)} gzip`);
  }
}
console.log(`\ntotal gzip: ${kb(totalGzip)}`);
