/**
 * Story game bench (issue 23), in headless Chromium against the real server and the built app:
 * (a) the gzip size of the JavaScript that only the game loads (Phaser and the scenes), beside
 *     what /login and /playground load, and a check that neither of those loads any game chunk;
 * (b) route to MainMenu: from navigation start to the accessible status naming 'Main Menu' (the
 *     scene is drawn and its buttons work), cold (fresh context) and warm (reload), medians.
 *
 *   npm run build:modules && npm run build --workspace apps/web && npm run bench:game
 */
import type { BrowserContext, Page } from 'playwright-core';
import { kb, type Loaded, recordScripts, sumGzip } from './script-sizes';
import { median, signedInContext, startWebBench, whenPlaygroundReady } from './web-browser';

const PORT = Number(process.env.BENCH_PORT ?? 8793);
const RUNS = 5;
const GAME_PATH = '/courses/1/game';
/** A string literal of Phaser's banner: a chunk holding it holds Phaser. */
const PHASER_MARKER = ' / https://phaser.io';

/** Resolves with performance.now() once the game's status region names the main menu. */
function whenMainMenu(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[role="status"]')).some((el) =>
          el.textContent?.includes('Main Menu'),
        )
          ? performance.now()
          : false,
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

async function scriptsOf(
  context: BrowserContext,
  path: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<Loaded[]> {
  const page = await context.newPage();
  const scripts = recordScripts(page, PHASER_MARKER);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await scripts.settled();
  await page.close();
  return scripts.loaded.filter((l) => !l.worker);
}

const bench = await startWebBench(PORT);
try {
  const loginContext = await bench.browser.newContext({ baseURL: bench.server.origin });
  const login = await scriptsOf(loginContext, '/login', (p) =>
    p.getByRole('button', { name: 'Log in with Test' }).waitFor(),
  );
  await loginContext.close();

  const playgroundContext = await signedInContext(bench);
  const playground = await scriptsOf(playgroundContext, '/playground', whenPlaygroundReady);
  await playgroundContext.close();

  const gameContext = await signedInContext(bench);
  const game = await scriptsOf(gameContext, GAME_PATH, whenMainMenu);
  await gameContext.close();

  const shared = new Set([...login, ...playground].map((l) => l.url));
  const gameOnly = game.filter((l) => !shared.has(l.url));
  const leaked = [...login, ...playground].filter((l) => l.marked);
  const phaser = game.filter((l) => l.marked);
  console.log(`/login:      ${kb(sumGzip(login))} gzip in ${login.length} files`);
  console.log(`/playground: ${kb(sumGzip(playground))} gzip in ${playground.length} files`);
  console.log(
    `${GAME_PATH}: ${kb(sumGzip(game))} gzip in ${game.length} files, of which game-only ${kb(sumGzip(gameOnly))}:`,
  );
  for (const item of [...gameOnly].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) {
    console.log(`    ${kb(item.gzip).padStart(9)}  ${item.url}`);
  }
  console.log(
    `Phaser is in: ${phaser.map((l) => `${l.url} (${kb(l.gzip)})`).join(', ') || 'no chunk found'}`,
  );
  console.log(
    `Phaser loaded by /login or /playground: ${leaked.length === 0 ? 'none' : leaked.map((l) => l.url).join(', ')}`,
  );

  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await signedInContext(bench);
    const page = await context.newPage();
    await page.goto(GAME_PATH);
    cold.push(await whenMainMenu(page));
    await page.reload();
    warm.push(await whenMainMenu(page));
    await context.close();
  }
  const fmt = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (${values.map((v) => v.toFixed(0)).join(', ')})`;
  console.log(`route to MainMenu, cold cache: ${fmt(cold)}`);
  console.log(`route to MainMenu, warm cache: ${fmt(warm)}`);
  process.exitCode = leaked.length === 0 && phaser.length > 0 ? 0 : 1;
} finally {
  await bench.close();
}
