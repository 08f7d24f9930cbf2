import { expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';
import { editor, openPlayground, replOutput, typeProgram } from './playground-helpers';

/**
 * The playground against the real server and the real runner (js-slang in a Web Worker).
 * Every journey starts signed in as the demo student and opens the playground from the navbar.
 */
async function chooseLanguage(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label });
}

test('types a program and runs it with Shift-Enter: display output and the value', async ({ page }) => {
  await openPlayground(page);
  await chooseLanguage(page, 'Source §1');
  await typeProgram(page, 'display(6 * 7);\nconst x = 40;\nx + 2 === 42 ? "yes" : "no";');
  await page.keyboard.press('Shift+Enter');
  const output = replOutput(page);
  await expect(output.locator('[data-kind="output"]')).toHaveText(['42']);
  await expect(output.locator('[data-kind="result"]')).toHaveText(['"yes"']);

  // The REPL continues in the program's context.
  await page.getByRole('textbox', { name: 'REPL input' }).fill('x * 2;');
  await page.getByRole('textbox', { name: 'REPL input' }).press('Enter');
  await expect(output.locator('[data-kind="result"]')).toHaveText(['"yes"', '80']);

  // Chapter rules come from the runner: pair is not declared in chapter 1.
  await typeProgram(page, 'pair(1, 2);');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.locator('[data-kind="error"]')).toHaveText(['Line 1: Name pair not declared.']);
});

test('while (true) {} in chapter 3 ends with the infinite-loop message; the page answers clicks meanwhile', async ({
  page,
}) => {
  await openPlayground(page);
  await chooseLanguage(page, 'Source §3');
  await typeProgram(page, 'while (true) {}');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  // While the loop spins in the worker, the page still opens a popover and takes typing.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('textbox', { name: 'Share link' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'REPL input' }).fill('still typing');
  await expect(page.getByRole('textbox', { name: 'REPL input' })).toHaveValue('still typing');
  await expect(replOutput(page).locator('[data-kind="error"]')).toContainText(
    'Potential infinite loop detected',
  );
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
});

test("Stop ends a long run with 'Execution aborted'", async ({ page }) => {
  await openPlayground(page);
  await chooseLanguage(page, 'Source §3');
  const execTime = page.getByRole('spinbutton', { name: 'Execution time (ms)' });
  await execTime.fill('60000');
  await execTime.press('Enter');
  await typeProgram(page, 'let i = 0;\nwhile (true) { i = i + 1; }');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(replOutput(page).locator('[data-kind="notice"]')).toHaveText(['Execution aborted']);
  // A fresh worker takes over: the next run works at once.
  await typeProgram(page, '1 + 1;');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(replOutput(page).locator('[data-kind="result"]')).toHaveText(['2']);
});

test('a playground link reproduces its program and chapter', async ({ page }) => {
  await openPlayground(page);
  await chooseLanguage(page, 'Source §2');
  const program = 'const lst = list(1, 2, 3);\nlength(lst);';
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/playground#chap=2&exec=1000&lz=.+&variant=default$/);
  await page.keyboard.press('Escape');

  // Change everything, then open the link.
  await chooseLanguage(page, 'Source §4');
  await typeProgram(page, 'something_else;');
  await page.goto(link);
  await expect(editor(page)).toHaveText(program.replaceAll('\n', ''));
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('2/default');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(replOutput(page).locator('[data-kind="result"]')).toHaveText(['3']);
});

test('a reload keeps the code', async ({ page }) => {
  await openPlayground(page);
  await chooseLanguage(page, 'Source §1');
  const program = 'function square(n) { return n * n; }\nsquare(12);';
  await typeProgram(page, program);
  // Saved at most once a second; the page also saves as it unloads.
  await page.waitForTimeout(1100);
  await page.reload();
  await expect(editor(page)).toHaveText(program.replaceAll('\n', ''));
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('1/default');
});

test('on a phone: Editor and Run tabs, the code keyboard and the control bar in a popover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await answerResearchPromptWhenAsked(page);
  await signInAs(page, 'student');
  await page.goto('/playground');
  await expect(page.getByRole('tab', { name: 'Editor' })).toBeVisible();
  await page.getByRole('button', { name: 'Controls' }).click();
  await chooseLanguage(page, 'Source §2');
  await page.keyboard.press('Escape');
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('head');
  const keyboard = page.getByRole('toolbar', { name: 'Code keyboard' });
  await keyboard.getByRole('button', { name: '(', exact: true }).click();
  await page.keyboard.insertText('list(5, 6)');
  await keyboard.getByRole('button', { name: ')', exact: true }).click();
  await keyboard.getByRole('button', { name: ';', exact: true }).click();
  await expect(editor(page)).toHaveText('head(list(5, 6));');
  await page.getByRole('tab', { name: 'Run' }).click();
  await expect(replOutput(page).locator('[data-kind="result"]')).toHaveText(['5']);
});

test('a program run the moment the playground opens is answered (the runner keeps early requests)', async ({
  page,
}) => {
  await openPlayground(page);
  // No pause for the runner to load: the request reaches a worker still loading its interpreter.
  await typeProgram(page, 'display(6 * 7);');
  await page.keyboard.press('Shift+Enter');
  await expect(replOutput(page).locator('[data-kind="output"]')).toHaveText(['42']);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
});
