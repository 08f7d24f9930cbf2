import { expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';

/**
 * Source modules at work after the program (issue 18): `record_for` records Chromium's fake
 * microphone on the page and hands the sound back to the program's context, and sound_matrix's
 * `set_timeout` callbacks play and fail while no call runs.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    // A generated tone instead of a microphone, no permission prompt, and sound without a click.
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

const results = (page: Page) => replOutput(page).locator('[data-kind="result"]');
const errors = (page: Page) => replOutput(page).locator('[data-kind="error"]');

async function run(page: Page, program: string): Promise<void> {
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

async function enter(page: Page, code: string): Promise<void> {
  const repl = page.getByRole('textbox', { name: 'REPL input' });
  await repl.fill(code);
  await repl.press('Enter');
}

test('record_for records the microphone on the page; the sound reaches the program', async ({ page }) => {
  await openPlayground(page);
  await run(
    page,
    [
      "import { init_record, record_for, get_duration } from 'sound';",
      'init_record();',
      'const recorded = record_for(0.5, 0.2);',
      '"asked";',
    ].join('\n'),
  );
  await expect(results(page)).toHaveText(['"asked"']);
  // The program asked and went on: the sound is not there yet.
  await enter(page, 'get_duration(recorded());');
  await expect(errors(page)).toHaveText([/record_for: the recording is not finished yet/]);
  // Buffer 0.2 s, beep 0.1 s, 0.5 s of recording, then decoding: well within a few seconds.
  await expect
    .poll(
      async () => {
        await enter(page, 'get_duration(recorded());');
        return results(page).last().textContent();
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe('0.5');
});

test('record records until its stop function is called', async ({ page }) => {
  await openPlayground(page);
  await run(page, "import { record, get_duration } from 'sound';\nconst stop = record(0);\n'recording';");
  await expect(results(page)).toHaveText(['"recording"']);
  await page.waitForTimeout(1000);
  await enter(page, 'const recorded = stop();');
  await expect
    .poll(
      async () => {
        await enter(page, 'get_duration(recorded()) > 0.5;');
        return results(page).last().textContent();
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toBe('true');
});

test('set_timeout callbacks play and report their errors after the program ended', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §2' });
  await run(
    page,
    [
      "import { set_timeout } from 'sound_matrix';",
      "import { play, sine_sound } from 'sound';",
      'set_timeout(() => play(sine_sound(440, 0.2)), 300);',
      'set_timeout(() => head(null), 600);',
      '1;',
    ].join('\n'),
  );
  await expect(results(page)).toHaveText(['1']);
  // The callback's sound: the Sounds tab appears with its player.
  await expect(page.getByRole('tab', { name: 'Sounds' })).toBeVisible({ timeout: 10_000 });
  await expect(errors(page)).toHaveText([/head: Expected pair, got null\./], { timeout: 10_000 });
});
