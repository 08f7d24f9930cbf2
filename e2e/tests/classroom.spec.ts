import { expect, type Page, test } from '@playwright/test';
import {
  ACCEPT_LINK,
  COURSE_ORG,
  NEW_MISSION,
  OPEN_MISSION,
  PAST_MISSION,
} from '../fixtures/fake-github/classroom-seed';
import { FAKE_USER } from '../fixtures/fake-github/seed';
import { FAKE_GITHUB_PORT } from '../playwright.config';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';

/**
 * The Classroom (issue 25) against the fake GitHub of e2e/fixtures/fake-github, whose course
 * organisation holds a course-info.json and the student's accepted mission repositories: log in
 * to GitHub through the popup, land on the Missions page, and act on each kind of card.
 */
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

/** 'Log In' on the Classroom's login page, Authorize on the fake GitHub's page in the popup. */
async function logInToGitHub(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Sign in to GitHub' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await main.getByRole('button', { name: 'Log In' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Authorize Source Academy' })).toBeVisible();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Authorize' }).click();
  await closed;
  await expect(page.getByText(`Logged in to GitHub as ${FAKE_USER.login}`)).toBeVisible();
}

test('a student logs in to GitHub in the Classroom and opens, reviews and accepts missions', async ({
  page,
  context,
}) => {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await page.getByRole('link', { name: 'Classroom' }).click();
  await expect(page).toHaveURL(/\/githubassessments\/login$/);
  await logInToGitHub(page);

  // Discovery found the course organisation and its course-info.json: the first type's page.
  await expect(page).toHaveURL(/\/githubassessments\/missions$/);
  await expect(page.getByRole('heading', { name: 'Missions', level: 2 })).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Classroom' });
  await expect(bar.getByRole('combobox', { name: 'Course' })).toBeDisabled();
  await expect(bar.getByRole('link')).toHaveText(['Missions', 'Path Quests']);
  await expect(bar.getByRole('button', { name: 'Log Out' })).toBeVisible();

  // Published only, the earliest due first; each card's button as its repository and date say.
  await expect(page.getByRole('article').getByRole('heading')).toHaveText([
    PAST_MISSION.title,
    OPEN_MISSION.title,
    NEW_MISSION.title,
  ]);
  await expect(card(page, PAST_MISSION.title).getByRole('button')).toHaveText('Review Answers');
  await expect(card(page, OPEN_MISSION.title).getByRole('button')).toHaveText('Open');
  await expect(card(page, NEW_MISSION.title).getByRole('button')).toHaveText('Accept');
  await expect(card(page, OPEN_MISSION.title)).toContainText(
    `${COURSE_ORG}/${OPEN_MISSION.repoPrefix}-${FAKE_USER.login}`,
  );
  await expect(card(page, OPEN_MISSION.title)).toContainText('Due: ');
  await expect(card(page, OPEN_MISSION.title).locator('code')).toHaveText(['beside', 'stack']);

  // Accept opens GitHub Classroom's page in a new window (answered here: it is not reachable).
  await context.route(`${ACCEPT_LINK}-*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Accept the assignment</title>' }),
  );
  const acceptOpened = page.waitForEvent('popup');
  await card(page, NEW_MISSION.title).getByRole('button', { name: 'Accept' }).click();
  const accept = await acceptOpened;
  await expect(accept).toHaveURL(`${ACCEPT_LINK}-${NEW_MISSION.repoPrefix}`);
  await accept.close();
  await expect(page).toHaveURL(/\/githubassessments\/missions$/);

  // Refresh reads GitHub again, every page of the repositories.
  const reread = page.waitForRequest((request) => /\/api\/v3\/user\/repos\?/.test(request.url()));
  await page.getByRole('button', { name: 'Refresh Assessments' }).click();
  await reread;
  await expect(card(page, OPEN_MISSION.title).getByRole('button')).toHaveText('Open');

  // Open and Review Answers go to the workspace.
  await card(page, OPEN_MISSION.title).getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/githubassessments\/editor$/);
  await page.goBack();
  await card(page, PAST_MISSION.title).getByRole('button', { name: 'Review Answers' }).click();
  await expect(page).toHaveURL(/\/githubassessments\/editor$/);

  // Log Out of GitHub (nothing unsaved): the Classroom asks to log in again.
  await bar.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/githubassessments\/login$/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Course' })).toBeHidden();
});

/** A file of a repository on the fake GitHub, as its contents API answers it to the token's owner. */
async function repositoryFile(page: Page, token: string, repo: string, path: string): Promise<string | null> {
  const response = await page.request.get(
    `http://127.0.0.1:${FAKE_GITHUB_PORT}/api/v3/repos/${repo}/contents/${path}`,
    { headers: { authorization: `token ${token}` } },
  );
  if (response.status() === 404) return null;
  const body: { content: string } = await response.json();
  return Buffer.from(body.content, 'base64').toString('utf8');
}

test('a student edits a mission and saves only the changed file to GitHub; Log Out waits for it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await page.getByRole('link', { name: 'Classroom' }).click();
  const authorised = page.waitForRequest((r) => /\/api\/v3\//.test(r.url()) && !!r.headers().authorization);
  await logInToGitHub(page);
  const token = ((await authorised).headers().authorization ?? '').replace(/^(token|Bearer) /i, '');
  expect(token).not.toBe('');

  // Open the mission: its files load into the workspace; an edit is unsaved until Save.
  await card(page, OPEN_MISSION.title).getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/githubassessments\/editor$/);
  const editor = page.getByRole('textbox', { name: 'Editor' });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  const program = 'function rune_trial() { return 42; }';
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(program);
  const bar = page.getByRole('navigation', { name: 'Classroom' });
  await bar.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('You have unsaved changes!')).toBeVisible();

  // Save writes the changed file (with the sha it replaces) and nothing else.
  const repo = `${COURSE_ORG}/${OPEN_MISSION.repoPrefix}-${FAKE_USER.login}`;
  const problemBefore = await repositoryFile(page, token, repo, 'Q1/Problem.md');
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/contents\//.test(request.url()))
      writes.push(decodeURIComponent(request.url()));
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Successfully saved ${repo}!`)).toBeVisible();
  expect(writes).toEqual([expect.stringMatching(/\/contents\/Q1\/SavedCode\.js$/)]);
  expect(await repositoryFile(page, token, repo, 'Q1/SavedCode.js')).toBe(program);
  expect(await repositoryFile(page, token, repo, 'Q1/Problem.md')).toBe(problemBefore);
});
