import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, logOut, signInAs } from './helpers';

/**
 * The story simulator (issue 24): staff upload a checkpoint file, see a broken one refused with
 * its message and line, simulate the stored one to 'Checkpoint reached.' through the accessible
 * layer, and publish a chapter of it; a student finds the chapter in Chapter Select but has no
 * simulator. Staff delete the chapter and the file again so the demo course is as before.
 */

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'story');
const CHECKPOINT = 'e2e-checkpoint.txt';
const CHAPTER = 'E2E Chapter: Hello';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Story simulator' });
const status = (page: Page) => page.getByRole('status', { name: 'Story game status' });

async function openSimulatorMode(page: Page, mode: string): Promise<void> {
  await expect(panel(page).getByRole('heading', { name: 'Welcome to story simulator!' })).toBeVisible();
  await panel(page).getByRole('button', { name: mode }).click();
}

async function back(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Back', exact: true }).click();
}

test('staff upload, simulate and publish a chapter; a student plays it but has no simulator', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Story Simulator' }).click();
  await expect(page).toHaveURL(/\/courses\/1\/storysimulator$/);

  // Upload the checkpoint into stories/; its line gives the address it is served at.
  await openSimulatorMode(page, 'Asset Uploader');
  await panel(page).getByLabel('Folder', { exact: true }).selectOption('stories');
  await panel(page).getByLabel('Files to upload').setInputFiles(join(FIXTURES, CHECKPOINT));
  await panel(page).getByRole('button', { name: 'Upload', exact: true }).click();
  const results = panel(page).getByRole('list', { name: 'Upload results' });
  await expect(results).toContainText(`${CHECKPOINT} => `);
  await expect(results).toContainText(`stories/${CHECKPOINT}`);
  const served = await page.request.get(`/assets/courses/1/stories/${CHECKPOINT}`);
  expect(await served.text()).toContain('show_dialogue(hello)');
  // The same name again is refused and the file stays.
  await panel(page).getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(results).toContainText(`${CHECKPOINT} => File already exists`);
  await expect(panel(page).getByRole('region', { name: 'Files in stories' })).toContainText(
    `stories/${CHECKPOINT}`,
  );
  await back(page);

  // A broken file from the computer: its message and line, and nothing starts.
  await openSimulatorMode(page, 'Checkpoint Simulator');
  await panel(page)
    .getByLabel('Checkpoint text', { exact: true })
    .setInputFiles(join(FIXTURES, 'e2e-broken.txt'));
  await panel(page).getByRole('button', { name: 'Simulate Checkpoint' }).click();
  const problem = panel(page).getByRole('alert');
  await expect(problem).toContainText('Duplicate item id panel');
  await expect(problem).toContainText('line 10');
  await expect(status(page)).not.toContainText('Checkpoint reached.');

  // The stored file plays to its end with the layer's buttons alone.
  await panel(page).getByLabel('Checkpoint text from stories/').selectOption(CHECKPOINT);
  await expect(panel(page)).toContainText(`Chosen: stories/${CHECKPOINT}`);
  await panel(page).getByRole('button', { name: 'Simulate Checkpoint' }).click();
  await expect(status(page)).toContainText('The simulator plays this checkpoint before students see it.', {
    timeout: 30_000,
  });
  const actions = page.getByRole('region', { name: 'Game actions' });
  await expect(async () => {
    if (((await status(page).textContent()) ?? '').includes('Checkpoint reached.')) return;
    await actions.getByRole('button', { name: 'Next', exact: true }).click({ timeout: 2_000 });
    throw new Error('not reached yet');
  }).toPass({ timeout: 60_000 });
  // Back in the simulator's menu once the text has faded.
  await expect(panel(page).getByRole('button', { name: 'Simulate Checkpoint' })).toBeEnabled({
    timeout: 20_000,
  });
  await back(page);

  // Publish a chapter of it.
  await openSimulatorMode(page, 'Chapter Simulator');
  await expect(panel(page).getByLabel('Chapter', { exact: true })).toHaveValue('-1');
  await panel(page).getByLabel('Title').fill(CHAPTER);
  await panel(page).getByLabel('Add a file from stories/').selectOption(CHECKPOINT);
  await panel(page).getByRole('button', { name: 'Add', exact: true }).click();
  await panel(page).getByRole('switch', { name: 'Published' }).check({ force: true });
  await panel(page).getByRole('button', { name: 'Save', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`"title": "${CHAPTER}"`);
  await expect(confirm).toContainText(`"filenames": [\n      "${CHECKPOINT}"\n    ]`);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Chapter successfully created')).toBeVisible();
  await expect(panel(page).getByLabel('Chapter', { exact: true })).toContainText(`: ${CHAPTER}`);

  // The student finds it in Chapter Select, and has neither the link nor the page.
  await logOut(page);
  await signInAs(page, 'student');
  await expect(status(page)).toContainText('Main Menu', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Story Simulator' })).toHaveCount(0);
  await page
    .getByRole('region', { name: 'Game actions' })
    .getByRole('button', { name: 'Play Chapter' })
    .click();
  await expect(status(page)).toContainText('Chapter Select');
  // Listed after the demo's three chapters (by openAt), locked until the ones before it are done.
  await expect(status(page)).toContainText(`Chapter 3: ${CHAPTER} - Locked`);
  await page.goto('/courses/1/storysimulator');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();

  // Staff delete the chapter and the file.
  await logOut(page);
  await signInAs(page, 'staff');
  await page.getByRole('link', { name: 'Story Simulator' }).click();
  await openSimulatorMode(page, 'Chapter Simulator');
  const chapter = panel(page).getByLabel('Chapter', { exact: true });
  await chapter.selectOption({ label: await chapter.locator('option', { hasText: CHAPTER }).innerText() });
  await panel(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Chapter successfully deleted')).toBeVisible();
  await back(page);
  await openSimulatorMode(page, 'Asset Uploader');
  await panel(page).getByLabel('Folder', { exact: true }).selectOption('stories');
  await panel(page)
    .getByRole('button', { name: `Delete stories/${CHECKPOINT}` })
    .click();
  const sure = page.getByRole('alertdialog');
  await expect(sure).toContainText('There is no undoing this action!');
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(panel(page).getByRole('region', { name: 'Files in stories' })).not.toContainText(CHECKPOINT);
  expect((await page.request.get(`/assets/courses/1/stories/${CHECKPOINT}`)).status()).toBe(404);
});
