import { expect, test } from '@playwright/test';
import {
  CONTRIBUTORS_ORG,
  EXCLUDED_REPOSITORY,
  EXCLUDED_USER,
} from '../fixtures/fake-github/contributors-seed';
import { FAKE_GITHUB_PORT } from '../playwright.config';
import { expectAccessible } from './axe';

/**
 * The contributors page (issue 26): opened from the navbar's heart, signed out, it lists the
 * organisation's repositories and contributors that the server read from the fake GitHub
 * (e2e/fixtures/fake-github/contributors-seed.ts). The browser asks only our server.
 */
const FAKE_GITHUB = `http://127.0.0.1:${FAKE_GITHUB_PORT}`;

test('the heart opens the contributors page: repositories, contributors and their pages, no excluded ones', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${FAKE_GITHUB}/api/`)) apiCalls.push(request.url());
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Contributors' }).click();
  await expect(page).toHaveURL(/\/contributors$/);
  const main = page.getByRole('main', { name: 'Contributors' });
  // 'Loading...' while the server fetches the list (the first visit waits for it), then the list.
  const frontend = main.getByRole('region', { name: 'frontend' });
  await expect(main.getByText('Loading...').or(frontend)).toBeVisible();
  await expect(frontend).toBeVisible();
  await expect(main.getByText('Loading...')).toBeHidden();

  await expect(frontend.getByRole('link', { name: 'frontend' })).toHaveAttribute(
    'href',
    `${FAKE_GITHUB}/${CONTRIBUTORS_ORG}/frontend`,
  );
  await expect(frontend.getByText('The web app students learn in')).toBeVisible();
  const people = frontend.getByRole('list', { name: 'Contributors to frontend' });
  await expect(people.getByRole('listitem')).toHaveCount(2);
  const grace = people.getByRole('listitem').first();
  await expect(grace.getByRole('link', { name: 'grace-h' })).toHaveAttribute(
    'href',
    `${FAKE_GITHUB}/grace-h`,
  );
  await expect(grace.getByRole('img', { name: "grace-h's avatar" })).toBeAttached();
  await expect(grace).toContainText('120 contributions');

  // The busiest repository first; the excluded repository, the fork and the bot are absent.
  const repositories = main.getByRole('region', { name: 'Repositories' });
  await expect(repositories.getByRole('region')).toHaveText([/^js-slang/, /^frontend/]);
  await expect(main.getByRole('region', { name: EXCLUDED_REPOSITORY })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'sicp-copy' })).toHaveCount(0);
  await expect(main.getByText(EXCLUDED_USER)).toHaveCount(0);

  await expect(
    main.getByRole('link', { name: `See ${CONTRIBUTORS_ORG} on 127.0.0.1:${FAKE_GITHUB_PORT}` }),
  ).toHaveAttribute('href', `${FAKE_GITHUB}/${CONTRIBUTORS_ORG}`);
  await expect(main.getByRole('heading', { name: 'With thanks' })).toBeVisible();
  expect(apiCalls).toEqual([]);
  await expectAccessible(page, 'contributors');

  // A second visit is answered from the server's copy at once.
  await page.reload();
  await expect(main.getByRole('region', { name: 'js-slang' })).toBeVisible();
  await expect(main.getByRole('region', { name: 'js-slang' })).toContainText('katherine-j');
});
