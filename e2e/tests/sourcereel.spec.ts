import { expect, type Page, test } from '@playwright/test';
import { type PlaybackData, readWavHeader, textAt, wavDurationMs } from '@sa/domain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { expectAccessible } from './axe';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';
import { editor } from './playground-helpers';

/**
 * Sourcereel (issue 22): staff record a lesson with Chromium's fake microphone (a real MediaStream
 * of a generated tone, no permission prompt) while typing, pause, stop and upload it; the stored
 * sourcecast's inputs rebuild the typed code and its audio is a WAV as long as the recording. A
 * reload before the upload keeps the recording.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const PROGRAM = 'const answer = 6 * 7;';

interface Staff {
  token: string;
  courseId: number;
}

/** Signs in as staff, keeping the bearer token the web app sends, and opens Sourcereel from the navbar. */
async function openSourcereel(page: Page): Promise<Staff> {
  await answerResearchPromptWhenAsked(page);
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, 'staff');
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  const courseId = Number(/\/courses\/(\d+)/.exec(page.url())?.[1]);
  await page.getByRole('link', { name: 'Sourcereel' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/sourcereel$`));
  await expect(page.getByRole('tab', { name: 'Data Visualizer' })).toBeVisible();
  return { token, courseId };
}

/** A button of the recording panel (the control bar has a debugger's Resume of its own). */
const button = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Recording' }).getByRole('button', { name, exact: true });

/** Types `text` at the end of the editor a character at a time over about `ms`, as a person would. */
async function typeSlowly(page: Page, text: string, ms: number): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  for (const ch of text) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(ms / text.length);
  }
}

async function uploadAs(page: Page, title: string, checkAccessible = false): Promise<void> {
  await button(page, 'Upload').click();
  const dialog = page.getByRole('dialog', { name: 'Upload sourcecast' });
  await dialog.getByRole('textbox', { name: /Title/ }).fill(title);
  if (checkAccessible) await expectAccessible(page, 'sourcereel upload dialog');
  await dialog.getByRole('button', { name: 'Upload' }).click();
}

/** The stored sourcecast of that title, its playback data and its audio, through the API. */
async function stored(page: Page, staff: Staff, title: string) {
  const list = await page.request.get(`/v2/courses/${staff.courseId}/sourcecast`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(list.status()).toBe(200);
  const casts: Array<{ title: string; playbackData: string; url: string }> = await list.json();
  const cast = casts.find((c) => c.title === title);
  if (!cast) throw new Error(`no sourcecast ${title}`);
  const data: PlaybackData = JSON.parse(cast.playbackData);
  const audio = await page.request.get(cast.url);
  expect(audio.status()).toBe(200);
  const info = readWavHeader(new Uint8Array(await audio.body()));
  if (!info.ok) throw new Error(info.message);
  return { data, info };
}

test('staff record while typing, pause, stop and upload; the sourcecast replays the typing over the audio', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const staff = await openSourcereel(page);
  // The staff links in the spec's order.
  const staffLinks = page.getByRole('link', { name: /^(Ground Control|Dashboard|Sourcereel|Grading)$/ });
  await expect(staffLinks).toHaveText(['Ground Control', 'Dashboard', 'Sourcereel', 'Grading']);

  const timer = page.getByRole('status', { name: 'Recording time' });
  await expect(timer).toHaveText('00:00');
  await button(page, 'Record').click();
  const started = Date.now();
  await expect(button(page, 'Pause')).toBeVisible();
  await expect(button(page, 'Record Pause')).toBeVisible();
  await typeSlowly(page, PROGRAM, 2000);
  await expect(timer).toHaveText(/00:0[1-9]/);
  // Viewers will be paused here to try the code.
  await button(page, 'Record Pause').click();
  await button(page, 'Pause').click();
  const recordedMs = Date.now() - started;
  const typed = (await editor(page).textContent()) ?? '';
  expect(typed).toContain('6 * 7');

  // Paused: the preview of the audio so far, and an editor that takes no typing.
  await expect(button(page, 'Resume')).toBeVisible();
  await expect(button(page, 'Resume Here')).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Preview position' })).toBeVisible();
  // The preview is the WAV so far, which Chromium reads (as long as the recording).
  const preview = page.getByRole('region', { name: 'Recording' }).locator('audio');
  await expect.poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(1.8);
  await expectAccessible(page, 'sourcereel paused');
  await editor(page).click();
  await page.keyboard.type('xyz');
  await expect(editor(page)).toHaveText(typed);
  const frozen = await timer.textContent();
  await page.waitForTimeout(1200);
  await expect(timer).toHaveText(frozen ?? '');

  await button(page, 'Stop').click();
  await expect(page.getByRole('slider', { name: 'Preview position' })).toBeHidden();
  const title = `Six times seven ${Date.now()}`;
  await uploadAs(page, title, true);

  await expect(page).toHaveURL(new RegExp(`/courses/${staff.courseId}/sourcecast$`));
  await expect(page.getByText('Uploaded successfully!')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sourcecasts' }).getByRole('button', { name: `Play ${title}` }),
  ).toBeVisible();

  const { data, info } = await stored(page, staff, title);
  expect(data.init).toMatchObject({ editorValue: '', externalLibrary: 'NONE' });
  expect(data.inputs.some((input) => input.type === 'codeDelta')).toBe(true);
  expect(textAt(data, Number.POSITIVE_INFINITY)).toBe(typed);
  const forcePause = data.inputs.findIndex((input) => input.type === 'forcePause');
  expect(forcePause).toBeGreaterThan(0);
  expect(data.inputs.slice(forcePause + 1).some((input) => input.type === 'codeDelta')).toBe(false);
  // Mono 16-bit PCM, as long as the recording (the button presses bound it from both sides).
  expect([info.channels, info.bitsPerSample]).toEqual([1, 16]);
  const lastInput = data.inputs.at(-1)?.time ?? 0;
  const durationMs = wavDurationMs(info);
  expect(durationMs).toBeGreaterThan(lastInput);
  expect(durationMs).toBeGreaterThan(1800);
  expect(durationMs).toBeLessThanOrEqual(recordedMs + 100);
});

test('a reload before the upload keeps the recording, paused or finished', async ({ page }) => {
  test.setTimeout(90_000);
  const staff = await openSourcereel(page);
  await button(page, 'Record').click();
  await expect(button(page, 'Pause')).toBeVisible();
  await typeSlowly(page, 'display(1);', 1000);
  await button(page, 'Pause').click();
  await expect(button(page, 'Resume')).toBeVisible();
  const typed = (await editor(page).textContent()) ?? '';

  await page.reload();
  await expect(button(page, 'Resume')).toBeVisible();
  await expect(editor(page)).toHaveText(typed);
  // Going on after the reload: the kept audio and inputs are continued, not replaced.
  await button(page, 'Resume').click();
  await expect(button(page, 'Pause')).toBeVisible();
  await typeSlowly(page, ' 2;', 600);
  await button(page, 'Pause').click();
  await expect(button(page, 'Resume')).toBeVisible();
  const more = (await editor(page).textContent()) ?? '';
  expect(more).toBe(`${typed} 2;`);
  await button(page, 'Stop').click();
  await expect(button(page, 'Upload')).toBeVisible();

  await page.reload();
  await expect(button(page, 'Upload')).toBeVisible();
  await expect(editor(page)).toHaveText(more);
  const title = `Kept across a reload ${Date.now()}`;
  await uploadAs(page, title);
  await expect(page.getByText('Uploaded successfully!')).toBeVisible();

  const { data, info } = await stored(page, staff, title);
  expect(textAt(data, Number.POSITIVE_INFINITY)).toBe(more);
  // About 1 s before the reload and 0.6 s after it.
  expect(wavDurationMs(info)).toBeGreaterThan(1500);

  // Uploaded, it is not offered again.
  await page.goto(`/courses/${staff.courseId}/sourcereel`);
  await expect(button(page, 'Record')).toBeVisible();
  await expect(button(page, 'Upload')).toBeHidden();
});

test('Resume Here continues from the preview point: later typing and audio are gone, also after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const staff = await openSourcereel(page);
  await button(page, 'Record').click();
  await expect(button(page, 'Pause')).toBeVisible();
  await typeSlowly(page, 'abcdefghijklmnop', 2400);
  await button(page, 'Pause').click();
  const first = (await editor(page).textContent()) ?? '';

  // A point about a quarter into the preview, then Resume Here and a little more typing.
  const slider = page.getByRole('slider', { name: 'Preview position' });
  const track = page.locator('.bp6-slider').filter({ has: slider });
  const box = await track.boundingBox();
  if (!box) throw new Error('no slider');
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
  await button(page, 'Resume Here').click();
  const resumed = Date.now();
  await expect(button(page, 'Pause')).toBeVisible();
  const kept = (await editor(page).textContent()) ?? '';
  expect(first.startsWith(kept) && kept.length < first.length).toBe(true);
  await typeSlowly(page, 'Z', 300);
  await button(page, 'Pause').click();
  const resumedMs = Date.now() - resumed;
  await expect(editor(page)).toHaveText(`${kept}Z`);

  // What is kept in the browser is the cut recording.
  await page.reload();
  await expect(button(page, 'Resume')).toBeVisible();
  await expect(editor(page)).toHaveText(`${kept}Z`);
  await button(page, 'Stop').click();
  const title = `Resumed here ${Date.now()}`;
  await uploadAs(page, title);
  await expect(page.getByText('Uploaded successfully!')).toBeVisible();

  const { data, info } = await stored(page, staff, title);
  expect(textAt(data, Number.POSITIVE_INFINITY)).toBe(`${kept}Z`);
  const times = data.inputs.map((input) => input.time);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  // About a quarter of the first 2.4 s, then the part recorded after Resume Here.
  const durationMs = wavDurationMs(info);
  expect(durationMs).toBeGreaterThan(resumedMs - 300);
  expect(durationMs).toBeLessThan(resumedMs + 1500);
});
