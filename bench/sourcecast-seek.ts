/**
 * Sourcecast in Chromium (issue 22): how long the player takes to seek to the end of a recording of
 * 20,000 inputs, the editor then holding all of its text; target under 100 ms. A staff user
 * uploads the recording through the API (a 60 s WAV and 20,000 typed characters over ~500 lines),
 * the demo student opens its share link and moves the seek slider from the start to the end.
 *
 * Measured in the page: from the slider's input event to the handler's return (the text, chapter
 * and library set in the editor and store), and to the next animation frame (the editor drawn).
 *
 *   npm run build --workspace apps/web && npx tsx bench/sourcecast-seek.ts
 * or from another bench: `console.log((await sourcecastSeekFigure(port)).lines.join('\n'))`.
 */
import { pathToFileURL } from 'node:url';
import { encodeWav, type Input, type PlaybackData, textAt } from '@sa/domain';
import type { Page } from 'playwright-core';
import { median, signedInContext, startWebBench, type WebBench } from './web-browser';

const INPUTS = 20_000;
const AUDIO_SECONDS = 60;
const SAMPLE_RATE = 8000;
const LINE_LENGTH = 40;
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const TARGET_MS = 100;

/** 20,000 inserts typed evenly over the minute: 39 letters, then a newline, line after line. */
export function longRecording(): PlaybackData {
  const inputs: Input[] = [];
  const every = (AUDIO_SECONDS * 1000 - 1000) / INPUTS;
  let row = 0;
  let column = 0;
  for (let i = 0; i < INPUTS; i++) {
    const time = Math.round(i * every);
    if (column === LINE_LENGTH - 1) {
      inputs.push({
        time,
        type: 'codeDelta',
        data: { action: 'insert', start: { row, column }, end: { row: row + 1, column: 0 }, lines: ['', ''] },
      });
      row++;
      column = 0;
    } else {
      const ch = String.fromCharCode(97 + (i % 26));
      inputs.push({
        time,
        type: 'codeDelta',
        data: { action: 'insert', start: { row, column }, end: { row, column: column + 1 }, lines: [ch] },
      });
      column++;
    }
  }
  return { init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' }, inputs };
}

function silence(): Buffer {
  return Buffer.from(encodeWav(new Int16Array(AUDIO_SECONDS * SAMPLE_RATE), SAMPLE_RATE));
}

/** Signs a demo staff member in through the Test provider; their bearer token and course. */
async function staffSession(
  bench: WebBench,
): Promise<{ token: string; courseId: number; close(): Promise<void> }> {
  const context = await bench.browser.newContext({ baseURL: bench.server.origin });
  const page = await context.newPage();
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in with Test' }).click();
  await page.getByRole('link', { name: 'Sign in as Sam Staff (staff)' }).click();
  await page.waitForURL(/\/courses\/\d+/);
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  const courseId = Number(/\/courses\/(\d+)/.exec(page.url())?.[1]);
  return { token, courseId, close: () => context.close() };
}

/** One seek by the slider, timed in the page; resolves with the editor's length afterwards. */
function seek(page: Page, fraction: number) {
  return page.evaluate(async (value) => {
    const slider = document.querySelector<HTMLInputElement>(
      'input[type="range"][aria-label="Playback position"]',
    );
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!slider || !setValue) throw new Error('no seek slider');
    const start = performance.now();
    setValue.call(slider, String(value));
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    const handled = performance.now();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const drawn = performance.now();
    // CodeMirror draws only the visible lines; its view (reached from the content's DOM, as
    // EditorView.findFromDOM does) holds the whole text.
    type Doc = { view?: { state: { doc: { length: number } } } };
    const content = document.querySelector('.cm-content') as (Element & { cmTile?: { root?: Doc } }) | null;
    const length = content?.cmTile?.root?.view?.state.doc.length ?? -1;
    return { handledMs: handled - start, drawnMs: drawn - start, length };
  }, fraction);
}

export interface SeekFigure {
  /** Warm seeks: the input event to the handler's return, and to the next animation frame. */
  handledMs: number[];
  drawnMs: number[];
  /** The page's first seek, to the next frame. */
  coldMs: number;
  lines: string[];
}

/** Uploads the recording, opens it as the demo student and seeks start -> end ROUNDS times. */
export async function measureSeek(bench: WebBench): Promise<SeekFigure> {
  const data = longRecording();
  const expectedLength = textAt(data, Number.POSITIVE_INFINITY).length;
  const staff = await staffSession(bench);
  const uid = `seek-bench-${Date.now()}`;
  const upload = await bench.browser.newContext({ baseURL: bench.server.origin });
  const response = await upload.request.post(`/v2/courses/${staff.courseId}/admin/sourcecast`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    multipart: {
      'sourcecast[title]': 'Seek bench',
      'sourcecast[uid]': uid,
      'sourcecast[playbackData]': JSON.stringify(data),
      'sourcecast[audio]': { name: `${Date.now()}.wav`, mimeType: 'audio/wav', buffer: silence() },
    },
  });
  if (response.status() !== 200) throw new Error(`upload: ${response.status()} ${await response.text()}`);
  await upload.close();
  await staff.close();

  const context = await signedInContext(bench);
  const page = await context.newPage();
  await page.goto(`/courses/${staff.courseId}/sourcecast/${uid}`);
  await page.getByRole('button', { name: 'Play', exact: true }).and(page.locator(':enabled')).waitFor();
  // The page's first seek also compiles the code paths it takes; it is reported on its own.
  const cold = await seek(page, 1);
  const handledMs: number[] = [];
  const drawnMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await seek(page, 0);
    const result = await seek(page, 1);
    if (result.length !== expectedLength)
      throw new Error(`after the seek the editor holds ${result.length} characters, not ${expectedLength}`);
    handledMs.push(result.handledMs);
    drawnMs.push(result.drawnMs);
  }
  await context.close();
  const drawn = median(drawnMs);
  const lines = [
    `Chromium: seek to the end of ${INPUTS.toLocaleString('en')} inputs (${expectedLength} characters), to the next frame: ` +
      `median ${drawn.toFixed(1)} ms (handler ${median(handledMs).toFixed(1)} ms), worst ${Math.max(...drawnMs).toFixed(1)} ms ` +
      `over ${ROUNDS} seeks; target < ${TARGET_MS} ms ${drawn < TARGET_MS ? 'OK' : 'OVER'}`,
    `    the page's first seek (cold code): ${cold.drawnMs.toFixed(1)} ms (handler ${cold.handledMs.toFixed(1)} ms)`,
  ];
  return { handledMs, drawnMs, coldMs: cold.drawnMs, lines };
}

/** Starts its own server and Chromium (the built web app) on `port`, measures, stops them. */
export async function sourcecastSeekFigure(port: number): Promise<SeekFigure> {
  const bench = await startWebBench(port);
  try {
    return await measureSeek(bench);
  } finally {
    await bench.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const figure = await sourcecastSeekFigure(Number(process.env.BENCH_PORT ?? 8757));
  console.log(figure.lines.join('\n'));
}
