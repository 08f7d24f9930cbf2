import { expect, type Page, test } from '@playwright/test';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';

/**
 * The playground's worker runs the default variant compiled (ADR 0035), with js-slang's results and
 * error texts. A tail loop of five million steps finishes well inside the default 1,000 ms limit
 * there; js-slang's native runner manages under a million steps a second and would end it with
 * "Potential infinite recursion detected". The error texts below are js-slang's own for the same
 * programs (the Node differential suite compares them program by program).
 */
async function run(page: Page, chapter: string, program: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: chapter });
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

test('a five-million-step tail loop finishes within the default time limit', async ({ page }) => {
  await openPlayground(page);
  await expect(page.getByRole('spinbutton', { name: 'Execution time (ms)' })).toHaveValue('1000');
  await run(
    page,
    'Source §1',
    'function loop(i, acc) {\n  return i === 0 ? acc : loop(i - 1, acc + 1);\n}\nloop(5000000, 0);',
  );
  const output = replOutput(page);
  await expect(output.locator('[data-kind="result"]')).toHaveText(['5000000'], { timeout: 30_000 });
  await expect(output.locator('[data-kind="error"]')).toHaveCount(0);

  // The REPL continues in the compiled program's names.
  const repl = page.getByRole('textbox', { name: 'REPL input' });
  await repl.fill('loop(3, 4) * 2;');
  await repl.press('Enter');
  await expect(output.locator('[data-kind="result"]')).toHaveText(['5000000', '14']);
});

test("runtime errors carry js-slang's text and line, after the output before them", async ({ page }) => {
  await openPlayground(page);
  const output = replOutput(page);
  await run(
    page,
    'Source §1',
    'function half(x) {\n  const y = x / 2;\n  return y + "!" * 2;\n}\ndisplay("before");\nhalf(8);',
  );
  await expect(output.locator('[data-kind="output"]')).toHaveText(['"before"']);
  await expect(output.locator('[data-kind="error"]')).toHaveText([
    'Line 3: Expected number on left hand side of operation, got string.',
  ]);

  // An error inside the chapter's builtins is placed at the program's call, as js-slang places it.
  await run(page, 'Source §2', 'const xs = list(1, 2);\nhead(tail(tail(xs)));');
  await expect(output.locator('[data-kind="error"]').last()).toHaveText(
    'Line 2: head: Expected pair, got null.',
  );
});
