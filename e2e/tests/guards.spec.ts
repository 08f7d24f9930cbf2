import { expect, test } from '@playwright/test';

test('a signed-out visitor is sent to the login page', async ({ page }) => {
  for (const path of ['/', '/courses/1', '/welcome']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  }
});

test('an unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await expect(page.getByText('The requested resource could not be found')).toBeVisible();
});
