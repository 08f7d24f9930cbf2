import { expect, test } from '@playwright/test';
import { openPlayground, typeProgram } from './playground-helpers';

test('steps through 1 + 2 * 3 in chapter 1 with the keys a, b, f and e', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §1' });
  await typeProgram(page, '1 + 2 * 3;');

  await page.getByRole('tab', { name: 'Stepper' }).click();
  const stepper = page.getByRole('region', { name: 'Stepper' });
  await expect(stepper.getByRole('heading', { name: 'Welcome to the Stepper!' })).toBeVisible();

  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log', { name: 'REPL output' }).locator('[data-kind="result"]')).toHaveText([
    'Check out the Stepper tab!',
  ]);
  const program = stepper.getByRole('region', { name: 'Program at this step' });
  await expect(stepper.getByText('Step 1 of 6')).toBeVisible();
  await expect(stepper.getByText('Start of evaluation')).toBeVisible();

  const slider = stepper.getByRole('slider', { name: 'Step' });
  await slider.focus();
  await page.keyboard.press('f');
  await expect(stepper.getByText('Step 2 of 6')).toBeVisible();
  await expect(program.locator('mark')).toHaveText(['2 * 3']);
  await expect(stepper.getByText('Binary expression 2 * 3 evaluated')).toBeVisible();

  await page.keyboard.press('f');
  await expect(program).toHaveText('1 + 6;');
  await expect(program.locator('mark')).toHaveText(['6']);

  await page.keyboard.press('e');
  await expect(stepper.getByText('Step 6 of 6')).toBeVisible();
  await expect(program).toHaveText('7;');
  await expect(stepper.getByText('Evaluation complete')).toBeVisible();

  await page.keyboard.press('b');
  await expect(stepper.getByText('Step 5 of 6')).toBeVisible();
  await page.keyboard.press('a');
  await expect(stepper.getByText('Step 1 of 6')).toBeVisible();

  // The tab exists for chapter 2 or lower only.
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §3' });
  await expect(page.getByRole('tab', { name: 'Stepper' })).toHaveCount(0);
});
