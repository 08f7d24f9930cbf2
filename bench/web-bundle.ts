/**
 * (a) Gzip size of the JavaScript loaded before /login and /playground are usable, recorded from
 * the JS responses of a cold headless Chromium and gzip-sized here (level 9), so the figure does
 * not depend on how the server compresses. Targets (issue 4): 200 KB for /login, 450 KB for
 * /playground. The runner's worker (js-slang) loads in its own thread: counted apart.
 *
 *   npm run build --workspace apps/web && npm run bench:web-bundle --workspace bench
 */

import { KB, kb, type Loaded, recordScripts, sumGzip as sum } from './script-sizes';
import { CHROMIUM_ARGS, signedInContext, startWebBench, whenPlaygroundReady } from './web-browser';

const port = Number(process.env.BENCH_PORT ?? 8791);

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
