import { type Browser, expect, type Page } from '@playwright/test';
import { answerResearchPromptWhenAsked, type DemoRole, signInAs } from './helpers';
import { editor } from './playground-helpers';

/** A signed-in demo user in a browser context of their own (their own storage: a second person). */
export async function personAt(browser: Browser, baseURL: string | undefined, role: DemoRole): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, role);
  return page;
}

/**
 * The editor's text as the program holds it: its lines joined, without the collaborators'
 * cursor widgets (their name labels are drawn inside the lines).
 */
export function sharedText(page: Page): Promise<string> {
  return editor(page).evaluate((content) => {
    const copy = content.cloneNode(true) as HTMLElement;
    for (const caret of Array.from(copy.querySelectorAll('.cm-ySelectionCaret'))) caret.remove();
    return Array.from(copy.querySelectorAll('.cm-line'))
      .map((line) => line.textContent ?? '')
      .join('\n');
  });
}

/** Opens the Session control's popover (the control bar's 'Session' button). */
export async function openSessionControl(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Session', exact: true }).click();
}

/** Closes the Session popover again, so the keyboard goes back to the editor. */
export async function closeSessionControl(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Session', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Leave' })).toBeHidden();
}

/** Creates a session from the playground's program and answers its invitation address. */
export async function createSession(page: Page): Promise<string> {
  await openSessionControl(page);
  await page.getByRole('button', { name: 'Create new session' }).click();
  await expect(page).toHaveURL(/[?&]session=[A-Za-z0-9]{16}/);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await closeSessionControl(page);
  return page.url();
}

/** Opens an invitation and waits until the session is joined. */
export async function openInvitation(page: Page, invitation: string): Promise<void> {
  await page.goto(invitation);
  await waitJoined(page);
}

/** Waits until the page's Session control says it is connected. */
export async function waitJoined(page: Page): Promise<void> {
  await expect(editor(page)).toBeVisible();
  await openSessionControl(page);
  await expect(page.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
  await closeSessionControl(page);
}

/** Puts the cursor at the end of the program's last line. */
export async function toEnd(page: Page): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
}
