import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, logOut, openAssessmentType, signInAs } from './helpers';

/**
 * A team of two: staff upload a mission, make it a team assessment in Ground Control and form a
 * team of Stu and Sue on the Team Formation page; Stu answers, Sue sees Stu's answer and
 * finalises for both; staff grade and publish; both students see the XP. Staff delete the mission
 * at the end so the demo course is as the other journeys expect.
 */

const TITLE = 'E2E Mission: Team';
const XML = join(import.meta.dirname, '..', 'fixtures', 'e2e-team.xml');

function promptDate(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} +00:00`;
}

const card = (page: Page, region: 'Open' | 'Closed') =>
  page.getByRole('region', { name: region }).getByRole('article', { name: TITLE });

async function openMission(page: Page) {
  await openAssessmentType(page, 'Missions');
  await card(page, 'Open')
    .getByRole('link', { name: /Attempt|Continue/ })
    .click();
  await expect(page.getByRole('radiogroup', { name: 'Choices' })).toBeVisible();
}

test('a team of two shares one submission: one saves, the other sees it and finalises, both get the grade', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await answerResearchPromptWhenAsked(page);
  // The briefing opens with a mission not attempted yet (by the team), whenever its data arrives.
  const briefing = page.getByRole('dialog', { name: TITLE, exact: true });
  await page.addLocatorHandler(briefing, async () => {
    await briefing.getByRole('button', { name: 'Continue' }).click();
    await expect(briefing).toBeHidden();
  });

  // Staff upload the mission, open it since yesterday, publish it and make it a team assessment.
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
  await row.getByRole('combobox', { name: `Team size of ${TITLE}` }).selectOption('2');
  await expect(row.getByRole('combobox', { name: `Team size of ${TITLE}` })).toHaveValue('2');

  // Staff form the team on the Team Formation page.
  await page.getByRole('link', { name: 'Team Formation' }).click();
  await expect(page.getByRole('heading', { name: 'Create teams' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Assessment', exact: true }).selectOption({
    label: `${TITLE} (teams of up to 2)`,
  });
  await page
    .getByRole('combobox', { name: 'Team 1, student 1' })
    .selectOption({ label: 'Stu Student (student)' });
  await page
    .getByRole('combobox', { name: 'Team 1, student 2' })
    .selectOption({ label: 'Sue Student (student2)' });
  await page.getByRole('button', { name: 'Create teams' }).click();
  await expect(page.getByText('Teams created successfully.')).toBeVisible();
  const teams = page.getByRole('table', { name: 'Teams' });
  await expect(teams.getByRole('row').filter({ hasText: TITLE })).toContainText('Stu Student, Sue Student');

  // Stu sees the team and answers.
  await logOut(page);
  await signInAs(page, 'student');
  await openMission(page);
  await expect(page.getByText('Your team: Stu Student, Sue Student.')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/answer') && r.request().method() === 'POST');
  await page.getByRole('radio', { name: 'pair(1, 2)' }).click();
  expect((await saved).status()).toBe(200);

  // Sue sees Stu's answer and finalises for both.
  await logOut(page);
  await signInAs(page, 'student2');
  await openMission(page);
  await expect(page.getByRole('radio', { name: 'pair(1, 2)' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Return to Academy' }).click();
  await card(page, 'Open').getByRole('button', { name: 'Finalize Submission' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Finalize' }).click();
  await expect(card(page, 'Closed')).toBeVisible();

  // Staff grade the team's submission and publish the grading.
  await logOut(page);
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Grading' }).click();
  const filter = page.getByRole('textbox', { name: 'Filter submissions' });
  await filter.fill(TITLE);
  await filter.press('Enter');
  await page.getByRole('link', { name: `Grade ${TITLE} by Stu Student, Sue Student` }).click();
  await expect(page.getByRole('tab', { name: 'Grading: Question 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
  const publish = page.getByRole('button', { name: `Publish grading ${TITLE} by Stu Student` });
  await expect(publish).toBeEnabled();
  await publish.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published successfully!')).toBeVisible();

  // Both members see the grade: 100 XP and the full early-submission bonus of Missions (100 XP,
  // finalised within 48 hours of the opening).
  for (const member of ['student', 'student2'] as const) {
    await logOut(page);
    await signInAs(page, member);
    await openAssessmentType(page, 'Missions');
    await expect(card(page, 'Closed')).toContainText('XP: 200 / 100');
  }

  // Staff delete the mission again, team and submission with it.
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
