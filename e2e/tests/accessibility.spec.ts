import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  answerResearchPromptWhenAsked,
  DEMO,
  logOut,
  openAssessmentType,
  openAssessmentTypeFromBrand,
  signInAs,
} from './helpers';

/**
 * Every main page, as a student, staff and an admin, has no serious or critical axe-core
 * violation (issue 16; the check is in axe.ts).
 */

// Staff open the submission the student's test saves: the tests run in order.
test.describe.configure({ mode: 'serial' });

const main = (page: Page) => page.getByRole('main');
/** The demo course's open mission. */
const MISSION = 'Recursion Reloaded';

test('the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await expectAccessible(page, 'login');
});

test("a student's pages", async ({ page }) => {
  test.setTimeout(300_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');

  // The course home is the story game: its accessible layer beside the canvas.
  await expect(page.getByRole('status', { name: 'Story game status' })).toContainText('Main Menu');
  await expectAccessible(page, 'story game');
  await openAssessmentTypeFromBrand(page, 'Missions');
  await expect(page.getByRole('region', { name: 'Open' })).toBeVisible();
  await expectAccessible(page, 'assessment listing');

  await page.getByRole('button', { name: /\(User menu\)$/ }).click();
  await expect(page.getByRole('menuitem', { name: 'User Profile' })).toBeVisible();
  await expectAccessible(page, 'user menu open');
  await page.getByRole('menuitem', { name: 'User Profile' }).click();
  const profile = page.getByRole('dialog');
  await expect(profile).toBeVisible();
  await expectAccessible(page, 'user profile');
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  await page.getByRole('link', { name: 'Achievements', exact: true }).click();
  await expect(page.getByText(/^\d+ XP in total$/)).toBeVisible();
  await expectAccessible(page, 'achievements');

  await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page.getByRole('table', { name: /Overall XP leaderboard/ })).toBeVisible();
  await expectAccessible(page, 'leaderboard');

  await page.getByRole('link', { name: 'Playground', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Editor' })).toBeVisible();
  await expectAccessible(page, 'playground');

  // The demo course's recorded lesson, loaded in the player.
  await page.getByRole('link', { name: 'Sourcecast', exact: true }).click();
  await page
    .getByRole('table', { name: 'Sourcecasts' })
    .getByRole('button', { name: /^Play / })
    .first()
    .click();
  await expect(page.getByRole('slider', { name: 'Playback position' })).toBeVisible();
  await expectAccessible(page, 'sourcecast player');

  await openAssessmentType(page, 'Missions');
  const card = page.getByRole('region', { name: 'Open' }).getByRole('article', { name: MISSION });
  await card.getByRole('link', { name: /Attempt/ }).click();
  // The demo mission opens with its briefing.
  const briefing = page.getByRole('dialog', { name: MISSION });
  await expect(briefing).toBeVisible();
  await expectAccessible(page, 'assessment briefing');
  await briefing.getByRole('button', { name: 'Continue' }).click();
  await expect(briefing).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Editor' })).toBeVisible();
  await expectAccessible(page, 'assessment workspace');
  // Saved once, the attempt is a submission that staff can open from the grading list.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved!').first()).toBeVisible();
});

test("staff's pages", async ({ page }) => {
  test.setTimeout(300_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'staff');

  await page.getByRole('link', { name: 'Ground Control' }).click();
  await expect(page.getByRole('table', { name: 'Assessments' })).toBeVisible();
  await expectAccessible(page, 'ground control');

  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(main(page)).toBeVisible();
  await expect(page).toHaveURL(/\/courses\/\d+\/dashboard$/);
  await expectAccessible(page, 'dashboard');

  await page.getByRole('link', { name: 'Grading', exact: true }).click();
  const grade = page.getByRole('link', { name: `Grade ${MISSION} by ${DEMO.student.name}` });
  await expect(grade).toBeVisible();
  await expectAccessible(page, 'grading list');
  await grade.click();
  await expect(page.getByRole('tab', { name: 'Grading: Question 1' })).toBeVisible();
  await expectAccessible(page, 'grading detail');

  await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page.getByRole('table', { name: /Overall XP leaderboard/ })).toBeVisible();
  await expectAccessible(page, 'leaderboard (staff)');
  await logOut(page);
});

test("an admin's pages", async ({ page }) => {
  test.setTimeout(300_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page.getByRole('region', { name: 'Course configuration' })).toBeVisible();
  await expectAccessible(page, 'admin panel');
  await page.getByRole('link', { name: 'Achievements', exact: true }).click();
  await page.getByRole('link', { name: 'Achievement Control' }).click();
  await expect(page.getByRole('main', { name: 'Achievement Control' })).toBeVisible();
  await expectAccessible(page, 'achievement control');
});
