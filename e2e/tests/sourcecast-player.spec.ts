import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { encodeWav, type Input, type PlaybackData, textAt } from '@sa/domain';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';
import { editor, replOutput } from './playground-helpers';

/**
 * Sourcecast's player (issue 22): staff seed a recording through the API; a student opens its
 * share link, plays it and watches the code being typed in time with the audio, cannot type
 * meanwhile, seeks, and is paused by the recording to try things; staff delete it from the table.
 */

const AUDIO_SECONDS = 4;
const SAMPLE_RATE = 8000;
const PROGRAM = 'display("hi");';
const TYPING_STARTS_MS = 400;
const TYPING_EVERY_MS = 120;
const RUN_MS = 2200;
const FORCE_PAUSE_MS = 2600;
const AFTER_PAUSE = '\ndisplay(1);';
const AFTER_PAUSE_MS = 3200;
const UID = `hello-${Date.now()}`;
const TITLE = 'Hello, display';

/** A quiet 220 Hz tone, so the audio is real sound and not silence a player might skip. */
function tone(): Uint8Array {
  const samples = new Int16Array(AUDIO_SECONDS * SAMPLE_RATE);
  for (let i = 0; i < samples.length; i++)
    samples[i] = Math.round(2000 * Math.sin((2 * Math.PI * 220 * i) / SAMPLE_RATE));
  return encodeWav(samples, SAMPLE_RATE);
}

function insertAt(time: number, row: number, column: number, text: string): Input {
  const lines = text.split('\n');
  const last = lines.at(-1) ?? '';
  const end = {
    row: row + lines.length - 1,
    column: lines.length === 1 ? column + last.length : last.length,
  };
  return { time, type: 'codeDelta', data: { action: 'insert', start: { row, column }, end, lines } };
}

/** `display("hi");` typed a character at a time, run, a forcePause, then one more line. */
function recording(): PlaybackData {
  const typing = [...PROGRAM].map((ch, i) => insertAt(TYPING_STARTS_MS + i * TYPING_EVERY_MS, 0, i, ch));
  return {
    init: { editorValue: '', chapter: 1, externalLibrary: 'NONE' },
    inputs: [
      ...typing,
      { time: RUN_MS, type: 'keyboardCommand', data: 'run' },
      { time: FORCE_PAUSE_MS, type: 'forcePause', data: null },
      insertAt(AFTER_PAUSE_MS, 0, PROGRAM.length, AFTER_PAUSE),
    ],
  };
}

/** Signs in as the person does, keeping the bearer token the web app then sends and the course. */
async function signInWithToken(
  page: Page,
  role: 'staff' | 'student',
): Promise<{ token: string; courseId: number }> {
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, role);
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  expect(token).not.toBe('');
  return { token, courseId: Number(/\/courses\/(\d+)/.exec(page.url())?.[1]) };
}

async function upload(request: APIRequestContext, token: string, courseId: number, data: PlaybackData) {
  const response = await request.post(`/v2/courses/${courseId}/admin/sourcecast`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      'sourcecast[title]': TITLE,
      'sourcecast[description]': 'Typing one line, then a pause to try it.',
      'sourcecast[uid]': UID,
      'sourcecast[playbackData]': JSON.stringify(data),
      'sourcecast[audio]': { name: `${Date.now()}.wav`, mimeType: 'audio/wav', buffer: Buffer.from(tone()) },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The editor's text as shown (CodeMirror draws lines without their newlines). */
const shown = (text: string) => text.replaceAll('\n', '');

test('a student replays a shared sourcecast in time, seeks, is paused by it; staff delete it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const data = recording();

  // Staff seed the recording through the API.
  await answerResearchPromptWhenAsked(page);
  const staff = await signInWithToken(page, 'staff');
  await upload(page.request, staff.token, staff.courseId, data);

  // A student opens the share link.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await answerResearchPromptWhenAsked(student);
  await signInAs(student, 'student');
  await student.goto(`/courses/${staff.courseId}/sourcecast/${UID}`);
  const play = student.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeEnabled();
  await expect(student.getByText(TITLE, { exact: true }).first()).toBeVisible();
  await expect(student.getByRole('status', { name: 'Playback time' })).toHaveText('00:00 / 00:04');
  await expect(editor(student)).toHaveText('');

  // Play (a click, so the browser lets the audio start): the code appears in time, and the editor
  // takes no typing meanwhile.
  await play.click();
  await expect(student.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const partial = async () => (await editor(student).textContent()) ?? '';
  await expect.poll(partial, { intervals: [50] }).toMatch(/^d.{0,10}$/);
  const early = await partial();
  expect(early.length).toBeLessThan(PROGRAM.length);
  expect(PROGRAM.startsWith(early)).toBe(true);
  await expect(editor(student)).toHaveAttribute('contenteditable', 'false');
  // In time: what the editor shows is what had been typed by the audio's time, give or take the
  // replay's 20 ms polling (and the moment between reading the two).
  for (let sample = 0; sample < 5; sample++) {
    const { seconds, text } = await student.evaluate(() => ({
      seconds: document.querySelector('audio')?.currentTime ?? -1,
      text: document.querySelector('.cm-content')?.textContent ?? '',
    }));
    if (seconds * 1000 >= FORCE_PAUSE_MS) break;
    const lowest = textAt(data, seconds * 1000 - 150).length;
    const highest = textAt(data, seconds * 1000 + 60).length;
    expect(text.length, `at ${seconds} s`).toBeGreaterThanOrEqual(lowest);
    expect(text.length, `at ${seconds} s`).toBeLessThanOrEqual(highest);
    await student.waitForTimeout(130);
  }
  await editor(student).click({ force: true });
  await student.keyboard.insertText('zzz');
  await expect.poll(partial, { intervals: [50] }).not.toBe(early);
  expect(await partial()).not.toContain('zzz');

  // The forcePause stops the replay there, the whole line typed, and the editor is the viewer's.
  await expect(student.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 6_000 });
  await expect(editor(student)).toHaveText(PROGRAM);
  await expect(student.getByText(/The recording paused here/)).toBeVisible();
  // The recorded Run ran the program through the runner.
  await expect(replOutput(student)).toContainText('hi');
  await expect(editor(student)).toHaveAttribute('contenteditable', 'true');
  await editor(student).click();
  await student.keyboard.press('End');
  await student.keyboard.insertText(' // mine');
  await expect(editor(student)).toHaveText(`${PROGRAM} // mine`);

  // Seeking shows the code of that moment (here 1 s of 4: the first characters).
  const slider = student.getByRole('slider', { name: 'Playback position' });
  await slider.fill('0.25');
  await expect(editor(student)).toHaveText(shown(textAt(data, 1000)));
  await expect(student.getByRole('status', { name: 'Playback time' })).toHaveText('00:01 / 00:04');
  await slider.fill('0.9');
  await expect(editor(student)).toHaveText(shown(textAt(data, 3600)));
  expect(textAt(data, 3600)).toBe(PROGRAM + AFTER_PAUSE);
  await studentContext.close();

  // Staff delete it from the table, after confirming.
  await page.goto(`/courses/${staff.courseId}/sourcecast`);
  const table = page.getByRole('table', { name: 'Sourcecasts' });
  await table.getByRole('button', { name: `Delete ${TITLE}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(TITLE);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Sourcecast deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Play ${TITLE}` })).toHaveCount(0);
  const list = await page.request.get(`/v2/courses/${staff.courseId}/sourcecast`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(((await list.json()) as Array<{ uid: string }>).some((cast) => cast.uid === UID)).toBe(false);
});
