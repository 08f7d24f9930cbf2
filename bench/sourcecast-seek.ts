/**
 * Sourcecast in Chromium (issue 22): how long the player takes to seek to the end of a recording of
 * 20,000 inputs, the editor then holding all of its text; target under 100 ms. A staff user
 * uploads the recording through the API (a 60 s WAV and 20,000 typed characters over ~500 lines),
 * the demo student opens its share link and moves the seek slider from the start to the end.
 *
 * Measured in the page: from the slider's input event to the handler's return (the text, chapter
 * and library set in the editor and store), and to the next animation frame (the editor drawn).
 *
 * A part of bench/sourcecast.ts (`npm run bench:sourcecast`, after its server figures); alone:
 *   npm run build --workspace apps/web && npx tsx bench/sourcecast-seek.ts
 */
import { encodeWav, type Input, type PlaybackData, textAt } from '@sa/domain';
import { chromium, type Page } from 'playwright-core';
import type { BenchContext, BenchPart } from './sourcecast';
import { answerResearchPrompt, CHROMIUM_ARGS, median } from './web-browser';

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

function silence(): Blob {
  // Copied into a fresh ArrayBuffer, the kind a Blob takes.
  const wav = new Uint8Array(encodeWav(new Int16Array(AUDIO_SECONDS * SAMPLE_RATE), SAMPLE_RATE));
  return new Blob([wav], { type: 'audio/wav' });
}

/** Stores the recording through the API as staff; its uid. */
async function upload(context: BenchContext, data: PlaybackData): Promise<string> {
  const uid = `seek-bench-${Date.now()}`;
  const form = new FormData();
  form.append('sourcecast[title]', 'Seek bench');
  form.append('sourcecast[uid]', uid);
  form.append('sourcecast[playbackData]', JSON.stringify(data));
  form.append('sourcecast[audio]', silence(), `${Date.now()}.wav`);
  const response = await fetch(`${context.server.origin}/v2/courses/${context.courseId}/admin/sourcecast`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${context.staffToken}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return uid;
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

/** Uploads the recording, opens it in Chromium as the demo student and seeks start -> end. */
async function measureSeek(context: BenchContext): Promise<SeekFigure> {
  const data = longRecording();
  const expectedLength = textAt(data, Number.POSITIVE_INFINITY).length;
  const uid = await upload(context, data);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await (await browser.newContext({ baseURL: context.server.origin })).newPage();
    await answerResearchPrompt(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in with Test' }).click();
    await page.getByRole('link', { name: 'Sign in as Stu Student (student)' }).click();
    await page.waitForURL(/\/courses\/\d+/);
    await page.goto(`/courses/${context.courseId}/sourcecast/${uid}`);
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
    const drawn = median(drawnMs);
    const lines = [
      `seek to the end of ${INPUTS.toLocaleString('en')} inputs (${expectedLength} characters), to the next frame: ` +
        `median ${drawn.toFixed(1)} ms (handler ${median(handledMs).toFixed(1)} ms), worst ${Math.max(...drawnMs).toFixed(1)} ms ` +
        `over ${ROUNDS} seeks; target < ${TARGET_MS} ms ${drawn < TARGET_MS ? 'OK' : 'OVER'}`,
      `the page's first seek (cold code): ${cold.drawnMs.toFixed(1)} ms (handler ${cold.handledMs.toFixed(1)} ms)`,
    ];
    return { handledMs, drawnMs, coldMs: cold.drawnMs, lines };
  } finally {
    await browser.close();
  }
}

/** (c) of bench/sourcecast.ts: needs the built web app (`npm run build --workspace apps/web`). */
export const seekPart: BenchPart = {
  name: '(c) Chromium: the player seeks to the end of a 20,000-input recording (target < 100 ms)',
  run: async (context) => (await measureSeek(context)).lines,
};

if (import.meta.url === `file://${process.argv[1]}`) {
  // bench/sourcecast.ts lists this file's part, so it is imported only once this module has been
  // evaluated (not awaited at the top level: the cycle would then wait on itself).
  void import('./sourcecast').then(({ main }) => main([seekPart]));
}
