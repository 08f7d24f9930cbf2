import { expect, test } from '@playwright/test';
import { openPlayground, typeProgram } from './playground-helpers';

const COUNTER = [
  'function make_counter() {',
  '  let count = 0;',
  '  return () => { count = count + 1; return count; };',
  '}',
  'const c = make_counter();',
  'c();',
  'c();',
].join('\n');

test('chapter 3: runs a counter, moves the slider and sees its frames', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §3' });
  await typeProgram(page, COUNTER);
  // The model is recorded by runs made while its tab is shown (as the reference does).
  await page.getByRole('tab', { name: 'Env Visualizer' }).click();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const output = page.getByRole('log', { name: 'REPL output' });
  await expect(output.locator('[data-kind="result"]')).toHaveText(['2']);

  const model = page.getByRole('region', { name: 'Environment model' });
  const slider = model.getByRole('slider', { name: 'Step' });
  await expect(slider).toBeVisible();
  await expect(model.getByRole('img', { name: /Environment model at step 0/ })).toBeVisible();

  // Keyboard only: End goes to the last step, where the counter's body frame holds count 2.
  await slider.focus();
  await page.keyboard.press('End');
  const frames = model.getByRole('region', { name: 'Frames' });
  await expect(frames.getByText(/Frame Program/)).toBeVisible();
  await expect(model.getByRole('list', { name: 'Bindings of Block' })).toContainText('count: 2');
  // Back a few steps: the drawing follows without running the program again.
  await page.keyboard.press('PageDown');
  await expect(model.getByRole('img', { name: /Environment model at step \d+/ })).toBeVisible();
  await expect(model.locator('svg g[data-frame="Program"]')).toHaveCount(1);
});

test('chapter 3: debugger; pauses the program, Resume finishes it, the model shows the paused state', async ({
  page,
}) => {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §3' });
  await typeProgram(page, 'let x = 1;\ndisplay(x);\nx = 2;\ndebugger;\ndisplay(x);\nx + 40;');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const output = page.getByRole('log', { name: 'REPL output' });
  await expect(output).toContainText('Execution paused');
  await expect(output.locator('[data-kind="output"]')).toHaveText(['1']);

  await page.getByRole('tab', { name: 'Env Visualizer' }).click();
  const model = page.getByRole('region', { name: 'Environment model' });
  await expect(model.getByText('Paused at line 4.')).toBeVisible();
  await expect(model.getByRole('list', { name: 'Bindings of Program' })).toContainText('x: 2');

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(output.locator('[data-kind="output"]')).toHaveText(['1', '2']);
  await expect(output.locator('[data-kind="result"]')).toHaveText(['42']);
  await expect(page.getByRole('button', { name: 'Run', exact: true }).first()).toBeEnabled();
});
