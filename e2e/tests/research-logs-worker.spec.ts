import { expect, type Request, test } from '@playwright/test';
import { typeProgram } from './playground-helpers';
import {
  adminExport,
  linesWith,
  openPlaygroundFromNavbar,
  signInAnswering,
  storedInBrowser,
} from './research-helpers';

/**
 * Learning events for research through the service worker (issue 26, spec 1 section 7): once the
 * worker controls the page, the page hands it the access token and the worker itself uploads the
 * stored entries; a consenting student's typing is on the server within 15 s.
 */

test.use({ serviceWorkers: 'allow' });

test("the service worker sends a consenting student's typing to the server within 15 s", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const uploads: Request[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/v2\/courses\/\d+\/research\/logs$/.test(request.url()))
      uploads.push(request);
  });
  const exported = await adminExport(browser);
  await signInAnswering(page, 'student', true);
  await openPlaygroundFromNavbar(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });

  const marker = `worker_${Date.now()}`;
  const typed = Date.now();
  await typeProgram(page, `// ${marker}\ndisplay(2);`);
  await expect
    .poll(async () => linesWith(await exported.lines(), marker).length, {
      timeout: 15_000,
      intervals: [1_000],
    })
    .toBe(1);
  expect(Date.now() - typed).toBeLessThan(15_000);
  // The uploads that carried it came from the service worker, not from the page.
  const carrying = uploads.filter((request) => (request.postData() ?? '').includes(marker));
  expect(carrying.length).toBeGreaterThan(0);
  for (const request of carrying) expect(request.serviceWorker()).not.toBeNull();
  await expect.poll(() => storedInBrowser(page), { timeout: 15_000 }).toBe(0);
  await exported.close();
});
