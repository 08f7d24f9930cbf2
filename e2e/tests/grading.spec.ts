import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, logOut, openAssessmentType, signInAs } from './helpers';
import { typeProgram } from './playground-helpers';

/**
 * Grading a submission: staff upload and publish a two-question mission; the student answers and
 * finalises it; staff find it in the grading list, comment in markdown, adjust the XP, save and
 * continue, grade the second question and publish the grading from the page (confirmed); the
 * student then reads the report card. Staff delete the mission at the end so the demo course is as the other journeys expect.
 */

const TITLE = 'E2E Mission: Grading';
const XML = join(import.meta.dirname, '..', 'fixtures', 'e2e-grading.xml');
const ANSWERS = ['function square(x) { return x * x; }', 'function cube(x) { return x * x * x; }'];
const COMMENT = 'Neat **recursion-free** answer.';

function promptDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} +00:00`;
}

test('staff grade a submission in markdown with an XP adjustment; the student reads the report card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);

  // Staff upload the mission, open it since yesterday and publish it.
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Ground Control' }).click();
  const grid = page.getByRole('table', { name: 'Assessments' });
  await page.getByRole('button', { name: 'Upload assessment' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload assessment' });
  await upload.getByLabel('Assessment XML file').setInputFiles(XML);
  await upload.getByLabel('Assessment type').selectOption({ label: 'Missions' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const row = grid.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Change open date of/ }).click();
  const prompt = page.getByRole('dialog', { name: `open date of ${TITLE}` });
  await prompt.getByRole('textbox').fill(promptDate(new Date(Date.now() - 86_400_000)));
  await prompt.getByRole('button', { name: 'Save' }).click();
  await expect(prompt).toBeHidden();
  await row.getByRole('switch', { name: `Publish ${TITLE}` }).click({ force: true });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(row.getByRole('switch', { name: `Publish ${TITLE}` })).toBeChecked();

  // The student answers both questions and finalises.
  await logOut(page);
  await signInAs(page, 'student');
  await openAssessmentType(page, 'Missions');
  const card = page.getByRole('region', { name: 'Open' }).getByRole('article', { name: TITLE });
  await card.getByRole('link', { name: 'Attempt' }).click();
  await page.getByRole('dialog', { name: TITLE }).getByRole('button', { name: 'Continue' }).click();
  for (const [index, answer] of ANSWERS.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 2`)).toBeVisible();
    await typeProgram(page, answer);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved!').first()).toBeVisible();
    await page.getByRole('button', { name: index === 0 ? 'Next' : 'Return to Academy' }).click();
  }
  await card.getByRole('button', { name: 'Finalize Submission' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalize' }).click();
  await expect(
    page.getByRole('region', { name: 'Closed' }).getByRole('article', { name: TITLE }),
  ).toBeVisible();

  // Staff find the submission in the grading list and open it.
  await logOut(page);
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Grading' }).click();
  const filter = page.getByRole('textbox', { name: 'Filter submissions' });
  await filter.fill(TITLE);
  await filter.press('Enter');
  await page.getByRole('link', { name: `Grade ${TITLE} by Stu Student` }).click();
  await expect(page.getByRole('tab', { name: 'Grading: Question 1' })).toBeVisible();
  // Nothing is graded by hand yet: publishing waits for every question.
  await expect(page.getByRole('button', { name: `Publish grading ${TITLE} by Stu Student` })).toBeDisabled();

  // The autograder tab shows the secret testcase too, once the grader has run (a reload shows it).
  await expect(async () => {
    await page.getByRole('tab', { name: 'Autograder' }).click();
    const done = page.getByText('Autograding: success');
    if (!(await done.isVisible())) await page.reload();
    await expect(done).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Testcase 2', exact: true })).toContainText('square(100);');

  // Question 1: a markdown comment, previewed, and an adjustment out of bounds, then within.
  await page.getByRole('tab', { name: 'Grading: Question 1' }).click();
  await page.getByRole('textbox', { name: 'Comments' }).fill(COMMENT);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(
    page.getByRole('region', { name: 'Comments preview' }).locator('strong', { hasText: 'recursion-free' }),
  ).toBeVisible();
  const xp = page.getByLabel('XP adjustment');
  await xp.fill('50');
  await expect(page.getByRole('alert')).toHaveText(/^XP \d+ is out of bounds\. Maximum xp is 100\.$/);
  await expect(page.getByRole('button', { name: 'Save and Continue' })).toBeDisabled();
  await xp.fill('-25');
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('tab', { name: 'Grading: Question 2' })).toBeVisible();
  expect(page.url()).toMatch(/\/grading\/\d+\/1$/);

  // Question 2: saved as the autograder left it.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();

  // Every question is graded now: the page offers publishing, after a confirmation.
  const publish = page.getByRole('button', { name: `Publish grading ${TITLE} by Stu Student` });
  await expect(publish).toBeEnabled();
  await publish.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unpublish grading ${TITLE} by Stu Student` })).toBeVisible();

  // The student reads the report card of question 1.
  await logOut(page);
  await signInAs(page, 'student');
  await openAssessmentType(page, 'Missions');
  await page
    .getByRole('region', { name: 'Closed' })
    .getByRole('article', { name: TITLE })
    .getByRole('link', { name: 'Review Submission' })
    .click();
  const briefing = page.getByRole('dialog', { name: TITLE });
  if (await briefing.isVisible()) await briefing.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('tab', { name: 'Report Card' }).click();
  const report = page.getByRole('region', { name: 'Report Card' });
  await expect(report.locator('strong', { hasText: 'recursion-free' })).toBeVisible();
  await expect(report).toContainText('XP: 75 / 100');
  await expect(report).toContainText('Graded by Sam Staff');

  // Staff delete the mission again, submissions and all.
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
