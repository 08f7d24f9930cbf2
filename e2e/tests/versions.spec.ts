import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, openAssessmentType, signInAs } from './helpers';
import { editor, typeProgram } from './playground-helpers';

/**
 * Answer versions and autosave (issue 16) on the demo course's open mission, whose type keeps
 * autosave on: a named version restored from the Versions tab, and an answer saved by itself
 * without pressing Save. Each journey writes its own code, so the order they run in is free.
 */

const MISSION = 'Recursion Reloaded';
// Each journey signs in, opens the workspace and saves several times: more than the default budget.
test.describe.configure({ timeout: 90_000 });
/** The student opens the demo mission at question `index` (0-based). */
async function openMission(page: Page, index: number) {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await openAssessmentType(page, 'Missions');
  await expect(page).toHaveURL(/\/courses\/1\/missions$/);
  const card = page.getByRole('article', { name: MISSION });
  const href = await card
    .getByRole('link', { name: /Attempt|Review/ })
    .first()
    .getAttribute('href');
  if (!href) throw new Error('the mission card has no link');
  await page.goto(href.replace(/\/\d+$/, `/${index}`));
  const briefing = page.getByRole('dialog', { name: MISSION });
  await page.addLocatorHandler(briefing, async () => {
    await briefing.getByRole('button', { name: 'Continue' }).click();
  });
  await expect(page.getByText(`Question ${index + 1} of 2`)).toBeVisible();
}

test('the Versions tab names a version and restores it into the editor', async ({ page }) => {
  await openMission(page, 0);
  const first = `function factorial(n) { return n === 0 ? 1 : n * factorial(n - 1); } // v1 ${Date.now()}`;
  const second = 'function factorial(n) { return 1; } // v2';

  await typeProgram(page, first);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();

  // Name it, so the next save keeps a version of its own.
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = page.getByRole('list', { name: 'Saved versions' });
  await versions.getByRole('listitem').first().getByRole('button', { name: 'Name' }).click();
  await page.getByRole('textbox', { name: 'Version name' }).fill('Recursive');
  await page.getByRole('textbox', { name: 'Version name' }).press('Enter');
  const named = versions.getByRole('listitem').filter({ hasText: 'Recursive' });
  await expect(named).toHaveCount(1);

  await typeProgram(page, second);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(versions.getByRole('listitem').first()).toContainText('Unnamed');

  // Side by side: the named version's line against the current one, then back into the editor.
  await named.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('region', { name: 'This version' })).toContainText('// v1');
  await expect(page.getByRole('region', { name: 'Current code' })).toContainText('// v2');
  await page.getByRole('button', { name: 'Restore this version' }).click();
  await expect(editor(page)).toHaveText(first);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
  await page.reload();
  await expect(editor(page)).toHaveText(first);
});

test('autosave saves the answer a few seconds after typing stops, without pressing Save', async ({
  page,
}) => {
  await openMission(page, 1);
  const program = `function repeat_string(s, n) { return n === 0 ? "" : s + repeat_string(s, n - 1); } // ${Date.now()}`;
  await typeProgram(page, program);
  const status = page.getByRole('status', { name: 'Autosave' });
  await expect(status).toHaveText('All changes saved', { timeout: 15_000 });
  await expect(page.getByText('Saved!')).toHaveCount(0);

  // The server has it: it is in the history, and a reload opens with it.
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = page.getByRole('list', { name: 'Saved versions' });
  await versions.getByRole('listitem').first().getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('region', { name: 'This version' })).toContainText(program);
  await page.reload();
  await expect(editor(page)).toHaveText(program);
});
