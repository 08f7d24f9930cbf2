import { expect, type Page, test } from '@playwright/test';
import { FAKE_PERSONAL_TOKEN, USER_REPOS_AT_START } from '../fixtures/fake-github/seed';
import { FAKE_GITHUB_PORT } from '../playwright.config';
import { editor, openPlayground, typeProgram } from './playground-helpers';

/**
 * The playground's GitHub menu against the fake GitHub of e2e/fixtures/fake-github (started by
 * playwright.config.ts): sign-in through the popup, Open, Save, Save As and every message.
 * The fake keeps its files for the whole run, so each test writes to names of its own.
 */
const API = `http://127.0.0.1:${FAKE_GITHUB_PORT}/api/v3`;
const REPO = 'ada-gh/source-programs';

/**
 * How many repositories GitHub lists for the user now, every page read. The fake keeps what other
 * journeys create (the Classroom's new mission repository), so the seed's count is only a floor.
 */
async function userRepositoryCount(): Promise<number> {
  let count = 0;
  for (let page = 1; ; page++) {
    const res = await fetch(`${API}/user/repos?per_page=100&page=${page}`, {
      headers: { authorization: `token ${FAKE_PERSONAL_TOKEN}` },
    });
    const list = (await res.json()) as unknown[];
    count += list.length;
    if (list.length < 100) return count;
  }
}

/** What the fake GitHub holds at `path`, read with a personal access token as GitHub allows. */
async function githubFile(path: string): Promise<{ status: number; text?: string; sha?: string }> {
  const res = await fetch(`${API}/repos/${REPO}/contents/${path}`, {
    headers: { authorization: `token ${FAKE_PERSONAL_TOKEN}` },
  });
  if (!res.ok) return { status: res.status };
  const body = (await res.json()) as { content: string; sha: string };
  return { status: res.status, text: Buffer.from(body.content, 'base64').toString('utf8'), sha: body.sha };
}

async function putGitHubFile(path: string, text: string, sha?: string): Promise<void> {
  const res = await fetch(`${API}/repos/${REPO}/contents/${path}`, {
    method: 'PUT',
    headers: { authorization: `token ${FAKE_PERSONAL_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'from the test', content: Buffer.from(text).toString('base64'), sha }),
  });
  expect(res.ok).toBe(true);
}

const githubButton = (page: Page) => page.getByRole('button', { name: 'GitHub', exact: true });
const dialog = (page: Page) => page.getByRole('dialog');

async function menuItem(page: Page, name: string) {
  await githubButton(page).click();
  return page.getByRole('menuitem', { name, exact: true });
}

/** Log In from the menu, Authorize on the fake GitHub's page in the popup, which then closes. */
async function logInToGitHub(page: Page): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await (await menuItem(page, 'Log In')).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Authorize Source Academy' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expect(page.getByText('Logged in to GitHub as ada-gh')).toBeVisible();
}

/** Blueprint draws its own circle over the radio input: the label is what a person clicks. */
async function pickRepository(page: Page, repo: string): Promise<void> {
  await dialog(page).getByText(repo, { exact: true }).click();
  await expect(dialog(page).getByRole('radio', { name: repo })).toBeChecked();
}

/** Open or Save As, then the repository picker: the user's repositories, all pages of them. */
async function chooseRepository(page: Page, action: 'Open' | 'Save As', repo = REPO): Promise<void> {
  await (await menuItem(page, action)).click();
  await expect(dialog(page).getByRole('heading', { name: 'Select a repository' })).toBeVisible();
  await pickRepository(page, repo);
  await dialog(page).getByRole('button', { name: 'Select' }).click();
  await expect(dialog(page).getByRole('tree')).toBeVisible();
}

const treeItem = (page: Page, name: string) => dialog(page).getByRole('treeitem', { name, exact: true });
/** Clicks the entry's own row (an open folder's treeitem also holds its entries). */
const clickEntry = (page: Page, name: string) => treeItem(page, name).locator('> div').first().click();

async function openFile(page: Page, ...path: string[]): Promise<void> {
  await chooseRepository(page, 'Open');
  for (const name of path) await clickEntry(page, name);
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText(`Successfully loaded ${path.join('/')}!`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await openPlayground(page);
});

test('signs in through the popup, opens a file, edits it and saves it back', async ({ page }) => {
  // Before signing in only Log In can be used.
  await githubButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Open' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('menuitem', { name: 'Save As' })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await logInToGitHub(page);
  await expect(githubButton(page)).toHaveAttribute('data-state', 'inactive');

  const path = `e2e-open-${Date.now()}.js`;
  await putGitHubFile(path, 'display("from GitHub");\n');
  await (await menuItem(page, 'Open')).click();
  // Over 100 repositories (the user's and the Classroom course's): the picker read every page of 100.
  const repositories = await userRepositoryCount();
  expect(repositories).toBeGreaterThanOrEqual(USER_REPOS_AT_START);
  expect(repositories).toBeGreaterThan(100);
  await expect(dialog(page).getByRole('radio')).toHaveCount(repositories);
  await pickRepository(page, REPO);
  await dialog(page).getByRole('button', { name: 'Select' }).click();
  await clickEntry(page, path);
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText(`Successfully loaded ${path}!`)).toBeVisible();
  await expect(editor(page)).toHaveText('display("from GitHub");');
  await expect(githubButton(page)).toHaveAttribute('data-state', 'saved');
  // Save needs a chosen file: now there is one.
  await typeProgram(page, 'display("edited in the playground");');
  await expect(githubButton(page)).toHaveAttribute('data-state', 'dirty');
  await (await menuItem(page, 'Save')).click();
  await expect(page.getByText(`Successfully saved ${path}!`)).toBeVisible();
  await expect(githubButton(page)).toHaveAttribute('data-state', 'saved');
  expect((await githubFile(path)).text).toBe('display("edited in the playground");');
});

test('opens a file inside folders of the tree', async ({ page }) => {
  await logInToGitHub(page);
  await openFile(page, 'lib', 'deep', 'cube.js');
  await expect(editor(page)).toContainText('return x * x * x;');
});

test('Save As writes a new file into the chosen folder, with the default commit message', async ({
  page,
}) => {
  await logInToGitHub(page);
  const name = `saved-as-${Date.now()}`;
  await typeProgram(page, 'const saved = "as";');
  await chooseRepository(page, 'Save As');
  await clickEntry(page, 'lib');
  await expect(treeItem(page, 'math.js')).toBeVisible();
  const fileName = dialog(page).getByLabel('File name');
  await fileName.click();
  await expect(fileName).toHaveValue('.js');
  await page.keyboard.press('Home');
  await page.keyboard.type(name);
  await expect(dialog(page).getByLabel('Commit message')).toHaveValue('Changes made from Source Academy');
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Successfully saved lib/${name}.js!`)).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  expect(await githubFile(`lib/${name}.js`)).toMatchObject({ status: 200, text: 'const saved = "as";' });
  // The new file is now the one Save writes to.
  await expect(githubButton(page)).toHaveAttribute('data-state', 'saved');
});

