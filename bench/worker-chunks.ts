import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The chunks of the built web app that only the runner's worker loads. The worker entry
 * (`worker-*.js`) pulls in js-slang through static and dynamic imports; a chunk that the page's
 * own entry can also reach (shared code) counts as the page's. Read off the build's import
 * statements, because the browser reports a worker's module fetches like the page's own.
 */
const IMPORT = /(?:from|import)\s*\(?\s*["'`]\.\/([^"'`]+\.js)["'`]/g;

function importsOf(dir: string, file: string, chunks: ReadonlySet<string>): string[] {
  const text = readFileSync(join(dir, file), 'utf8');
  // Only names of the build's own chunks: a bundled library's text may spell an import too.
  return [...text.matchAll(IMPORT)].map((match) => match[1] ?? '').filter((name) => chunks.has(name));
}

function reachable(dir: string, roots: string[], chunks: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(dir, file, chunks));
  }
  return seen;
}

export function workerOnlyChunks(distDir: string): Set<string> {
  const assets = join(distDir, 'assets');
  const files = new Set(readdirSync(assets).filter((file) => file.endsWith('.js')));
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const pageEntries = [...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const page = reachable(assets, pageEntries, files);
  const workerEntries = [...files].filter((file) => /^worker-[^/]*\.js$/.test(file));
  const worker = reachable(assets, workerEntries, files);
  return new Set([...worker].filter((file) => !page.has(file)).map((file) => `/assets/${file}`));
}
