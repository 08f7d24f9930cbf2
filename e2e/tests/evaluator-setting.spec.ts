import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';
import { replOutput, typeProgram } from './playground-helpers';

/**
 * The evaluator of the default variant (ADR 0039): the admin sets the course's in the admin panel,
 * the playground follows it until the user chooses in its control bar, and the choice is kept
 * across a reload. Other journeys share this server, so the course is put back on the fast path.
 */

async function setCourseEvaluator(page: Page, label: string): Promise<void> {
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/courses\/1\/adminpanel$/);
  const course = page.getByRole('region', { name: 'Course configuration' });
  await expect(course.getByText('The Stepper and the Env Visualizer always use js-slang.')).toBeVisible();
  await course.getByRole('combobox', { name: 'Evaluator' }).selectOption({ label });
  await expect(course.getByText('Unsaved changes')).toBeVisible();
  await course.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully!').first()).toBeVisible();
  await expect(course.getByText('Unsaved changes')).toBeHidden();
}

async function runAndExpect(page: Page, results: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(replOutput(page).locator('[data-kind="result"]')).toHaveText(results);
}

test("the admin switches the course's evaluator; the playground follows it until its own control switches", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'admin');
  await setCourseEvaluator(page, 'js-slang');
  try {
    await page.getByRole('link', { name: 'Playground' }).click();
    await expect(page).toHaveURL(/\/playground$/);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §1' });
    const evaluator = page.getByRole('combobox', { name: 'Evaluator' });
    await expect(evaluator).toHaveValue('js-slang');

    await typeProgram(page, 'function f(n) { return n === 0 ? 0 : n + f(n - 1); }\nf(100);');
    await runAndExpect(page, ['5050']);

    await evaluator.selectOption({ label: 'Fast (compiled)' });
    await expect(evaluator).toHaveValue('fast');
    await runAndExpect(page, ['5050']);

    // Kept like the playground's other settings (written at once, or on leaving the page).
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Evaluator' })).toHaveValue('fast');

    // The other variants run on js-slang alone: no choice is offered.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §1 Lazy' });
    await expect(page.getByRole('combobox', { name: 'Evaluator' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §1' });
  } finally {
    await page.goto('/courses/1/game');
    await setCourseEvaluator(page, 'Fast (compiled)');
  }
});
