import { expect, test } from '@playwright/test';
import { typeProgram } from './playground-helpers';
import {
  adminExport,
  idsCarrying,
  linesWith,
  openPlaygroundFromNavbar,
  signInAnswering,
  storedInBrowser,
  UPLOADS,
} from './research-helpers';

/**
 * Learning events for research (issue 26): a student who consents has their playground typing on
 * the server within 15 s (read back through the admins' export); a student who opted out never
 * does, and nothing of theirs stays in the browser; an upload that fails is sent again, and the
 * server keeps it once. With service workers blocked, the page's own sync loop sends the logs -
 * as on the dev server, in browsers without service workers, and on the first visit.
 */

test.use({ serviceWorkers: 'block' });

test("a consenting student's typing reaches the server within 15 s", async ({ page, browser }) => {
  const exported = await adminExport(browser);
  await signInAnswering(page, 'student', true);
  await openPlaygroundFromNavbar(page);
  const marker = `consented_${Date.now()}`;
  await typeProgram(page, `// ${marker}\ndisplay(1);`);

  await expect
    .poll(async () => linesWith(await exported.lines(), marker).length, {
      timeout: 15_000,
      intervals: [1_000],
    })
    .toBe(1);
  // Sent and acknowledged: nothing of it waits in the browser any more.
  await expect.poll(() => storedInBrowser(page), { timeout: 15_000 }).toBe(0);
  // The export names no one.
  const lines = await exported.lines();
  expect(lines.join('\n')).not.toContain('Stu Student');
  expect(lines.join('\n')).not.toMatch(/"username"|"name"/);
  await exported.close();
});

test("an opted-out student's typing never reaches the server, nor stays in the browser", async ({
  page,
  browser,
}) => {
  const exported = await adminExport(browser);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/\/research\/logs$/.test(new URL(request.url()).pathname)) uploads.push(request.postData() ?? '');
  });
  await signInAnswering(page, 'student2', false);
  await openPlaygroundFromNavbar(page);
  const marker = `opted_out_${Date.now()}`;
  await typeProgram(page, `// ${marker}\ndisplay(2);`);
  await page.keyboard.press('Shift+Enter');

  // Longer than a batch (3 s) and a sync interval (10 s) together: nothing was sent meanwhile.
  await page.waitForTimeout(15_000);
  expect(uploads).toEqual([]);
  expect(linesWith(await exported.lines(), marker)).toEqual([]);
  expect(await storedInBrowser(page)).toBe(0);
  await exported.close();
});

test('a failed upload is sent again, and the server keeps it once', async ({ page, browser }) => {
  const exported = await adminExport(browser);
  const marker = `retried_${Date.now()}`;
  const attempts: string[][] = [];
  await page.route(UPLOADS, async (route) => {
    const ids = idsCarrying(route.request().postData(), marker);
    if (ids.length > 0) attempts.push(ids);
    // The first upload carrying the typing fails as an overloaded server's would.
    if (ids.length > 0 && attempts.length === 1) {
      await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      return;
    }
    await route.continue();
  });
  await signInAnswering(page, 'student', true);
  await openPlaygroundFromNavbar(page);
  await typeProgram(page, `// ${marker}\ndisplay(3);`);

  // Batch (3 s), the failed upload, and the next interval (10 s) with room to spare.
  await expect
    .poll(async () => linesWith(await exported.lines(), marker).length, {
      timeout: 30_000,
      intervals: [1_000],
    })
    .toBe(1);
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  // The same entry was sent again, not recorded anew.
  expect(attempts[1]).toEqual(attempts[0]);
  await expect.poll(() => storedInBrowser(page), { timeout: 15_000 }).toBe(0);
  // Later rounds do not bring it back: still exactly one.
  await page.waitForTimeout(11_000);
  expect(linesWith(await exported.lines(), marker)).toHaveLength(1);
  await exported.close();
});
