/**
 * Textbook reader bench (issue 19), in headless Chromium against the real server and the built app.
 * The book's JSON is not ours to ship, so every request for `{textbookUrl}json/...` is answered by
 * Playwright (page.route) with generated JSON; no textbook folder is needed and nothing leaves the
 * machine. Prints:
 *  (a) gzip JavaScript loaded before a section shows (level-9 gzip of each JS response, as
 *      web-bundle.ts measures), target 300 KB;
 *  (b) time from choosing Next to a generated ~600 KB section (the size of the book's largest)
 *      being in the page, median of 5 cold pages, target under 1 s.
 *
 *   npm run build --workspace apps/web && npm run bench:textbook
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { median, startWebBench } from './web-browser';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const KB = 1024;
const TARGET_JS_KB = 300;
const TARGET_RENDER_MS = 1000;
const BIG_SECTION_BYTES = 600 * KB;
const RUNS = 5;

const t = (body: string) => ({ tag: '#text', body });

/** A section of generated prose, code, math and exercises, grown to at least `bytes` of JSON. */
export function generateSection(bytes: number): unknown[] {
  const nodes: unknown[] = [{ tag: 'TITLE', id: '/sicpjs/2.9', body: '2.9 A Generated Section' }];
  let size = 0;
  for (let i = 1; size < bytes; i += 1) {
    const chunk = [
      { tag: 'SUBHEADING', id: `#h${i}`, child: [t(`Generated part ${i}`)] },
      {
        tag: 'TEXT',
        id: `#p${i}`,
        child: [
          t(`Paragraph ${i} talks about procedures and the processes they generate; `),
          { tag: 'EM', child: [t('emphasis')] },
          t(' and inline code '),
          { tag: 'JAVASCRIPTINLINE', body: `square(${i})` },
          t(' with math '),
          { tag: 'LATEX', body: `$\\Theta(n^{${i % 7}})$` },
          t(' and a reference to '),
          { tag: 'REF', href: `/sicpjs/2.9#h${i}`, body: `2.9.${i}` },
          t('. '.repeat(1) + 'Filler words keep the paragraph the length of the book. '.repeat(6)),
          {
            tag: 'FOOTNOTE_REF',
            id: `#footnote-link-${i}`,
            href: `/sicpjs/2.9#footnote-${i}`,
            body: String(i),
          },
        ],
      },
      {
        tag: 'SNIPPET',
        latex: false,
        eval: i % 2 === 0,
        id: String(i),
        body: `function f${i}(x) {\n    return x === 0\n           ? 1\n           : x * f${i}(x - 1);\n}\nf${i}(5); `,
        output: '120',
        prependLength: 0,
        program: 'chap=1&prgrm=GYVwdgxgLglg9mABAZwBQEpEG8BQij4A',
      },
      {
        tag: 'EXERCISE',
        id: `#ex-2.${i}`,
        title: `Exercise 2.${i}`,
        child: [{ tag: 'TEXT', child: [t('Write a procedure that does the generated thing.')] }],
      },
    ];
    nodes.push(...chunk);
    size += JSON.stringify(chunk).length;
  }
  for (let i = 1; i <= 40; i += 1) {
    nodes.push({
      tag: 'DISPLAYFOOTNOTE',
      id: `#footnote-${i}`,
      count: i,
      href: `/sicpjs/2.9#footnote-link-${i}`,
      child: [t('A note.')],
    });
  }
  nodes.push({ tag: 'TEXT', id: '#bench-end', child: [t('The end.')] });
  return nodes;
}

const TOC = [{ id: 0, label: '2.9 A Generated Section', nodeData: '2.9', hasCaret: false }];
const NAVIGATION = { index: { next: '2.9' }, '2.9': { prev: 'index' } };

/** Serves the generated book at `base` and refuses every other outside address. */
async function serveBook(context: BrowserContext, origin: string, base: string, big: string): Promise<void> {
  const files: Record<string, string> = {
    'json/toc.json': JSON.stringify(TOC),
    'json/toc-navigation.json': JSON.stringify(NAVIGATION),
    'json/2.9.json': big,
  };
  await context.route(
    (url) => url.origin !== origin || url.href.startsWith(base),
    async (route) => {
      const url = route.request().url();
      const file = url.startsWith(base) ? files[url.slice(base.length)] : undefined;
      if (file === undefined) return route.fulfill({ status: 404, body: 'not here' });
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: file,
      });
    },
  );
}

