/**
 * Issue 27: how fast a warm runner answers a trivial program, on the fast path (ADR 0035) and on
 * js-slang (`engine: 'js-slang'`), in both hosts. Target: under 30 ms in the browser worker and the
 * Node host. Each figure is the median and 95th percentile of RUNS runs after WARM_UP unmeasured
 * ones, of `1 + 1;` and of a small display program, timed from the call to its outcome:
 *
 * - Node: a session from `createNodeSession` (@sa/runner/node), as the grader and the server use it:
 *   the call goes to the runner process, its worker thread, and back.
 * - Browser: the built web app's runner worker (`assets/worker-*.js`, the very file the playground
 *   starts) in headless Chromium, served from apps/web/dist by a static server in this process; a
 *   page posts each run to it and times from `postMessage` to the worker's 'done'.
 *
 *   npm run build:modules && npm run build --workspace apps/web && npm run bench:latency
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import type { RunOutcome, RunSettings } from '@sa/runner';
import { createNodeSession } from '@sa/runner/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './web-browser';

const RUNS = Number(process.env.RUNS ?? 50);
const WARM_UP = 5;
const TARGET_MS = 30;
const DIST = resolve(import.meta.dirname, '../apps/web/dist');

interface Program {
  label: string;
  code: string;
  value: string;
  output: number;
}

const PROGRAMS: Program[] = [
  { label: '1 + 1;', code: '1 + 1;', value: '2', output: 0 },
  {
    label: 'display program',
    code: 'function greet(name) {\n  display("hello " + name);\n  return name;\n}\ngreet("a");\ndisplay(list(1, 2, 3));\ngreet("b");',
    value: '"b"',
    output: 3,
  },
];

type Engine = 'fast' | 'js-slang';
const ENGINES: Engine[] = ['fast', 'js-slang'];

const settingsFor = (engine: Engine): RunSettings => ({
  chapter: 2,
  variant: 'default',
  execTimeMs: 1000,
  engine,
});

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function check(host: string, program: Program, outcome: RunOutcome, lines: number): void {
  if (outcome.status !== 'finished' || outcome.value !== program.value || lines !== program.output) {
    throw new Error(`${host}, ${program.label}: ${JSON.stringify(outcome)} with ${lines} lines`);
  }
}

type Timed = (program: Program, engine: Engine) => Promise<number>;

async function measure(host: string, timed: Timed): Promise<void> {
  for (const program of PROGRAMS) {
    const cells: string[] = [];
    for (const engine of ENGINES) {
      for (let i = 0; i < WARM_UP; i++) await timed(program, engine);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await timed(program, engine));
      const median = percentile(times, 50);
      const mark = engine === 'fast' ? (median < TARGET_MS ? ' (under target)' : ' (OVER TARGET)') : '';
      cells.push(
        `${engine} median ${median.toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms${mark}`,
      );
    }
    console.log(`${host.padEnd(8)} ${program.label.padEnd(16)} ${cells.join(' | ')}`);
  }
}

async function nodeHost(): Promise<void> {
  const session = createNodeSession();
  try {
    await session.whenReady();
    await measure('node', async (program, engine) => {
      let lines = 0;
      const started = performance.now();
      const outcome = await session.run(program.code, settingsFor(engine), { onOutput: () => lines++ });
      const elapsed = performance.now() - started;
      check('node', program, outcome, lines);
      return elapsed;
    });
  } finally {
    session.dispose();
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
};

/**
 * The page that starts the worker and answers `runOnce(code, settings)` with [ms, outcome, lines].
 * Plain text, not a function handed to page.evaluate: tsx would add its own helpers to that.
 */
const PAGE = `<!doctype html><title>latency</title><script>
let runner;
let next = 0;
window.startRunner = (url) => new Promise((ready) => {
  runner?.terminate();
  runner = new Worker(url, { type: 'module', name: 'source-runner' });
  const first = (event) => {
    if (event.data.type !== 'ready') return;
    runner.removeEventListener('message', first);
    ready();
  };
  runner.addEventListener('message', first);
});
window.runOnce = (code, settings) => new Promise((answer) => {
  const id = ++next;
  let lines = 0;
  let started = 0;
  const listen = (event) => {
    if (event.data.id !== id) return;
    if (event.data.type === 'output') lines++;
    if (event.data.type !== 'done') return;
    const elapsed = performance.now() - started;
    runner.removeEventListener('message', listen);
    answer([elapsed, event.data.outcome, lines]);
  };
  runner.addEventListener('message', listen);
  started = performance.now();
  runner.postMessage({ type: 'run', id, code, settings });
});
</script>`;

/** apps/web/dist as it is, plus the page above to start the worker from (same origin). */
function serveDist(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    if (path === '/latency.html') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      return;
    }
    try {
      const body = readFileSync(join(DIST, path));
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function browserHost(): Promise<void> {
  const worker = readdirSync(join(DIST, 'assets')).find((file) => /^worker-[\w-]+\.js$/.test(file));
  if (!worker) throw new Error('No runner worker in apps/web/dist: build the web app first.');
  const server = await serveDist();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/latency.html`);
    await page.evaluate(`startRunner(${JSON.stringify(`/assets/${worker}`)})`);
    await measure('browser', async (program, engine) => {
      const [elapsed, outcome, lines] = await page.evaluate(
        ([code, settings]) =>
          (
            globalThis as unknown as {
              runOnce: (code: string, settings: unknown) => Promise<[number, RunOutcome, number]>;
            }
          ).runOnce(code, settings),
        [program.code, settingsFor(engine)] as const,
      );
      check('browser', program, outcome, lines);
      return elapsed;
    });
    // The first run of each chapter in a worker that has just said 'ready' (a playground's first Run).
    const firsts: string[] = [];
    for (const engine of ENGINES) {
      await page.evaluate(`startRunner(${JSON.stringify(`/assets/${worker}`)})`);
      for (const chapter of [1, 2, 3, 4]) {
        const [elapsed] = await page.evaluate<[number]>(
          `runOnce('1 + 1;', ${JSON.stringify({ ...settingsFor(engine), chapter })})`,
        );
        firsts.push(`${engine} ch${chapter} ${elapsed.toFixed(1)} ms`);
      }
    }
    console.log(`browser  first run of a chapter after 'ready': ${firsts.join(', ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

console.log(
  `Warm runner latency, chapter 2 default variant, ${RUNS} runs after ${WARM_UP} warm-up ones, from the call to its outcome (target: fast path under ${TARGET_MS} ms):`,
);
await nodeHost();
await browserHost();
