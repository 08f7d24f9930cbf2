import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type RunningServer, startServer } from './server-process';

/**
 * Headless Debian Chromium against the real server (serving the built web app), shared by the
 * web benches. Build the app first: `npm run build --workspace apps/web`.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface WebBench {
  server: RunningServer;
  browser: Browser;
  /** Local storage of a signed-in demo student, to start fresh contexts already signed in. */
  signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;
  close(): Promise<void>;
}

/** Answers the research prompt whenever it is in the way, as the e2e helper does. */
export async function answerResearchPrompt(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Agreement to Participate in Educational Research' });
  await page.addLocatorHandler(dialog, async () => {
    await dialog.getByRole('button', { name: 'I consent!' }).click();
  });
}

export async function startWebBench(port: number): Promise<WebBench> {
  const server = await startServer(port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await answerResearchPrompt(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with Test' }).click();
  await page.getByRole('link', { name: 'Sign in as Stu Student (student)' }).click();
  await page.waitForURL(/\/courses\/\d+/);
  // Visit the playground once so the research prompt is answered and the session is stored.
  await page.getByRole('link', { name: 'Playground' }).click();
  await page.getByRole('tab', { name: 'Introduction' }).waitFor();
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1200)));
  const signedIn = await context.storageState();
  await context.close();
  return {
    server,
    browser,
    signedIn,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** A fresh context (cold cache) signed in as the demo student. */
export function signedInContext(bench: WebBench): Promise<BrowserContext> {
  return bench.browser.newContext({ baseURL: bench.server.origin, storageState: bench.signedIn });
}

/** Resolves with performance.now() (ms since navigation start) once the playground can be edited and run. */
export function whenPlaygroundReady(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        const editor = document.querySelector('.cm-content[contenteditable="true"]');
        const run = Array.from(document.querySelectorAll('button')).find(
          (b) => b.textContent?.trim() === 'Run',
        );
        return editor && run && !run.disabled ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
