import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, DEMO, logOut, signInAs } from './helpers';

/**
 * The Leaderboard (issue 16): the student finds themself highlighted on the overall XP board,
 * with names and XP only; staff also see usernames; when the admin switches the overall board
 * off in the Admin Panel, the student is told no board is enabled, and the admin switches it on
 * again so the demo course is as the other journeys expect.
 */

async function openLeaderboard(page: Page) {
  await page.getByRole('link', { name: 'Leaderboard', exact: true }).click();
  await expect(page.getByRole('main', { name: 'Leaderboard' })).toBeVisible();
}

async function setOverallBoard(page: Page, on: boolean) {
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  const form = page.getByRole('region', { name: 'Course configuration' });
  const toggle = form.getByRole('checkbox', { name: 'Enable Overall Leaderboard' });
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.click({ force: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Unsaved changes')).toBeHidden();
  await expect(toggle).toBeChecked({ checked: on });
}

test('the student finds their own row on the overall leaderboard; the course can switch it off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);

  await signInAs(page, 'student');
  await openLeaderboard(page);
  const board = page.getByRole('table', { name: /Overall XP leaderboard \(Top 100\)/ });
  await expect(board).toBeVisible();
  await expect(board.getByRole('columnheader')).toHaveText(['Rank', 'Name', 'XP']);
  const own = board.locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText(`${DEMO.student.name} (you)`);
  await expect(own.getByRole('cell').first()).toHaveText('1');

  await logOut(page);
  await signInAs(page, 'staff');
  await openLeaderboard(page);
  await expect(page.getByRole('columnheader', { name: 'Username' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: DEMO.student.name });
  await expect(row.getByRole('cell')).toHaveText(['1', DEMO.student.name, 'student', /^\d+$/]);

  await logOut(page);
  await signInAs(page, 'admin');
  await setOverallBoard(page, false);
  await logOut(page);
  await signInAs(page, 'student');
  await openLeaderboard(page);
  await expect(page.getByText('No leaderboard is enabled for this course.')).toBeVisible();

  await logOut(page);
  await signInAs(page, 'admin');
  await setOverallBoard(page, true);
});
