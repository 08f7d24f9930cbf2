// `npm run build:modules`: builds packages/modules/dist (see build.ts). `--force` ignores the
// fingerprint and builds everything again.
import { buildModules } from './build';

const summary = await buildModules({ force: process.argv.includes('--force'), log: console.log });
if (summary.skipped) console.log(`Modules are up to date (checked in ${Math.round(summary.ms)} ms)`);