test('says why a file cannot be opened', async ({ page }) => {
  await logInToGitHub(page);
  await (await menuItem(page, 'Open')).click();
  await dialog(page).getByRole('button', { name: 'Select' }).click();
  await expect(page.getByText('No repository selected!')).toBeVisible();
  await pickRepository(page, REPO);
  await dialog(page).getByRole('button', { name: 'Select' }).click();

  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText('Please select a file!')).toBeVisible();
  await clickEntry(page, 'lib');
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText("Can't open folder as a file!")).toBeVisible();

  // A file removed on GitHub after the tree listed it: GitHub answers 404.
  const path = `e2e-gone-${Date.now()}.js`;
  await putGitHubFile(path, 'gone;');
  await dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click();
  await chooseRepository(page, 'Open');
  await clickEntry(page, path);
  const { sha } = await githubFile(path);
  const removed = await fetch(`${API}/repos/${REPO}/contents/${path}`, {
    method: 'DELETE',
    headers: { authorization: `token ${FAKE_PERSONAL_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message: 'remove', sha }),
  });
  expect(removed.status).toBe(200);
  await dialog(page).getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByText('Connection denied or file does not exist.')).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test('says why a file cannot be saved', async ({ page }) => {
  await logInToGitHub(page);
  await chooseRepository(page, 'Save As');
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('No file name given.')).toBeVisible();
  await dialog(page).getByLabel('File name').fill('lib');
  await dialog(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText("Can't save over a folder!")).toBeVisible();
  await expect(dialog(page)).toBeVisible();
});

test('Save refuses to overwrite a file changed on GitHub since it was opened', async ({ page }) => {
  await logInToGitHub(page);
  const path = `e2e-conflict-${Date.now()}.js`;
  await putGitHubFile(path, 'first;');
  await openFile(page, path);
  await putGitHubFile(path, 'changed elsewhere;', (await githubFile(path)).sha);
  await typeProgram(page, 'mine;');
  await (await menuItem(page, 'Save')).click();
  await expect(page.getByText(/The file has changed on GitHub since it was opened/)).toBeVisible();
  expect((await githubFile(path)).text).toBe('changed elsewhere;');
  await expect(githubButton(page)).toHaveAttribute('data-state', 'dirty');
});

test('asks before logging out with unsaved changes', async ({ page }) => {
  await logInToGitHub(page);
  await openFile(page, 'README.md');
  await typeProgram(page, 'not saved yet;');
  await (await menuItem(page, 'Log Out')).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You have unsaved changes!');
  await alert.getByRole('button', { name: 'Cancel' }).click();
  await githubButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log Out' }).click();
  await githubButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Open' })).toHaveAttribute('aria-disabled', 'true');
  await expect(githubButton(page)).toHaveAttribute('data-state', 'inactive');
});

test('the callback page says why sign-in failed', async ({ page }) => {
  await page.goto('/callback/github');
  await expect(page.getByRole('heading', { name: "We couldn't authenticate you with GitHub" })).toBeVisible();
  await expect(
    page.getByText(
      'Access code not found in callback URL. Please try again or contact the website administrator.',
    ),
  ).toBeVisible();
  // A code with a state this browser never sent.
  await page.goto('/callback/github?code=abc&state=not-ours');
  await expect(
    page.getByText(
      'Connection with server was denied, or incorrect payload received. Please try again or contact the website administrator.',
    ),
  ).toBeVisible();
});
