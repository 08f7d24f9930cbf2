import { expect, type Page, test } from '@playwright/test';
import type { StoredFile } from '../fixtures/fake-google/google';
import { GOOGLE_URL } from '../playwright.config';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';
import { editor, openPlayground, typeProgram } from './playground-helpers';

/**
 * Google Drive in the playground against the fake Google of e2e/fixtures/fake-google (consent
 * page and Drive v3 over real HTTP, cross-origin as Google is): sign-in through the popup, open,
 * save, save as, and the spec's error messages.
 */

test.beforeEach(async ({ request }) => {
  await request.post(`${GOOGLE_URL}/_fake/reset`);
});

const driveButton = (page: Page) => page.getByRole('button', { name: /^Google Drive/ });
const language = (page: Page) => page.getByRole('combobox', { name: 'Language' });

async function chooseFromDrive(page: Page, item: 'Open' | 'Save' | 'Save As' | 'Log In' | 'Log Out') {
  await driveButton(page).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Answers Google's consent popup, which the action opens; the popup closes by itself. */
async function consent(page: Page, action: () => Promise<void>, answer: 'Allow' | 'Deny' = 'Allow') {
  const popupOpened = page.waitForEvent('popup');
  await action();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: /wants to access your Google Account/ })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: answer }).click();
  await closed;
}

async function openFromDrive(page: Page, name: string) {
  await chooseFromDrive(page, 'Open');
  const files = page.getByRole('list', { name: 'Google Drive files' });
  await files.getByRole('button', { name: new RegExp(`^${name}`) }).click();
}

async function driveFiles(page: Page): Promise<StoredFile[]> {
  const response = await page.request.get(`${GOOGLE_URL}/_fake/files`);
  return (await response.json()) as StoredFile[];
}

test('logs in through the consent popup, opens a file in its chapter, edits and saves it', async ({
  page,
}) => {
  await openPlayground(page);
  await expect(driveButton(page)).toHaveText('Google Drive');
  await consent(page, () => chooseFromDrive(page, 'Log In'));
  await driveButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await page.keyboard.press('Escape');

  await chooseFromDrive(page, 'Open');
  const files = page.getByRole('list', { name: 'Google Drive files' });
  // Four programs over two of the fake's pages; the folder and the binned file are not offered.
  await expect(files.getByRole('listitem')).toHaveCount(4);
  await files.getByRole('button', { name: /^lists\.js/ }).click();
  await expect(page.getByText('Successfully loaded lists.js.')).toBeVisible();
  await expect(editor(page)).toHaveText('const xs = list(1, 2, 3);length(xs);');
  await expect(language(page)).toHaveValue('2/lazy');
  await expect(driveButton(page)).toHaveText('Google Drive:lists.js');

  await typeProgram(page, 'length(list(1, 2));');
  await expect(driveButton(page)).toHaveText('Google Drive:lists.js (unsaved changes)');
  await chooseFromDrive(page, 'Save');
  await expect(page.getByText('Successfully saved lists.js.')).toBeVisible();
  await expect(driveButton(page)).toHaveText('Google Drive:lists.js');
  const saved = (await driveFiles(page)).find((f) => f.id === 'file-lists');
  expect(saved).toMatchObject({
    content: 'length(list(1, 2));',
    appProperties: { source_chapter: '2', source_variant: 'lazy' },
  });
});

test('opens a file without properties in chapter 4', async ({ page }) => {
  await openPlayground(page);
  await language(page).selectOption({ label: 'Source §1' });
  // Open signs in first when needed, in the same click.
  const popupOpened = page.waitForEvent('popup');
  await chooseFromDrive(page, 'Open');
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Allow' }).click();
  await page
    .getByRole('list', { name: 'Google Drive files' })
    .getByRole('button', { name: /^notes\.js/ })
    .click();
  await expect(editor(page)).toHaveText('// written elsewhere1 + 2;');
  await expect(language(page)).toHaveValue('4/default');
});

test('Save As refuses an empty name, then saves a new file into a folder', async ({ page }) => {
  await openPlayground(page);
  await language(page).selectOption({ label: 'Source §3' });
  await typeProgram(page, 'display("from the journey");');
  await consent(page, () => chooseFromDrive(page, 'Save As'));
  const dialog = page.getByRole('dialog', { name: 'Save to Google Drive' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a file name.')).toBeVisible();

  await dialog.getByLabel('File name').fill('journey.js');
  await expect(dialog.getByRole('option', { name: 'CS1101S' })).toBeAttached();
  await dialog.getByLabel('Folder').selectOption({ label: 'CS1101S' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved journey.js.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(driveButton(page)).toHaveText('Google Drive:journey.js');
  const created = (await driveFiles(page)).find((f) => f.name === 'journey.js');
  expect(created).toMatchObject({
    mimeType: 'text/plain',
    parents: ['folder-cs1101s'],
    content: 'display("from the journey");',
    appProperties: { source_chapter: '3', source_variant: 'default' },
  });
});

test('a denied consent leaves Drive logged out', async ({ page }) => {
  await openPlayground(page);
  await consent(page, () => chooseFromDrive(page, 'Log In'), 'Deny');
  await expect(page.getByText('Google sign-in was cancelled.')).toBeVisible();
  await driveButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log In' })).toBeVisible();
});

test('says when a file cannot be opened or saved', async ({ page }) => {
  await openPlayground(page);
  await consent(page, () => chooseFromDrive(page, 'Log In'));
  await page.request.post(`${GOOGLE_URL}/_fake/fail?fileId=file-streams`);
  await openFromDrive(page, 'streams.js');
  await expect(page.getByText('Error while opening file.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openFromDrive(page, 'squares.js');
  await expect(language(page)).toHaveValue('1/default');
  await page.request.post(`${GOOGLE_URL}/_fake/fail?fileId=file-squares`);
  await typeProgram(page, 'square(7);');
  await chooseFromDrive(page, 'Save');
  await expect(page.getByText('Error while saving file.')).toBeVisible();
  await expect(driveButton(page)).toHaveText('Google Drive:squares.js (unsaved changes)');
});

test('a token Google no longer accepts is dropped, and Drive asks to log in again', async ({ page }) => {
  await openPlayground(page);
  await consent(page, () => chooseFromDrive(page, 'Log In'));
  // Forgetting every token it gave is, for the page, what a revoked grant looks like.
  await page.request.post(`${GOOGLE_URL}/_fake/reset`);
  await chooseFromDrive(page, 'Open');
  await expect(page.getByText('Your Google sign-in has ended. Log in to Google Drive again.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await driveButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log In' })).toBeVisible();
});

test("on a phone the menu works from the control bar's popover", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await page.goto('/playground');
  await page.getByRole('button', { name: 'Controls' }).click();
  await consent(page, () => chooseFromDrive(page, 'Open'));
  await page
    .getByRole('list', { name: 'Google Drive files' })
    .getByRole('button', { name: /^squares\.js/ })
    .click();
  await expect(page.getByText('Successfully loaded squares.js.')).toBeVisible();
  await expect(driveButton(page)).toHaveText('Google Drive:squares.js');
  // Closed and opened again, the control bar still knows the file.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Controls' }).click();
  await expect(driveButton(page)).toHaveText('Google Drive:squares.js');
});
