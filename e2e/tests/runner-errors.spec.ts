import { expect, type Page, test } from '@playwright/test';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';

/**
 * Runaway recursion in the playground (the default variant compiled in a Web Worker, ADR 0035) ends
 * with the very text the Node host's fast path gives for the same program
 * (packages/runner/src/node/stack-overflow.test.ts): js-slang's words. Where js-slang's source map
 * finds no line for a stack overflow (`f(x) + 1`), the fast path names the innermost call's line.
 */
async function runProgram(page: Page, program: string): Promise<void> {
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

test('runaway recursion ends with the same js-slang message as on the server', async ({ page }) => {
  // A stack overflow in js-slang's native runner takes a few seconds on a busy machine.
  test.setTimeout(180_000);
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §1' });
  const errors = replOutput(page).locator('[data-kind="error"]');

  await runProgram(page, 'function f(x) { return f(x); } f(1);');
  await expect(errors.last()).toContainText(
    'Line 1: Potential infinite recursion detected: f(1) ... f(1) ... f(1).',
    {
      timeout: 60_000,
    },
  );

  await runProgram(page, 'function f(n) { return n === 0 ? 0 : 1 + f(n - 1); }\nf(1000000);');
  await expect(errors.last()).toHaveText('Line 1: RangeError: Maximum call stack size exceeded', {
    timeout: 60_000,
  });

  await runProgram(page, 'function f(x) { return f(x) + 1; } f(1);');
  await expect(errors.last()).toHaveText('Line 1: RangeError: Maximum call stack size exceeded', {
    timeout: 60_000,
  });
});
