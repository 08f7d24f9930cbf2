import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, logOut, signInAs } from './helpers';

/**
 * Achievements (issue 9): staff create an achievement with a Manual goal in Achievement Control
 * and publish it, set the student's progress with the manual goal editor, and the student sees
 * the achievement completed on the dashboard with its XP added to their total. Staff delete both
 * again at the end so the demo course is as the other journeys expect.
 */

const TITLE = 'E2E Achievement: Studio Star';
const GOAL = 'E2E goal: present at two studios';
const XP = 250;

/** The dashboard's total, read from the level bar ('{n} XP in total'). */
async function totalXp(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Achievements', exact: true }).click();
  const total = page.getByText(/^\d+ XP in total$/);
  await expect(total).toBeVisible();
  return Number.parseInt((await total.textContent()) ?? '', 10);
}

async function openControl(page: Page) {
  await page.getByRole('link', { name: 'Achievements', exact: true }).click();
  await page.getByRole('link', { name: 'Achievement Control' }).click();
  await expect(page.getByRole('main', { name: 'Achievement Control' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Achievements' })).toBeVisible();
}

test('staff publish an achievement with a manual goal; the student sees it completed with its XP', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);

  // The student's total before.
  await signInAs(page, 'student');
  const before = await totalXp(page);
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);

  // Staff add a goal and an achievement that needs it, save both cards and publish.
  await logOut(page);
  await signInAs(page, 'staff');
  await openControl(page);
  await page.getByRole('button', { name: 'New Goal' }).click();
  const newGoal = page.getByRole('article', { name: 'Goal Text Here' });
  await newGoal.getByRole('spinbutton', { name: 'Target count' }).fill('2');
  await newGoal.getByRole('textbox', { name: 'Goal text' }).fill(GOAL);
  await page.getByRole('article', { name: GOAL }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved changes locally').first()).toBeVisible();

  await page.getByRole('button', { name: 'New Achievement' }).click();
  const fresh = page.getByRole('article', { name: 'Achievement Title Here' });
  await fresh.getByRole('spinbutton', { name: 'XP' }).fill(String(XP));
  await fresh.getByRole('combobox', { name: 'Position' }).selectOption('1');
  await fresh.getByRole('checkbox', { name: GOAL }).check({ force: true });
  await fresh.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  const card = page.getByRole('article', { name: TITLE });
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();

  const publish = page.getByRole('button', { name: 'Publish Changes' });
  await publish.click();
  await expect(page.getByText('Updated successfully!').first()).toBeVisible();
  await expect(publish).toBeDisabled();

  // The manual goal editor: the student reaches the target.
  const editor = page.getByRole('region', { name: 'Manual Goal Editor' });
  await editor.getByRole('button', { name: 'Update Goal' }).click();
  await expect(page.getByText('Goal not selected').first()).toBeVisible();
  await expect(page.getByText('User not selected').first()).toBeVisible();
  await editor.getByRole('button', { name: 'User: No User Selected' }).click();
  await page.getByRole('textbox', { name: 'Filter user' }).fill('stu');
  await page.getByRole('menuitem', { name: 'Stu Student' }).click();
  await editor.getByRole('button', { name: 'Goal: No Goal Selected' }).click();
  await page.getByRole('menuitem', { name: GOAL }).click();
  await editor.getByRole('spinbutton', { name: 'Count' }).fill('2');
  await editor.getByRole('button', { name: 'Update Goal' }).click();
  await expect(page.getByText('Goal updated').first()).toBeVisible();

  // The student's dashboard: completed, and the XP is in the total.
  await logOut(page);
  await signInAs(page, 'student');
  expect(await totalXp(page)).toBe(before + XP);
  const studentCard = page.getByRole('article', { name: TITLE });
  await expect(studentCard).toContainText('Completed');
  await expect(studentCard).toContainText(`${XP} XP`);
  await page.getByRole('radio', { name: 'Completed' }).click();
  await expect(page.getByRole('article', { name: TITLE })).toBeVisible();

  // Staff remove the achievement and the goal again.
  await logOut(page);
  await signInAs(page, 'staff');
  await openControl(page);
  await page.getByRole('article', { name: TITLE }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('article', { name: GOAL }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Publish Changes' }).click();
  await expect(page.getByText('Updated successfully!').first()).toBeVisible();
  await expect(page.getByRole('article', { name: TITLE })).toHaveCount(0);
});
