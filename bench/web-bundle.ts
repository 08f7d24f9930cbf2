/**
 * (a) Gzip size of the JavaScript loaded before /login and /playground are usable, recorded from
 * the JS responses of a cold headless Chromium and gzip-sized here (level 9), so the figure does
 * not depend on how the server compresses. Targets (issue 4): 200 KB for /login, 450 KB for
 * /playground. The runner's worker (js-slang) loads in its own thread: counted apart.
 *
 *   npm run build --workspace apps/web && npm run bench:web-bundle --workspace bench
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { CHROMIUM_ARGS, signedInContext, startWebBench, whenPlaygroundReady } from './web-browser';
import { workerOnlyChunks } from './worker-chunks';

const port = Number(process.env.BENCH_PORT ?? 8791);
const KB = 1024;

interface Loaded {
  url: string;
  gzip: number;
  /** Loaded by the runner's worker only (worker-chunks.ts): it never blocks the page. */
  worker: boolean;
}

const workerChunks = workerOnlyChunks(join(import.meta.dirname, '..', 'apps', 'web', 'dist'));

function recordScripts(page: Page): { loaded: Loaded[]; settled(): Promise<void> } {
  const loaded: Loaded[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const url = new URL(response.url()).pathname;
          loaded.push({ url, gzip: gzipSync(body, { level: 9 }).length, worker: workerChunks.has(url) });
        })
        .catch(() => undefined),
    );
  });
  return { loaded, settled: () => Promise.all(pending).then(() => undefined) };
}

const sum = (items: Loaded[]) => items.reduce((total, item) => total + item.gzip, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(label: string, loaded: Loaded[], targetKb: number): boolean {
  const main = loaded.filter((l) => !l.worker);
  const worker = loaded.filter((l) => l.worker);
  const ok = sum(main) <= targetKb * KB;
  console.log(
    `${label}: ${kb(sum(main))} gzip in ${main.length} files (target ${targetKb} KB) ${ok ? 'OK' : 'OVER'}`,
  );
  for (const item of [...main].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.log(`    ${kb(item.gzip).padStart(9)}  ${item.url}`);
  }
  if (worker.length > 0) console.log(`  + runner worker (own thread, not counted): ${kb(sum(worker))} gzip`);
  return ok;
}

const bench = await startWebBench(port);
try {
  console.log(`Chromium flags: ${CHROMIUM_ARGS.join(' ')}`);
  const loginContext = await bench.browser.newContext({ baseURL: bench.server.origin });
  const login = await loginContext.newPage();
  const loginScripts = recordScripts(login);
  await login.goto('/login');
  await login.getByRole('button', { name: 'Log in with Test' }).waitFor();
  await login.waitForLoadState('networkidle');
  await loginScripts.settled();
  const loginOk = report('/login', loginScripts.loaded, 200);
  await loginContext.close();

  const context = await signedInContext(bench);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/playground');
  await whenPlaygroundReady(page);
  await page.waitForLoadState('networkidle');
  await scripts.settled();
  const playgroundOk = report('/playground', scripts.loaded, 450);
  await context.close();
  process.exitCode = loginOk && playgroundOk ? 0 : 1;
} finally {
  await bench.close();
}
