/**
 * Issue 26: time to a runnable playground on a warm reload, online against offline. A signed-in
 * student's playground is opened once with the service worker (which then caches the app shell,
 * the playground's chunks, the runner's worker and js-slang); each round then reloads it online and
 * with the network off (Chromium's offline emulation) and times, from the navigation, the editor
 * and Run being usable, and a program's output and result being shown. Medians and their ratio.
 *
 *   npm run build:modules && npm run build --workspace apps/web && npm run bench:offline
 */
import type { Page } from 'playwright-core';
import { median, startWebBench, whenPlaygroundReady } from './web-browser';

const port = Number(process.env.BENCH_PORT ?? 8796);
const ROUNDS = Number(process.env.ROUNDS ?? 7);

interface Timing {
  ready: number;
  output: number;
}

/** Reloads, then times (ms since the navigation) the playground being usable and a run's output. */
async function reloadAndRun(page: Page, round: number): Promise<Timing> {
  await page.reload({ waitUntil: 'commit' });
  const ready = await whenPlaygroundReady(page);
  await page.getByRole('textbox', { name: 'Editor' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(`display("round ${round}");\n${round} * 2;`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await page.locator('[data-kind="result"]', { hasText: String(round * 2) }).waitFor();
  const output = await page.evaluate(() => performance.now());
  return { ready, output };
}

const bench = await startWebBench(port);
try {
  const context = await bench.browser.newContext({
    baseURL: bench.server.origin,
    storageState: bench.signedIn,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.goto('/playground');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // A first visit under the worker's control: what the playground loads is cached from here on.
  await reloadAndRun(page, 0);

  const online: Timing[] = [];
  const offline: Timing[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await context.setOffline(false);
    online.push(await reloadAndRun(page, round));
    await context.setOffline(true);
    offline.push(await reloadAndRun(page, round));
  }
  await context.setOffline(false);
  await context.close();

  const report = (label: string, pick: (t: Timing) => number) => {
    const on = median(online.map(pick));
    const off = median(offline.map(pick));
    console.log(
      `${label}: online median ${on.toFixed(0)} ms (${online.map((t) => pick(t).toFixed(0)).join(', ')}), ` +
        `offline median ${off.toFixed(0)} ms (${offline.map((t) => pick(t).toFixed(0)).join(', ')}), ` +
        `offline/online ${(off / on).toFixed(2)}`,
    );
  };
  console.log(`Warm reloads of /playground under the service worker, ${ROUNDS} rounds each:`);
  report('navigation -> editable, runnable playground', (t) => t.ready);
  report("navigation -> a run's output and result shown", (t) => t.output);
} finally {
  await bench.close();
}
