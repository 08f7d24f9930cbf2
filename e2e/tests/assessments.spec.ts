import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, logOut, openAssessmentType, signInAs } from './helpers';
import { editor, typeProgram } from './playground-helpers';

/**
 * The course loop: staff upload an assessment in Ground Control, open it and publish it; the
 * student finds it under Open, runs its testcases, saves, reloads, finalises and sees it move to
 * Closed. Staff delete it at the end so the demo course is as the other journeys expect.
 */

const TITLE = 'E2E Mission: Squares';
const XML = join(import.meta.dirname, '..', 'fixtures', 'e2e-mission.xml');
const SOLUTION = 'function square(x) { return x * x; }';

/** 'YYYY-MM-DD HH:mm:ss +00:00', the date prompt's format. */
function promptDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} +00:00`;
}

test('staff publish an uploaded assessment; the student attempts, saves and finalises it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Ground Control' }).click();
  const grid = page.getByRole('table', { name: 'Assessments' });
  await expect(grid).toBeVisible();

  // Upload: the type must be chosen first.
  await page.getByRole('button', { name: 'Upload assessment' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload assessment' });
  await upload.getByLabel('Assessment XML file').setInputFiles(XML);
  await upload.getByLabel('Assessment type').selectOption({ label: 'Missions' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Uploaded successfully!')).toBeVisible();
  const row = grid.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);

  // A new assessment opens in three days: open it yesterday instead, then publish it.
  await row.getByRole('button', { name: /^Change open date of/ }).click();
  const prompt = page.getByRole('dialog', { name: `open date of ${TITLE}` });
  await prompt.getByRole('textbox').fill(promptDate(new Date(Date.now() - 86_400_000)));
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt).toBeHidden();
  // Blueprint draws the switch's indicator over its input: the click lands on it, as a person's would.
  await row.getByRole('switch', { name: `Publish ${TITLE}` }).click({ force: true });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(row.getByRole('switch', { name: `Publish ${TITLE}` })).toBeChecked();

  // The student finds it under Open.
  await logOut(page);
  await signInAs(page, 'student');
  await openAssessmentType(page, 'Missions');
  await expect(page).toHaveURL(/\/courses\/1\/missions$/);
  const open = page.getByRole('region', { name: 'Open' });
  const card = open.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: 'Finalize Submission' })).toBeDisabled();
  await card.getByRole('link', { name: 'Attempt' }).click();

  // First open: the briefing, then the question with its template.
  await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Continue' }).click();
  await expect(editor(page)).toContainText('// your answer here');
  await expect(page.getByText('Question 1 of 1')).toBeVisible();

  // The template fails the testcases; the solution passes them, the secret one never shows.
  await page.getByRole('tab', { name: 'Autograder' }).click();
  await expect(page.getByRole('region', { name: 'Testcase 3', exact: true })).toContainText(
    'Hidden testcase',
  );
  await expect(page.getByRole('region', { name: 'Testcase 4', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Run testcases' }).click();
  await expect(page.getByRole('region', { name: 'Result of testcase 1' })).toContainText('Fail', {
    timeout: 20_000,
  });
  await typeProgram(page, SOLUTION);
  await page.getByRole('button', { name: 'Run testcases' }).click();
  for (const n of [1, 2, 3]) {
    await expect(page.getByRole('region', { name: `Result of testcase ${n}` })).toContainText('Pass', {
      timeout: 20_000,
    });
  }

  // Save, reload: the saved answer comes back from the server.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved!')).toBeVisible();
  await page.reload();
  await expect(editor(page)).toHaveText(SOLUTION);

  // Back in the listing it is attempted: finalising is offered, and moves it to Closed.
  await page.getByRole('button', { name: 'Return to Academy' }).click();
  await expect(page).toHaveURL(/\/courses\/1\/missions$/);
  await expect(card.getByRole('link', { name: 'Review Attempt' })).toBeVisible();
  await card.getByRole('button', { name: 'Finalize Submission' }).click();
  const finalise = page.getByRole('alertdialog');
  await expect(finalise).toContainText(
    'Finalising your submission early grants you additional XP, but this action is irreversible.',
  );
  await finalise.getByRole('button', { name: 'Finalize' }).click();
  const closed = page.getByRole('region', { name: 'Closed' });
  await expect(
    closed.getByRole('article', { name: TITLE }).getByRole('link', { name: 'Review Submission' }),
  ).toBeVisible();
  await expect(open.getByRole('article', { name: TITLE })).toHaveCount(0);

  // Staff delete it again, submissions and all.
  await logOut(page);
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Ground Control' }).click();
  await grid
    .getByRole('row')
    .filter({ hasText: TITLE })
    .getByRole('button', { name: `Delete ${TITLE}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(grid.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
});
