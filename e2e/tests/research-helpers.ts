import { type Browser, expect, type Page } from '@playwright/test';
import { EventLogBatch } from '@sa/contracts';
import { answerResearchPromptWhenAsked, type DemoRole, logOut, signInAs } from './helpers';
import { editor } from './playground-helpers';

/** Shared by the research-log journeys: signing in with an answer, the admins' export, the browser's store. */

export const UPLOADS = '**/v2/courses/*/research/logs';

/** The bearer token of the signed-in page, as its first authorised call carries it. */
export async function signInWithToken(
  page: Page,
  role: DemoRole,
): Promise<{ token: string; courseId: number }> {
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
export async function signInAnswering(page: Page, role: DemoRole, agreed: boolean): Promise<number> {
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

export async function openPlaygroundFromNavbar(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(editor(page)).toBeVisible();
}

/** The admins' export of the course (JSON lines), read over HTTP with an admin's token. */
export async function adminExport(browser: Browser) {
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

export const linesWith = (lines: string[], marker: string) => lines.filter((line) => line.includes(marker));

/** The ids of the uploaded entries that carry `marker` (the typing of this journey). */
export function idsCarrying(postData: string | null, marker: string): string[] {
  const batch = EventLogBatch.safeParse(JSON.parse(postData ?? 'null'));
  if (!batch.success) return [];
  return batch.data.entries
    .filter((entry) => JSON.stringify(entry.payload).includes(marker))
    .map((e) => e.id);
}

/** How many records wait in the page's `evtlogs` store (0 when the database was never made). */
export function storedInBrowser(page: Page): Promise<number> {
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
