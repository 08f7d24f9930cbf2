import { expect, test } from '@playwright/test';
import { MAINTENANCE_PORT } from '../playwright.config';
import { answerResearchPromptWhenAsked, openAssessmentType, signInAs } from './helpers';

// This server's configuration has a maintenance period covering the whole run.
test.use({ baseURL: `http://127.0.0.1:${MAINTENANCE_PORT}` });

test('students see the Disabled page with the reason during maintenance', async ({ page }) => {
  await signInAs(page, 'student', { landsInCourse: false });
  await expect(page.getByRole('heading', { name: 'Disabled' })).toBeVisible();
  await expect(
    page.getByText('The Source Academy has been disabled for this reason: Upgrading the grader.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Missions' })).toHaveCount(0);
});

test('staff work on through a maintenance period', async ({ page }) => {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'staff');
  await openAssessmentType(page, 'Missions');
  await expect(page.getByRole('heading', { name: 'Missions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Disabled' })).toHaveCount(0);
});
