import { expect, type Page } from '@playwright/test';
import { assessmentTypeSlug } from '@sa/domain';

export const DEMO = {
  admin: { name: 'Ada Admin', role: 'admin' },
  staff: { name: 'Sam Staff', role: 'staff' },
  student: { name: 'Stu Student', role: 'student' },
  student2: { name: 'Sue Student', role: 'student' },
} as const;
export type DemoRole = keyof typeof DEMO;

export const DEMO_COURSE = 'CS1101S Programming Methodology';

/**
 * Signs in the way a person does: the login page, the Test provider's own page, a demo user,
 * and back through /login?code=...&provider=test. Answers the research prompt when it shows.
 */
export async function signInAs(page: Page, role: DemoRole, options = { landsInCourse: true }): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in with Test' }).click();
  await expect(page).toHaveTitle('Test sign-in');
  // The test provider's page names each user by name and username (the keys of DEMO).
  await page.getByRole('link', { name: `Sign in as ${DEMO[role].name} (${role})` }).click();
  if (options.landsInCourse) await expect(page).toHaveURL(/\/courses\/\d+/);
}

/**
 * The research prompt blocks the app once per user and course, whenever the session learns of a
 * course without an answer. Playwright answers it whenever it is in the way of an action.
 */
export async function answerResearchPromptWhenAsked(
  page: Page,
  choice: 'I consent!' | 'I would like to opt out' = 'I consent!',
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Agreement to Participate in Educational Research' });
  await page.addLocatorHandler(dialog, async () => {
    await dialog.getByRole('button', { name: choice }).click();
    await expect(dialog).toBeHidden();
  });
}

export async function openUserMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * Logs out through the user menu and waits for the login page. Logging out revokes the token
 * over the network first; navigating on at once would abort that and keep the old session.
 */
export async function logOut(page: Page): Promise<void> {
  await openUserMenuItem(page, 'Log Out');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
}

/**
 * Opens an assessment type's listing the way a person does from the story game (the course home
 * where the game is on): hovering the brand (`brand`, the course short name) offers the types.
 * Only the journeys about that menu use it: with no GPU, Chromium draws the game's WebGL canvas
 * in software, which can keep the page too busy to open a hover popover in time on a loaded
 * machine. The others use openAssessmentType.
 */
export async function openAssessmentTypeFromBrand(
  page: Page,
  type: string,
  brand = 'CS1101S',
): Promise<void> {
  // The popover opens on hover; a dialog shown meanwhile (the research prompt) can close it, so
  // hover again until the link is there.
  const link = page.getByRole('navigation', { name: 'Assessment types' }).getByRole('link', { name: type });
  await expect(async () => {
    await page.getByRole('link', { name: brand }).hover();
    await link.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Opens an assessment type's listing of the current course by its address (as a bookmark does),
 * leaving the story game the sign-in landed in.
 */
export async function openAssessmentType(page: Page, type: string): Promise<void> {
  const courseId = /\/courses\/(\d+)/.exec(page.url())?.[1];
  if (courseId === undefined) throw new Error(`Not on a course page: ${page.url()}`);
  await page.goto(`/courses/${courseId}/${assessmentTypeSlug(type)}`);
  await expect(page.getByRole('heading', { name: type })).toBeVisible();
}
