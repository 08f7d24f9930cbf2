import { expect, test } from '@playwright/test';
import { openPlayground, typeProgram } from './playground-helpers';

test('draws list(1, 2, 3) in chapter 2, with its text alternative, and browses drawings', async ({
  page,
}) => {
  await openPlayground(page);
  const language = page.getByRole('combobox', { name: 'Language' });
  await language.selectOption({ label: 'Source §1' });
  await expect(page.getByRole('tab', { name: 'Data Visualizer' })).toHaveCount(0);
  await language.selectOption({ label: 'Source §2' });

  await typeProgram(page, 'draw_data(list(1, 2, 3));');
  const tab = page.getByRole('tab', { name: 'Data Visualizer' });
  await expect(tab).not.toHaveAttribute('aria-description', /./);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByRole('log', { name: 'REPL output' }).locator('[data-kind="result"]')).toHaveText([
    '[1, [2, [3, null]]]',
  ]);
  // Something to draw: the tab is highlighted until it is opened.
  await expect(tab).toHaveAttribute('aria-description', 'New content to show');
  await tab.click();
  await expect(tab).not.toHaveAttribute('aria-description', /./);

  const visualizer = page.getByRole('region', { name: 'Data Visualizer' });
  await expect(visualizer.getByText('Drawing 1 of 1')).toBeVisible();
  const diagram = visualizer.getByRole('img', { name: 'Drawing 1 of 1: box-and-pointer diagram' });
  await expect(diagram).toBeVisible();
  await expect(diagram.locator('rect')).toHaveCount(3);
  await expect(visualizer.getByRole('list', { name: 'Text description' }).getByRole('listitem')).toHaveText([
    'pair: head 1, tail pair: head 2, tail pair: head 3, tail null',
  ]);

  // Several drawings, a shared tail and long strings, browsed with the buttons and the keyboard.
  await typeProgram(
    page,
    'const t = list("a very long string indeed");\ndraw_data(pair(t, t));\ndraw_data(1, t);',
  );
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(visualizer.getByText('Drawing 1 of 2')).toBeVisible();
  await expect(visualizer.getByRole('listitem')).toHaveText([
    'pair: head (pair #1: head "a very long string i…", tail null), tail pair #1, see above',
  ]);
  await visualizer.getByRole('button', { name: 'Next' }).click();
  await expect(visualizer.getByText('Drawing 2 of 2')).toBeVisible();
  await expect(visualizer.getByRole('listitem')).toHaveText([
    '1',
    'pair: head "a very long string i…", tail null',
  ]);
  await visualizer.getByRole('button', { name: 'Previous' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(visualizer.getByText('Drawing 1 of 2')).toBeVisible();
});
