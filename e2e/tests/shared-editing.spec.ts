import { expect, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, DEMO } from './helpers';
import { editor, typeProgram } from './playground-helpers';
import {
  createSession,
  openInvitation,
  openSessionControl,
  personAt,
  sharedText,
  toEnd,
} from './shared-editing-helpers';

/**
 * Shared editing in the playground (issue 20): two people, each in a browser context of their
 * own, edit one program through a session on the real server, in real Chromium.
 */
test.describe.configure({ timeout: 90_000 });

test('two people edit one program: typing, concurrent edits, a late joiner, the chapter and cursors', async ({
  browser,
  baseURL,
}) => {
  const a = await personAt(browser, baseURL, 'student');
  const b = await personAt(browser, baseURL, 'student2');
  await a.goto('/playground');
  await typeProgram(a, 'const shared = 1;');
  const invitation = await createSession(a);

  // The address is the invitation: the other person opens it and gets the program.
  await openInvitation(b, invitation);
  await expect.poll(() => sharedText(b)).toBe('const shared = 1;');

  // Typing on either side reaches the other within a second.
  await toEnd(a);
  await a.keyboard.press('Enter');
  await a.keyboard.type('const fromA = 2;');
  await expect.poll(() => sharedText(b), { timeout: 1_000 }).toContain('const fromA = 2;');
  await toEnd(b);
  await b.keyboard.press('Enter');
  await b.keyboard.type('const fromB = 3;');
  await expect.poll(() => sharedText(a), { timeout: 1_000 }).toContain('const fromB = 3;');

  // Both type at the same place at once: both edits survive, and both end with the same text.
  await toEnd(a);
  await toEnd(b);
  await Promise.all([a.keyboard.type(' // aaaa'), b.keyboard.type(' // bbbb')]);
  await expect.poll(async () => (await sharedText(a)) === (await sharedText(b))).toBe(true);
  const merged = await sharedText(a);
  expect(merged).toContain('aaaa');
  expect(merged).toContain('bbbb');

  // The other person's cursor is drawn with their name.
  const caret = a.locator('.cm-ySelectionCaret').filter({ hasText: DEMO.student2.name });
  await expect(caret).toBeVisible();
  await caret.hover();
  await expect(editor(a).getByText(DEMO.student2.name)).toBeVisible();

  // A third person joining late gets the whole program.
  const c = await personAt(browser, baseURL, 'staff');
  await openInvitation(c, invitation);
  await expect.poll(() => sharedText(c)).toBe(merged);

  // The chapter is shared too.
  await a.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §2' });
  await expect(b.getByRole('combobox', { name: 'Language' })).toHaveValue('2/default');
  await expect(c.getByRole('combobox', { name: 'Language' })).toHaveValue('2/default');

  // Leaving takes the session out of the address; the others carry on.
  await openSessionControl(c);
  await c.getByRole('button', { name: 'Leave' }).click();
  await expect(c).toHaveURL(/\/playground$/);
  await toEnd(a);
  await a.keyboard.press('Enter');
  await a.keyboard.type('// after C left');
  await expect.poll(() => sharedText(b)).toContain('// after C left');
  expect(await sharedText(c)).not.toContain('// after C left');
});

test('a wrong session id is refused, from the Join field and from the address', async ({
  browser,
  baseURL,
}) => {
  const page = await personAt(browser, baseURL, 'student');
  await page.goto('/playground');
  await openSessionControl(page);
  await page.getByRole('textbox', { name: 'Session ID' }).fill('NoSuchSession000');
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Could not find a session with that ID.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create new session' })).toBeVisible();

  await page.goto('/playground?session=NoSuchSession111');
  await expect(page.getByText('Could not find a session with that ID.')).toBeVisible();
  await expect(page).toHaveURL(/\/playground$/);
});

test('an invitation opened signed out leads through sign-in into the session', async ({
  browser,
  baseURL,
}) => {
  const host = await personAt(browser, baseURL, 'student');
  await host.goto('/playground');
  await typeProgram(host, 'const invited = true;');
  const invitation = await createSession(host);

  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  await answerResearchPromptWhenAsked(guest);
  await guest.goto(invitation);
  await expect(guest.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await guest.getByRole('button', { name: 'Log in with Test' }).click();
  await guest.getByRole('link', { name: `Sign in as ${DEMO.student2.name} (student2)` }).click();
  await expect(guest).toHaveURL(invitation);
  await expect.poll(() => sharedText(guest)).toBe('const invited = true;');
});