/**
 * The gzip size of every script the page received until `stop()`: what the reader needed before
 * the section showed. Scripts that arrive later (KaTeX, loaded by the first formula once the text
 * is in the page) are not counted.
 */
function recordScripts(page: Page): {
  sizes: Map<string, number>;
  stop(): void;
  settled(): Promise<unknown>;
} {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  let recording = true;
  page.on('response', (response: Response) => {
    if (!recording) return;
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  return {
    sizes,
    stop: () => {
      recording = false;
    },
    settled: () => Promise.all(pending),
  };
}

const bench = await startWebBench(PORT);
try {
  const origin = bench.server.origin;
  const settings = (await (await fetch(`${origin}/v2/deployment`)).json()) as { textbookUrl?: string };
  const base = new URL(settings.textbookUrl ?? 'https://sicp.sourceacademy.org/', origin).href;
  const big = JSON.stringify(generateSection(BIG_SECTION_BYTES));
  console.log(
    `textbook at ${base} (served by the bench); generated section ${(big.length / KB).toFixed(0)} KB of JSON`,
  );

  // (a) A signed-out reader opening a section cold.
  const context = await bench.browser.newContext({ baseURL: origin });
  await serveBook(context, origin, base, JSON.stringify(generateSection(4 * KB)));
  const page = await context.newPage();
  // The moment the section's title is in the page, in the page's own clock.
  // Plain text: tsx's helpers (__name) do not exist in the page.
  await page.addInitScript(`
    new MutationObserver(() => {
      if (document.querySelector('article h1')) window.shownAt ??= performance.now();
    }).observe(document, { childList: true, subtree: true });
  `);
  const scripts = recordScripts(page);
  await page.goto('/sicpjs/2.9');
  await page.getByRole('heading', { level: 1, name: '2.9 A Generated Section' }).waitFor({ timeout: 30_000 });
  scripts.stop();
  await scripts.settled();
  // Only the scripts whose download had ended when the title appeared.
  const loadedBefore = await page.evaluate(() => {
    const shownAt = (window as unknown as { shownAt?: number }).shownAt ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= shownAt)
      .map((entry) => new URL(entry.name).pathname);
  });
  for (const path of [...scripts.sizes.keys()]) {
    if (!loadedBefore.includes(path)) scripts.sizes.delete(path);
  }
  const jsBytes = [...scripts.sizes.values()].reduce((a, b) => a + b, 0);
  const jsOk = jsBytes <= TARGET_JS_KB * KB;
  console.log(
    `(a) JavaScript before a section shows: ${(jsBytes / KB).toFixed(1)} KB gzip in ${scripts.sizes.size} files (target ${TARGET_JS_KB} KB) ${jsOk ? 'OK' : 'OVER'}`,
  );
  for (const [url, size] of [...scripts.sizes].sort((x, y) => y[1] - x[1]).slice(0, 5)) {
    console.log(`    ${`${(size / KB).toFixed(1)} KB`.padStart(9)}  ${url}`);
  }
  await context.close();

  // (b) The big section, from Next on the index to its last node in the page.
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const ctx = await bench.browser.newContext({ baseURL: origin });
    await serveBook(ctx, origin, base, big);
    const p = await ctx.newPage();
    await p.goto('/sicpjs/index');
    const next = p.getByRole('button', { name: 'Next' }).first();
    await next.waitFor({ timeout: 30_000 });
    const started = await p.evaluate(() => performance.now());
    await next.click();
    const ended = await p
      .waitForFunction(
        () => {
          const end = document.getElementById('bench-end');
          if (!end) return false;
          end.getBoundingClientRect();
          return performance.now();
        },
        undefined,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((h) => h.jsonValue() as Promise<number>);
    times.push(ended - started);
    await ctx.close();
  }
  const renderMs = median(times);
  const renderOk = renderMs < TARGET_RENDER_MS;
  console.log(
    `(b) ${(big.length / KB).toFixed(0)} KB section, Next to drawn: median ${renderMs.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${RUNS} (target under ${TARGET_RENDER_MS} ms) ${renderOk ? 'OK' : 'OVER'}`,
  );
  process.exitCode = jsOk && renderOk ? 0 : 1;
} finally {
  await bench.close();
}
