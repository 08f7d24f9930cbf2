import { expect, type Page, test } from '@playwright/test';
import {
  ACCEPT_LINK,
  COURSE_ORG,
  NEW_MISSION,
  OPEN_MISSION,
  PAST_MISSION,
} from '../fixtures/fake-github/classroom-seed';
import { FAKE_USER } from '../fixtures/fake-github/seed';
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
