import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';

/**
 * Source modules in the playground (issue 18): bundles served by our own server at /modules, loaded
 * by js-slang's loader in the runner's worker, their drawings and sounds shown in module tabs.
 */
async function run(page: Page, program: string): Promise<void> {
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

const result = (page: Page) => replOutput(page).locator('[data-kind="result"]');
const errors = (page: Page) => replOutput(page).locator('[data-kind="error"]');

async function openSourceFour(page: Page): Promise<void> {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §4' });
}

test('a heart drawn with the rune module shows in the Runes tab, one call at a time', async ({ page }) => {
  await openSourceFour(page);
  await expect(page.getByRole('tab', { name: 'Runes' })).toHaveCount(0);
  await run(page, "import { heart, show, stack } from 'rune';\nshow(heart);\nshow(stack(heart, heart));");
  await expect(result(page)).toHaveText(['<Rune>']);
  const tab = page.getByRole('tab', { name: 'Runes' });
  await expect(tab).toHaveAttribute('aria-description', 'New content to show');
  await tab.click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Call 1 of 2')).toBeVisible();
  const canvas = panel.locator('canvas').first();
  await expect(canvas).toBeVisible();
  // The heart is red-free black on white: some pixels of the canvas are drawn.
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(100);
  await panel.getByRole('button', { name: 'Next drawing' }).click();
  await expect(panel.getByText('Call 2 of 2')).toBeVisible();

  // REPL input that shows adds to the tab.
  const repl = page.getByRole('textbox', { name: 'REPL input' });
  await repl.fill('show(heart);');
  await repl.press('Enter');
  await expect(panel.getByText(/Call \d of 3/)).toBeVisible();
});

test('a curve is drawn in the Curves tab', async ({ page }) => {
  await openSourceFour(page);
  await run(page, "import { draw_connected, unit_circle } from 'curve';\ndraw_connected(200)(unit_circle);");
  await page.getByRole('tab', { name: 'Curves' }).click();
  await expect(page.getByRole('tabpanel').getByText('Call 1 of 1')).toBeVisible();
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(100);
});

test('a sound plays in the Sounds tab and can be downloaded as WAV', async ({ page }) => {
  await openSourceFour(page);
  await run(page, "import { sine_sound, play_in_tab } from 'sound';\nplay_in_tab(sine_sound(440, 1));");
  await page.getByRole('tab', { name: 'Sounds' }).click();
  const download = page.getByRole('tabpanel').getByRole('link', { name: 'Download' });
  await expect(download).toHaveCount(1);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const bytes = await readFile((await file.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
  // 44,100 Hz, 16-bit mono: one second is 88,200 bytes of samples after the header.
  expect(bytes.readUInt32LE(24)).toBe(44_100);
  expect(bytes.readUInt16LE(34)).toBe(16);
  expect(bytes.length).toBeGreaterThanOrEqual(88_200);
  // The player plays it: its position moves.
  await page.getByRole('tabpanel').getByRole('button', { name: /Play/ }).first().click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /Pause/ }).first()).toBeVisible();
});

test('an unknown module and unreachable module files give clear errors; the next Run works', async ({
  page,
}) => {
  await openSourceFour(page);
  await run(page, "import { x } from 'nosuch';\nx;");
  await expect(errors(page)).toHaveText(["Line 1: Module 'nosuch' not found."]);

  // The module files do not answer: the run ends after 4 s with the spec's message.
  await page.route('**/modules/**', () => {});
  await run(page, "import { make_tree } from 'binary_tree';\nmake_tree(1, null, null);");
  await expect(errors(page)).toHaveText(['Error loading libraries'], { timeout: 15_000 });
  await page.unroute('**/modules/**');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(result(page)).toHaveText(['[1, [null, [null, null]]]'], { timeout: 15_000 });
});

/** How many pixels of the side panel's first canvas are not white or transparent. */
async function drawnPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const canvas = document.querySelector('[role="tabpanel"] canvas') as HTMLCanvasElement | null;
    if (!canvas) return 0;
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let drawn = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
      if (a > 0 && (r < 200 || g < 200 || b < 200)) drawn += 1;
    }
    return drawn;
  });
}
