/**
 * Source modules bench (issue 18): in headless Chromium against the real server and the built app,
 * the time from pressing Run to
 * - a depth-7 `stack`/`beside` fractal of 2,187 hearts drawn in the Runes tab (target under 1 s):
 *   the program runs in the worker, the rune is flattened there, its triangles cross to the page and
 *   the canvas is painted;
 * - a playable 10-second sound (target under 1 s): 441,000 samples of a Source wave computed in the
 *   worker, sent to the page, encoded as WAV and ready in the Sounds tab's player.
 * Consecutive runs alternate between two colours (two pitches), so each measurement waits for the
 * new drawing (sound), never the previous one. Build first: `npm run build`.
 */
import lzString from 'lz-string';
import type { Page } from 'playwright-core';
import { median, signedInContext, startWebBench, whenPlaygroundReady } from './web-browser';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const RUNS = 6;
const TARGET_MS = 1000;

const fractal = (colour: string) =>
  [
    `import { heart, stack, beside, show, ${colour} } from 'rune';`,
    'function fractal(n) {',
    '  return n === 0 ? heart : beside(fractal(n - 1), stack(fractal(n - 1), fractal(n - 1)));',
    '}',
    `show(${colour}(fractal(7)));`,
  ].join('\n');

const sound = (hz: number) =>
  [
    "import { make_sound, play_in_tab } from 'sound';",
    `play_in_tab(make_sound(t => math_sin(2 * math_PI * ${hz} * t), 10));`,
  ].join('\n');

/** Sets the editor's program without typing it (CodeMirror's view is reachable from its DOM node). */
async function setProgram(page: Page, program: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Editor' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(program);
}

/**
 * Page time when the Runes canvas is painted in the wanted colour: many pixels where red (or blue)
 * clearly dominates blue (or red), read back at 128x128 every animation frame (tiny hearts blend
 * with the white between them when scaled down, so exact colours would never match).
 */
const DRAWN_SCRIPT = `(want) => new Promise((resolve) => {
  const copy = document.createElement('canvas');
  copy.width = 128; copy.height = 128;
  const context = copy.getContext('2d', { willReadFrequently: true });
  const check = () => {
    const canvas = document.querySelector('[role="tabpanel"] canvas');
    if (canvas && canvas.width > 0) {
      context.clearRect(0, 0, 128, 128);
      context.drawImage(canvas, 0, 0, 128, 128);
      const data = context.getImageData(0, 0, 128, 128).data;
      let hits = 0;
      for (let i = 0; i < data.length; i += 4) {
        const lead = want === 'red' ? data[i] - data[i + 2] : data[i + 2] - data[i];
        if (lead > 60 && data[i + 3] > 0) hits += 1;
      }
      if (hits > 2000) { resolve(performance.now()); return; }
    }
    requestAnimationFrame(check);
  };
  check();
})`;

/** Page time when the Sounds tab's Download link changes from `previous` to a WAV blob. */
const PLAYABLE_SCRIPT = `(previous) => new Promise((resolve) => {
  const check = () => {
    const link = Array.from(document.querySelectorAll('[role="tabpanel"] a')).find((a) => a.textContent.includes('Download'));
    if (link && link.href.startsWith('blob:') && link.href !== previous) { resolve([performance.now(), link.href]); return; }
    requestAnimationFrame(check);
  };
  check();
})`;

async function timeRuns(
  page: Page,
  programs: string[],
  wait: (i: number) => Promise<number>,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    await setProgram(page, programs[i % programs.length] ?? '');
    const started = await page.evaluate(() => performance.now());
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    times.push((await wait(i)) - started);
  }
  return times;
}

async function main(): Promise<void> {
  const bench = await startWebBench(PORT);
  try {
    const context = await signedInContext(bench);
    const saved = { editorValue: '', isEditorAutorun: false, chapter: 2, variant: 'default', execTime: 5000 };
    await context.addInitScript(
      (value) => localStorage.setItem('sa-playground', value),
      lzString.compressToUTF16(JSON.stringify(saved)),
    );
    const page = await context.newPage();
    await page.goto('/playground');
    await whenPlaygroundReady(page);

    // One warm-up run each loads the bundles and opens the tab, as a student's first run does.
    await setProgram(page, fractal('blue'));
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('tab', { name: 'Runes' }).click();
    await page.evaluate(`(${DRAWN_SCRIPT})('blue')`);
    const runeTimes = await timeRuns(page, [fractal('red'), fractal('blue')], async (i) =>
      Number(await page.evaluate(`(${DRAWN_SCRIPT})('${i % 2 === 0 ? 'red' : 'blue'}')`)),
    );

    await setProgram(page, sound(440));
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByRole('tab', { name: 'Sounds' }).click();
    let [, href] = (await page.evaluate(`(${PLAYABLE_SCRIPT})('')`)) as [number, string];
    const soundTimes = await timeRuns(page, [sound(660), sound(440)], async () => {
      const [at, next] = (await page.evaluate(`(${PLAYABLE_SCRIPT})(${JSON.stringify(href)})`)) as [
        number,
        string,
      ];
      href = next;
      return at;
    });

    const line = (label: string, times: number[]) => {
      const m = median(times);
      console.log(
        `  ${label}: median ${m.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')}) - target under ${TARGET_MS} ms: ${m < TARGET_MS ? 'met' : 'NOT met'}`,
      );
    };
    console.log('Modules bench: Run to result in the module tab, headless Chromium (software WebGL)');
    line('depth-7 fractal, 2,187 hearts, drawn', runeTimes);
    line('10-second sound (441,000 samples) playable', soundTimes);
    await context.close();
  } finally {
    await bench.close();
  }
}

await main();
