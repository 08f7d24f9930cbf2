import { expect, test } from '@playwright/test';
import {
  answerResearchPromptWhenAsked,
  DEMO_COURSE,
  openAssessmentTypeFromBrand,
  openUserMenuItem,
  signInAs,
} from './helpers';

test('creates a course, becomes its admin and switches between courses', async ({ page }) => {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await expect(page.getByRole('link', { name: 'CS1101S' })).toBeVisible();

  await openUserMenuItem(page, 'Create Course');
  const dialog = page.getByRole('dialog', { name: 'Create Course' });
  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(dialog.getByText('Course Name cannot be empty!')).toBeVisible();

  await dialog.getByLabel('Course Name (required)').fill('Functional Programming Lab');
  await dialog.getByLabel('Course Short Name').fill('FPL');
  await dialog.getByLabel('Source Chapter').selectOption('3');
  const variant = dialog.getByLabel('Source Variant');
  await expect(variant.getByRole('option')).toHaveText([
    'Source §3',
    'Source §3 Concurrent',
    'Source §3 Non-Det',
  ]);
  await variant.selectOption({ label: 'Source §3 Concurrent' });
  await dialog.getByRole('button', { name: 'Create Course' }).click();

  // The new course opens on its story game (on by default); its one assessment type, Missions, is empty.
  await expect(page).toHaveURL(/\/courses\/\d+\/game$/);
  await openAssessmentTypeFromBrand(page, 'Missions', 'FPL');
  await expect(page).toHaveURL(/\/courses\/\d+\/missions$/);
  await expect(page.getByText('There are no assessments.')).toBeVisible();
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByLabel('Course Name')).toHaveValue('Functional Programming Lab');
  await expect(page.getByRole('link', { name: 'FPL' })).toBeVisible();
  await expect(page.getByText('Sublanguage: Source §3 Concurrent')).toBeVisible();
  const newCourseUrl = page.url();

  // A course address typed in switches the session's course, and the switch is remembered.
  await page.goto('/courses/1');
  await expect(page.getByRole('link', { name: 'CS1101S' })).toBeVisible();
  await page.goto(newCourseUrl);
  await expect(page.getByLabel('Course Name')).toHaveValue('Functional Programming Lab');
  await page.goto('/');
  await expect(page).toHaveURL(newCourseUrl.replace(/adminpanel$/, 'game'));

  // Back to the demo course through My Courses (which leaves the demo state as it was).
  await openUserMenuItem(page, 'My Courses');
  await page
    .getByRole('dialog', { name: 'My Courses' })
    .getByLabel('Course')
    .selectOption({ label: `CS1101S - ${DEMO_COURSE}` });
  await expect(page).toHaveURL(/\/courses\/1(\/|$)/);
  await expect(page.getByRole('link', { name: 'CS1101S' })).toBeVisible();
});
