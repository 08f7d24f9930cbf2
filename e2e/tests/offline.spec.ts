import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, logOut, openAssessmentType, signInAs } from './helpers';
import { editor, replOutput, typeProgram } from './playground-helpers';
import { type ServerProcess, startServer } from './server-processes';

/**
 * Offline (issue 26, docs/adr/0034-offline-service-worker.md): with the service worker allowed
 * (every other journey blocks it, playwright.config.ts), the playground and an assessment opened
 * before keep working after an offline reload, and a newly deployed build is offered in the
 * persistent toast.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const NEW_VERSION_TEXT = 'A new version of Source Academy is available. Please refresh the browser.';
const MISSION = 'Recursion Reloaded';

/** Waits until the service worker controls the page (installed, app shell precached, active). */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
}

async function goOffline(page: Page): Promise<void> {
  await page.context().setOffline(true);
  // The network is really gone: a request the worker does not answer fails.
  const reached = await page.evaluate(() =>
    fetch('/v2/auth/refresh', { method: 'POST' }).then(
      () => true,
      () => false,
    ),
  );
  expect(reached).toBe(false);
}

const runButton = (page: Page) => page.getByRole('button', { name: 'Run', exact: true });

test('the playground opens and runs a program after an offline reload', async ({ page }) => {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await waitForServiceWorker(page);
  await page.goto('/playground');
  await expect(page.getByRole('tab', { name: 'Introduction' })).toBeVisible();
  // Online first, as a user would: the runner's worker and js-slang are loaded (and kept).
  await typeProgram(page, '1 + 1;');
  await runButton(page).click();
  await expect(replOutput(page).locator('[data-kind="result"]')).toHaveText(['2']);

  await goOffline(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Introduction' })).toBeVisible();
  // Still signed in, and no screen in the way.
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  await expect(page.getByText('Cannot reach the server')).toHaveCount(0);
  await typeProgram(page, 'display("offline");\nconst answer = 6 * 7;\nanswer;');
  await runButton(page).click();
  await expect(replOutput(page).locator('[data-kind="output"]')).toHaveText(['"offline"']);
  await expect(replOutput(page).locator('[data-kind="result"]')).toHaveText(['42']);

  // Back online, signing out deletes the copies of this user's answers (a shared machine).
  await page.context().setOffline(false);
  expect(await page.evaluate(() => caches.has('sa-api'))).toBe(true);
  await logOut(page);
  await expect.poll(() => page.evaluate(() => caches.has('sa-api'))).toBe(false);
});

test('an assessment opened before keeps its editor, REPL and public testcases after an offline reload', async ({
  page,
}) => {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await waitForServiceWorker(page);
  await openAssessmentType(page, 'Missions');
  const card = page.getByRole('article', { name: MISSION });
  const href = await card
    .getByRole('link', { name: /Attempt|Review/ })
    .first()
    .getAttribute('href');
  if (!href) throw new Error('the mission card has no link');
  const briefing = page.getByRole('dialog', { name: MISSION });
  await page.addLocatorHandler(briefing, async () => {
    await briefing.getByRole('button', { name: 'Continue' }).click();
  });
  await page.goto(href.replace(/\/\d+$/, '/0'));
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(editor(page)).toBeVisible();
  // The testcases' tab once online, so what it loads is kept too.
  await page.getByRole('tab', { name: 'Autograder' }).click();
  await expect(page.getByRole('region', { name: 'Testcase 1', exact: true })).toBeVisible();

  await goOffline(page);
  await page.reload();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  // The editor: the student types a solution.
  await typeProgram(page, 'function factorial(n) { return n === 0 ? 1 : n * factorial(n - 1); }');
  // The REPL: the program runs (its value, a declaration's undefined, shows it ended), then an
  // expression in its context.
  await runButton(page).click();
  await expect(replOutput(page).locator('[data-kind="result"]').last()).toHaveText('undefined', {
    timeout: 20_000,
  });
  const repl = page.getByRole('textbox', { name: 'REPL input' });
  await repl.fill('factorial(5);');
  await repl.press('Enter');
  await expect(replOutput(page).locator('[data-kind="result"]').last()).toHaveText('120');
  // The public testcases.
  await page.getByRole('tab', { name: 'Autograder' }).click();
  await page.getByRole('button', { name: 'Run testcases' }).click();
  for (const n of [1, 2]) {
    await expect(page.getByRole('region', { name: `Result of testcase ${n}` })).toContainText('Pass', {
      timeout: 20_000,
    });
  }
});

test.describe('a new build deployed while the app is open', () => {
  // A server of its own, serving a copy of the web build that the journey deploys anew.
  const port = Number(process.env.E2E_PORT ?? 8731) + 7;
  const webDist = resolve(import.meta.dirname, '../../apps/web/dist');
  let copy = '';
  let server: ServerProcess | undefined;
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    copy = mkdtempSync(join(tmpdir(), 'sa-e2e-web-'));
    cpSync(webDist, copy, { recursive: true });
    server = await startServer(port, { WEB_DIST_DIR: copy });
  });
  test.afterAll(async () => {
    await server?.stop();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('offers the new version in a toast that stays; Refresh reloads under it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    await waitForServiceWorker(page);

    // Deploy: the worker's bytes change, as with every build.
    const worker = join(copy, 'service-worker.js');
    writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// deployed ${Date.now()}\n`);
    // The app checks every 300,000 ms; ask now, as that check does.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const toast = page.getByText(NEW_VERSION_TEXT, { exact: true });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    // Persistent: still there well after the usual 2,000 ms.
    await page.waitForTimeout(3_000);
    await expect(toast).toBeVisible();

    // Refresh: the new worker takes over and the page loads again under it.
    await page.evaluate(() => {
      (window as { beforeRefresh?: boolean }).beforeRefresh = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeRefresh?: boolean }).beforeRefresh)).toBeUndefined();
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting ?? null;
    });
    expect(waiting).toBeNull();
    await expect(toast).toHaveCount(0);
  });
});
