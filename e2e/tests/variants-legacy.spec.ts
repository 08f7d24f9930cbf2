import { expect, type Page, test } from '@playwright/test';
import { openPlayground, replOutput, typeProgram } from './playground-helpers';

/** Lazy, Non-Det, Concurrent and GPU run on js-slang 1.0.80 in the runner's worker (its own chunk). */

async function choose(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label });
  await expect(page.getByText('is not available yet', { exact: false })).toHaveCount(0);
}

async function run(page: Page, program: string): Promise<void> {
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
}

async function repl(page: Page, input: string): Promise<void> {
  await page.getByRole('textbox', { name: 'REPL input' }).fill(input);
  await page.getByRole('textbox', { name: 'REPL input' }).press('Enter');
}

test('Lazy, Non-Det (with try again), Concurrent and GPU run their programs in the playground', async ({
  page,
}) => {
  await openPlayground(page);
  const output = replOutput(page);
  const results = output.locator('[data-kind="result"]');

  await choose(page, 'Source §2 Lazy');
  await run(
    page,
    'const ones = pair(1, ones);\nfunction add(a, b) { return pair(head(a) + head(b), add(tail(a), tail(b))); }\nconst ints = pair(1, add(ones, ints));\nlist_ref(ints, 99);',
  );
  await expect(results).toHaveText(['100'], { timeout: 30_000 });
  await repl(page, 'ones;');
  await expect(results.last()).toContainText('[1, [1, [1,');
  await expect(results.last()).toContainText('...');
  await expect(results.last()).not.toContainText('isMemoized');

  await choose(page, 'Source §3 Non-Det');
  await run(page, 'const x = amb(1, 2, 3);\nrequire(x > 1);\nx;');
  await expect(results).toHaveText(['2'], { timeout: 30_000 });
  await repl(page, 'try_again');
  await expect(results.last()).toHaveText('3');
  // The control bar's button does the same as the REPL command.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(results.last()).toHaveText(/^There are no more values of: const x = amb\(1, 2, 3\);/);

  await choose(page, 'Source §3 Concurrent');
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await run(
    page,
    'concurrent_execute(\n() => { for (let i = 0; i < 20; i = i + 1) { display(i, "A"); } },\n() => { for (let i = 0; i < 20; i = i + 1) { display(i, "B"); } });',
  );
  await expect(results).toHaveText(['"all threads terminated"'], { timeout: 30_000 });
  const lines = await output.locator('[data-kind="output"]').allTextContents();
  expect(lines).toHaveLength(40);
  expect(lines.slice(0, 20).every((line) => line.startsWith('A'))).toBe(false);

  await choose(page, 'Source §4 GPU');
  await run(page, 'const r = [];\nfor (let i = 0; i < 1000; i = i + 1) {\nr[i] = i * i;\n}\nr[999];');
  await expect(output.locator('[data-kind="output"]')).toHaveText(
    ['"Attempting to optimize the loop on line 2"'],
    {
      timeout: 30_000,
    },
  );
  await expect(results).toHaveText(['998001']);
});
