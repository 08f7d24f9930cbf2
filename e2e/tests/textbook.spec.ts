import { expect, type Page, test } from '@playwright/test';
import { openPlayground } from './playground-helpers';

/**
 * The textbook reader (issue 19) over our own sample book (e2e/fixtures/textbook, served by the
 * server from TEXTBOOK_DIR): no sign-in needed to read and run, and no request leaves the server.
 */
function watchOutsideRequests(page: Page, baseURL: string | undefined): string[] {
  const outside: string[] = [];
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) outside.push(url);
  });
  return outside;
}

test('the index, the contents, a section, Previous and Next, anchors and redirects', async ({
  page,
  baseURL,
}) => {
  const outside = watchOutsideRequests(page, baseURL);
  await page.goto('/sicpjs');
  await expect(page).toHaveURL(/\/sicpjs\/index$/);
  await expect(
    page.getByRole('heading', { name: 'Structure and Interpretation of Computer Programs' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Licences' })).toContainText('GNU General Public License');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await contents.getByText('1.1 First Steps').click();
  await expect(page).toHaveURL(/\/sicpjs\/1\.1$/);
  await page.getByRole('button', { name: 'Next' }).first().click();
  await expect(page).toHaveURL(/\/sicpjs\/1\.1\.1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Numbers and Expressions');
  // KaTeX typesets the formulas; the exercise's solution opens and closes.
  await expect(page.locator('.katex').first()).toBeVisible();
  const exercise = page.getByRole('group', { name: 'Exercise 1.1' });
  await exercise.getByRole('button', { name: 'Show Solution' }).click();
  await expect(exercise.getByRole('button', { name: 'Hide Solution' })).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).first().click();
  await expect(page).toHaveURL(/\/sicpjs\/1\.1\.2$/);
  await page.getByRole('button', { name: 'Previous' }).first().click();
  await expect(page).toHaveURL(/\/sicpjs\/1\.1\.1$/);

  // The contents drawer: an entry navigates and closes it.
  await page.getByRole('button', { name: 'Table of Contents' }).click();
  const drawer = page.getByRole('navigation', { name: 'Contents' });
  await drawer.getByText('1.2 Repeating Ourselves').click();
  await expect(page).toHaveURL(/\/sicpjs\/1\.2$/);
  await expect(drawer).toHaveCount(0);

  // An anchor in the address scrolls its element into view; old addresses redirect.
  await page.goto('/interactive-sicp/1.1.1#ex-1.1');
  await expect(page).toHaveURL(/\/sicpjs\/1\.1\.1#ex-1\.1$/);
  await expect(page.locator('[id="ex-1.1"]')).toBeInViewport();
  expect(outside).toEqual([]);
});

test('a snippet opens in the editor, runs with its folded prepend, and only one is open', async ({
  page,
}) => {
  await page.goto('/sicpjs/1.1.1');
  const second = page.getByRole('button', { name: 'Open snippet 2 in the editor' });
  await second.click();
  await expect(page.getByRole('textbox', { name: 'Editor' })).toContainText('sum_of_squares(3, 4);');
  // The two prepended rows (the section's comment and `square`) are folded away, yet they run.
  await expect(page.locator('.cm-foldPlaceholder')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Editor' })).not.toContainText('function square');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log', { name: 'REPL output' }).locator('[data-kind="result"]')).toHaveText([
    '25',
  ]);

  await page.getByRole('button', { name: 'Open snippet 1 in the editor' }).click();
  await expect(page.getByRole('textbox', { name: 'Editor' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Editor' })).toContainText('3 * 7;');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('textbox', { name: 'Editor' })).toHaveCount(0);
});

test('search finds index terms and words and opens the place', async ({ page }) => {
  await page.goto('/sicpjs/1');
  const search = page.getByRole('combobox', { name: 'Search the book' });
  await search.fill('factorial');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await results.getByRole('option').first().click();
  await expect(page).toHaveURL(/\/sicpjs\/1\.1\.1#/);
});

test('errors: a missing section, a broken one and an unknown tag', async ({ page }) => {
  await page.goto('/sicpjs/9.9.9');
  await expect(page.getByRole('heading', { name: 'Something went wrong :(' })).toBeVisible();
  await page.goto('/sicpjs/bad');
  await expect(page.getByText(/error while loading/)).toBeVisible();
  await page.goto('/sicpjs/unknown-tag');
  await expect(page.getByText(/error while loading/)).toBeVisible();
});

test('signed-in users find the SICP JS link in the navbar', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('link', { name: 'SICP JS' }).click();
  await expect(page).toHaveURL(/\/sicpjs\/index$/);
});
