import { type Browser, expect, type Page, test } from '@playwright/test';
import { EventLogBatch } from '@sa/contracts';
import { answerResearchPromptWhenAsked, type DemoRole, logOut, signInAs } from './helpers';
import { editor, typeProgram } from './playground-helpers';

/**
 * Learning events for research (issue 26): a student who consents has their playground typing on
 * the server within 15 s (read back through the admins' export); a student who opted out never
 * does, and nothing of theirs stays in the browser; an upload that fails is sent again, and the
 * server keeps it once. With service workers blocked, the page's own sync loop sends the logs -
 * as on the dev server, in browsers without service workers, and on the first visit.
 */

test.use({ serviceWorkers: 'block' });

const UPLOADS = '**/v2/courses/*/research/logs';

/** The bearer token of the signed-in page, as its first authorised call carries it. */
async function signInWithToken(page: Page, role: DemoRole): Promise<{ token: string; courseId: number }> {
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, role);
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  expect(token).not.toBe('');
  return { token, courseId: Number(/\/courses\/(\d+)/.exec(page.url())?.[1]) };
}

/**
 * Signs in with the given research answer: through the prompt when the user has not answered yet
 * (a fresh demo database), and set again over HTTP in case an earlier journey answered otherwise;
 * signing in again then gives the page a session that knows the answer.
 */
async function signInAnswering(page: Page, role: DemoRole, agreed: boolean): Promise<number> {
  await answerResearchPromptWhenAsked(page, agreed ? 'I consent!' : 'I would like to opt out');
  const { token, courseId } = await signInWithToken(page, role);
  const saved = await page.request.put(`/v2/courses/${courseId}/user/research_agreement`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { agreedToResearch: agreed },
  });
  expect(saved.ok()).toBe(true);
  await logOut(page);
  await signInAs(page, role);
  return courseId;
}

async function openPlaygroundFromNavbar(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(editor(page)).toBeVisible();
}

/** The admins' export of the course (JSON lines), read over HTTP with an admin's token. */
async function adminExport(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await answerResearchPromptWhenAsked(page, 'I would like to opt out');
  const { token, courseId } = await signInWithToken(page, 'admin');
  return {
    async lines(): Promise<string[]> {
      const response = await page.request.get(`/v2/courses/${courseId}/admin/research/logs?format=jsonl`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return (await response.text()).split('\n').filter((line) => line.trim() !== '');
    },
    close: () => context.close(),
  };
}

const linesWith = (lines: string[], marker: string) => lines.filter((line) => line.includes(marker));

/** The ids of the uploaded entries that carry `marker` (the typing of this journey). */
function idsCarrying(postData: string | null, marker: string): string[] {
  const batch = EventLogBatch.safeParse(JSON.parse(postData ?? 'null'));
  if (!batch.success) return [];
  return batch.data.entries
    .filter((entry) => JSON.stringify(entry.payload).includes(marker))
    .map((e) => e.id);
}

/** How many records wait in the page's `evtlogs` store (0 when the database was never made). */
function storedInBrowser(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const known = await indexedDB.databases();
    if (!known.some((db) => db.name === 'evtlogs')) return 0;
    return new Promise<number>((resolve, reject) => {
      const open = indexedDB.open('evtlogs');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('logs')) return resolve(0);
        const count = db.transaction('logs').objectStore('logs').count();
        count.onsuccess = () => resolve(count.result);
        count.onerror = () => reject(count.error);
      };
    });
  });
}

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
