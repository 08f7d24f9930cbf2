import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, DEMO_COURSE, logOut, openUserMenuItem, signInAs } from './helpers';

/**
 * The admin's journey through the admin panel on the demo course. Other journeys share this
 * server, so everything changed here is put back: the course name, the added type, the demo
 * student's group, and the user added from the CSV.
 */

const NEW_GROUP = 'Avenger Group 7';
const DEMO_GROUP = 'Avenger Group 1';
const NEW_USERNAME = 'e2e_newcomer';

function csvFile(name: string, content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sa-e2e-csv-')), name);
  writeFileSync(file, content);
  return file;
}

async function uploadUsers(page: Page, csv: string) {
  await page.getByRole('tab', { name: 'Add Users' }).click();
  await page.getByLabel('CSV file').setInputFiles(csv);
  await page.getByLabel('Authentication Provider').selectOption('test');
  await page.getByRole('button', { name: 'Add Users' }).click();
  await expect(page.getByText('Users added!')).toBeVisible();
}

async function expectTypes(page: Page, names: string[]) {
  const inputs = page.getByRole('table', { name: 'Assessment types' }).getByRole('textbox');
  await expect
    .poll(() => inputs.evaluateAll((els) => els.map((e) => (e instanceof HTMLInputElement ? e.value : ''))))
    .toEqual(names);
}

test('the admin configures the course, its types and its users', async ({ page }) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/\/courses\/1\/game$/);
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/courses\/1\/adminpanel$/);

  // Course form: rename, save, see it in the session; then rename back.
  const course = page.getByRole('region', { name: 'Course configuration' });
  await course.getByLabel('Course Name').fill('Renamed by the admin journey');
  await expect(course.getByText('Unsaved changes')).toBeVisible();
  await course.getByRole('tab', { name: 'Preview' }).click();
  await expect(course.getByRole('region', { name: 'Module Help Text preview' })).toContainText(
    'Welcome to CS1101S',
  );
  await course.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated successfully!').first()).toBeVisible();
  await openUserMenuItem(page, 'My Courses');
  await expect(page.getByRole('dialog', { name: 'My Courses' })).toContainText(
    'Renamed by the admin journey',
  );
  const myCourses = page.getByRole('dialog', { name: 'My Courses' });
  await myCourses.getByRole('button', { name: 'Close' }).click();
  await expect(myCourses).toBeHidden();
  await course.getByLabel('Course Name').fill(DEMO_COURSE);
  await course.getByRole('button', { name: 'Save' }).click();
  await expect(course.getByText('Unsaved changes')).toBeHidden();

  // Types: add one, move it above Paths, save, and find it there after a reload.
  const types = page.getByRole('region', { name: 'Assessment types' });
  await types.getByRole('button', { name: 'Add Row' }).click();
  await types.getByRole('textbox', { name: 'Assessment Type, row 4' }).fill('Contests');
  await types.getByRole('spinbutton', { name: 'Max Bonus XP, row 4' }).fill('150');
  await types.getByRole('button', { name: 'Move row 4 up' }).click();
  const save = types.getByRole('button', { name: 'Save' });
  await expect(save).toHaveClass(/intent-warning/);
  await save.click();
  await expect(save).toBeDisabled();
  await page.reload();
  await expectTypes(page, ['Missions', 'Quests', 'Contests', 'Paths']);

  // Users from a CSV: a new user, and the demo student moved to another group.
  await uploadUsers(
    page,
    csvFile('users.csv', `${NEW_USERNAME},student,${NEW_GROUP}\nstudent,student,${NEW_GROUP}\n`),
  );
  const users = page.getByRole('table', { name: 'Course users' });
  const newcomer = users.getByRole('row').filter({ hasText: NEW_USERNAME });
  await expect(newcomer).toContainText('(user has yet to log in)');
  await expect(newcomer).toContainText(NEW_GROUP);

  // Roles: yours is locked; another member's changes.
  await expect(page.getByRole('combobox', { name: 'Role of admin' })).toBeDisabled();
  await page.getByRole('combobox', { name: `Role of ${NEW_USERNAME}` }).selectOption('staff');
  await expect(page.getByText('Role updated!')).toBeVisible();
  await expect(page.getByRole('combobox', { name: `Role of ${NEW_USERNAME}` })).toHaveValue('staff');

  // The demo student signs in and sees the course with the new group.
  await logOut(page);
  await signInAs(page, 'student');
  await openUserMenuItem(page, 'User Profile');
  await expect(page.getByRole('dialog', { name: 'User Profile' })).toContainText(NEW_GROUP);
  await page.keyboard.press('Escape');

  // Put the demo course back as the other journeys expect it.
  await logOut(page);
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Admin Panel' }).click();
  await uploadUsers(page, csvFile('restore.csv', `student,student,${DEMO_GROUP}\n`));
  const row = page
    .getByRole('table', { name: 'Course users' })
    .getByRole('row')
    .filter({ hasText: NEW_USERNAME });
  await row.getByRole('button', { name: `Delete ${NEW_USERNAME}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('All of their assessment answers will be deleted.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('User deleted!')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Course users' })).not.toContainText(NEW_USERNAME);

  await page.getByRole('tab', { name: 'Configuration' }).click();
  await types.getByRole('button', { name: 'Delete row 3' }).click();
  const deleteType = page.getByRole('alertdialog');
  await expect(deleteType).toContainText("This deletes the assessment type 'Contests'");
  await deleteType.getByRole('button', { name: 'Delete' }).click();
  await expectTypes(page, ['Missions', 'Quests', 'Paths']);
});
