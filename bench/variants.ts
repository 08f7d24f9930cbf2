/**
 * Source variants bench (issue 10), two figures:
 *
 * 1. fib(25) in chapter 1 under the default variant (js-slang 1.0.94) and the wasm variant (sourceror)
 *    through the runner's Node host (runner process, warm worker thread; each figure includes the
 *    worker round trip, and for wasm the compile of the program and its std imports), and in plain
 *    JavaScript in this process, measured in one run: medians of ROUNDS after one warm-up each.
 *
 * 2. The JavaScript of the default playground, gzip -9: what the page loads (index.html's entry and
 *    preloads, the playground route chunk and the runner session chunk, each with its static imports)
 *    and what the runner's Web Worker loads for the default variant (its entry, the body the entry
 *    imports at once, and their static imports).
 *    Chunks reached only by `import()` (the variants' engines, visualizer tabs) are not counted: they
 *    load when used. Read from a build: `npm run build --workspace apps/web` first. For the figure
 *    before issue 10, build an older commit elsewhere and pass its dist folder in VARIANTS_BEFORE_DIST:
 *      git worktree add --detach /tmp/wt <commit> && (link node_modules) && npm run build -w apps/web
 *
 *   npm run bench:variants            (VARIANTS_SIZES_ONLY=1: sizes only)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createNodeSession } from '@sa/runner/node';

const N = 25;
const ROUNDS = 5;
const EXPECTED = '75025';
const SOURCE = `function fib(n) { return n <= 1 ? n : fib(n - 1) + fib(n - 2); }\nfib(${N});`;

function fib(n: number): number {
  return n <= 1 ? n : fib(n - 1) + fib(n - 2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function timeRunner(variant: 'default' | 'wasm'): Promise<number> {
  const session = createNodeSession();
  try {
    await session.whenReady();
    const settings = { chapter: 1, variant, execTimeMs: 20000 } as const;
    const times: number[] = [];
    for (let i = 0; i <= ROUNDS; i += 1) {
      const started = performance.now();
      const outcome = await session.run(SOURCE, settings);
      if (i > 0) times.push(performance.now() - started); // round 0 warms up (wasm: loads the compiler)
      if (outcome.status !== 'finished' || outcome.value !== EXPECTED) {
        throw new Error(`${variant}: ${JSON.stringify(outcome)}`);
      }
    }
    return median(times);
  } finally {
    session.dispose();
  }
}

function timePlain(): number {
  fib(N);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    if (fib(N) !== Number(EXPECTED)) throw new Error('plain fib is wrong');
    times.push(performance.now() - started);
  }
  return median(times);
}

// --- playground JavaScript size -------------------------------------------------------------------

/** Static imports of a built chunk (`import ... from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1].slice(2));
  }
  return [...found];
}

/** `import("./x.js")` in a chunk. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*[`"'](\.\/[^`"']+\.js)[`"']\s*\)/g)].flatMap((m) =>
    m[1] ? [m[1].slice(2)] : [],
  );
}

function closure(assets: string, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (!file || seen.has(file) || !existsSync(join(assets, file))) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  return seen;
}

const gzip = (assets: string, files: Iterable<string>) =>
  [...files].reduce(
    (total, file) => total + gzipSync(readFileSync(join(assets, file)), { level: 9 }).length,
    0,
  );

interface PlaygroundSize {
  page: number;
  worker: number;
  pageFiles: number;
  workerFiles: number;
}

function playgroundSize(dist: string): PlaygroundSize {
  const assets = join(dist, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/\/assets\/([^"']+\.js)/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const routes = files.filter((file) => /^(PlaygroundPage|browser)-/.test(file));
  const page = closure(assets, [...fromHtml, ...routes]);
  // A worker entry may only set globals and then import() its body at once: that body counts.
  const workers = files.filter((file) => /^worker-/.test(file));
  const bodies = workers.flatMap((file) => dynamicImports(readFileSync(join(assets, file), 'utf8')));
  const worker = closure(assets, [...workers, ...bodies]);
  return {
    page: gzip(assets, page),
    worker: gzip(assets, worker),
    pageFiles: page.size,
    workerFiles: worker.size,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printSize(label: string, dist: string): PlaygroundSize | null {
  try {
    const size = playgroundSize(dist);
    console.log(
      `  ${label.padEnd(7)} page ${kb(size.page)} (${size.pageFiles} files), runner worker ${kb(size.worker)} (${size.workerFiles} files): total ${kb(size.page + size.worker)}   [${dist}]`,
    );
    return size;
  } catch (error) {
    console.log(
      `  ${label}: no build at ${dist} (${error instanceof Error ? error.message : String(error)})`,
    );
    return null;
  }
}

// VARIANTS_SIZES_ONLY=1 skips the timings (e.g. to compare builds quickly).
if (process.env.VARIANTS_SIZES_ONLY !== '1') {
  const defaultMs = await timeRunner('default');
  const wasmMs = await timeRunner('wasm');
  const plainMs = timePlain();
  console.log(
    `fib(${N}) in chapter 1, median of ${ROUNDS} after one warm-up each (Node host: runner process + worker thread)`,
  );
  console.log(
    `  default variant (js-slang 1.0.94): ${defaultMs.toFixed(1)} ms  = ${(defaultMs / plainMs).toFixed(0)}x plain JavaScript`,
  );
  console.log(
    `  wasm variant (sourceror 0.8.5):    ${wasmMs.toFixed(1)} ms  = ${(wasmMs / plainMs).toFixed(0)}x plain JavaScript`,
  );
  console.log(`  plain JavaScript (this process):   ${plainMs.toFixed(2)} ms`);
  console.log(`  default / wasm:                    ${(defaultMs / wasmMs).toFixed(1)}x`);
}

console.log('Default playground JavaScript, gzip -9 (static imports only; variant engines load on demand)');
const before = process.env.VARIANTS_BEFORE_DIST;
const beforeSize = before ? printSize('before', resolve(before)) : null;
const afterSize = printSize('after', resolve(import.meta.dirname, '../apps/web/dist'));
if (beforeSize && afterSize) {
  const delta = afterSize.page + afterSize.worker - (beforeSize.page + beforeSize.worker);
  console.log(`  change: ${delta >= 0 ? '+' : ''}${(delta / 1024).toFixed(1)} KB`);
}
