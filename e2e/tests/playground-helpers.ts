import { expect, type Page } from '@playwright/test';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';

/** Signs in as the demo student and opens the playground from the navbar. */
export async function openPlayground(page: Page): Promise<void> {
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await page.getByRole('link', { name: 'Playground' }).click();
  await expect(page).toHaveURL(/\/playground$/);
  await expect(page.getByRole('tab', { name: 'Introduction' })).toBeVisible();
}

export const editor = (page: Page) => page.getByRole('textbox', { name: 'Editor' });
export const replOutput = (page: Page) => page.getByRole('log', { name: 'REPL output' });

/** Replaces the editor's text the way a person would: select all, then type. */
export async function typeProgram(page: Page, program: string): Promise<void> {
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // insertText skips the editor's bracket auto-closing, so the text arrives exactly as written.
  await page.keyboard.insertText(program);
  await expect(editor(page)).toHaveText(program.replaceAll('\n', ''));
}
