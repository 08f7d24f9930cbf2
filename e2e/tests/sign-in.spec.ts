import { expect, test } from '@playwright/test';
import {
  answerResearchPromptWhenAsked,
  DEMO,
  type DemoRole,
  logOut,
  openUserMenuItem,
  signInAs,
} from './helpers';

const researchPrompt = 'Agreement to Participate in Educational Research';

for (const demo of Object.keys(DEMO) as DemoRole[]) {
  const role = DEMO[demo].role;
  test(`signs in as the demo ${demo} and sees the course as a ${role}`, async ({ page }) => {
    await answerResearchPromptWhenAsked(page);
    await signInAs(page, demo);

    // The bare course path opens the story game (the demo course has it on), whatever the role.
    await expect(page).toHaveURL(/\/courses\/1\/game$/);
    await expect(page.getByRole('link', { name: 'Admin Panel' })).toHaveCount(role === 'admin' ? 1 : 0);
    await expect(page.getByRole('link', { name: 'Ground Control' })).toHaveCount(role === 'student' ? 0 : 1);
    await expect(page.getByRole('link', { name: 'CS1101S' })).toBeVisible(); // brand: course short name
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText(DEMO[demo].name);

    await openUserMenuItem(page, 'User Profile');
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    await expect(profile).toContainText(DEMO[demo].name);
    await expect(profile).toContainText(role);
  });
}

test('the research prompt asks once, and the answer is remembered', async ({ page }) => {
  await signInAs(page, 'staff');
  const prompt = page.getByRole('dialog', { name: researchPrompt });
  // Only the first journey of this user meets the prompt; a later run finds it answered.
  if (await prompt.isVisible()) await prompt.getByRole('button', { name: 'I would like to opt out' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByRole('link', { name: 'CS1101S' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(prompt).toHaveCount(0);
});

test('a failed sign-in says so and offers the providers again', async ({ page }) => {
  await page.goto('/login?provider=test&code=not-a-demo-code');
  await expect(page.getByText('Could not login. Please contact the module administrator.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in with Test' })).toBeVisible();
});

test('the session survives a reload and ends at log out', async ({ page }) => {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await page.reload();
  await expect(page.getByRole('link', { name: 'CS1101S' })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/courses/1');
  await expect(page).toHaveURL(/\/login$/);
});
