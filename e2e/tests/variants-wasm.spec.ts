import { expect, test } from '@playwright/test';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';

/** Source §1 WebAssembly: the program is compiled by sourceror in the runner's worker and run as wasm. */
test('runs fib(20) with display in Source §1 WebAssembly; the library comes from our server', async ({
  page,
  context,
}) => {
  const requested: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  await openPlayground(page);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Source §1 WebAssembly' });
  // No "unavailable" notice for this variant any more.
  await expect(page.getByText('is not available yet', { exact: false })).toHaveCount(0);

  await typeProgram(
    page,
    'function fib(n) {\nreturn n < 2 ? n : fib(n - 1) + fib(n - 2);\n}\ndisplay(fib(20), "fib(20) is");\nfib(20) === 6765;',
  );
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const output = replOutput(page);
  await expect(output.locator('[data-kind="output"]')).toHaveText(['fib(20) is 6765'], { timeout: 20_000 });
  await expect(output.locator('[data-kind="result"]')).toHaveText(['true']);

  // Errors are still clear lines.
  await typeProgram(page, 'pair(1, 2);');
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output.locator('[data-kind="error"]')).toHaveText(['Line 1: Name pair not declared.']);

  expect(requested.some((url) => new URL(url).pathname === '/wasm-std/misc')).toBe(true);
  // The compiler's built-in library URL is never fetched (the page's demo images may be elsewhere).
  expect(requested.filter((url) => /github\.io|libsourceror/.test(url))).toEqual([]);
});
