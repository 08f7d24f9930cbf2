import { expect, type Page, test } from '@playwright/test';
import { editor, openPlayground, typeProgram } from './playground-helpers';

/**
 * Short links in real Chromium against the real server: the Share popover makes a link of the
 * program through our own shortener, and the link opens the playground with that program.
 */

const shortLinkField = (page: Page) => page.getByRole('textbox', { name: 'Short link' });

async function getShortLink(page: Page, keyword = ''): Promise<string> {
  await page.getByRole('button', { name: 'Share' }).click();
  if (keyword) await page.getByRole('textbox', { name: 'Custom keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Get Link' }).click();
  await expect(shortLinkField(page)).toHaveValue(/\/s\/[A-Za-z0-9_-]+$/);
  const link = await shortLinkField(page).inputValue();
  // The Share button closes its popover again.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(shortLinkField(page)).toBeHidden();
  return link;
}

test('a short link of the playground opens the program it was made of', async ({ page, context }) => {
  await openPlayground(page);
  const program = 'const shared = "by a short link";\ndisplay(shared);';
  await typeProgram(page, program);

  const link = await getShortLink(page);
  expect(new URL(link).pathname).toMatch(/^\/s\/[A-Za-z0-9]{7}$/);
  // Another program in the editor (and in this browser's storage): the link must bring its own back.
  await typeProgram(page, 'const other = 1;');

  const opened = await context.newPage();
  await opened.goto(link);
  await expect(opened).toHaveURL(/\/playground$/);
  await expect(editor(opened)).toHaveText(program.replaceAll('\n', ''));
});

test('a custom keyword becomes the link, and a taken one is refused with its reason', async ({ page }) => {
  await openPlayground(page);
  await typeProgram(page, 'display("mine");');
  const keyword = `mine-${Date.now()}`;
  const link = await getShortLink(page, keyword);
  expect(new URL(link).pathname).toBe(`/s/${keyword}`);

  await typeProgram(page, 'display("someone else");');
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('textbox', { name: 'Custom keyword' }).fill(keyword);
  await page.getByRole('button', { name: 'Get Link' }).click();
  await expect(
    page.getByText(`Short URL ${keyword} already exists in database or is reserved`),
  ).toBeVisible();
  // The keyword input and Get Link show again, so another keyword can be tried.
  await expect(page.getByRole('textbox', { name: 'Custom keyword' })).toHaveValue(keyword);
  await expect(page.getByRole('button', { name: 'Get Link' })).toBeVisible();
});
