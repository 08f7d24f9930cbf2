import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { readAssessmentXml } from '@sa/domain';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';
import { editor, typeProgram } from './playground-helpers';

/**
 * The XML mission editor (issue 25): staff import a fixture, edit it, clone, shift and delete
 * questions (confirmed while changes are unsaved), reload, export it, and upload the export to
 * Ground Control, where it is listed; it is deleted there at the end so other journeys are unaffected.
 */

const XML = join(import.meta.dirname, '..', 'fixtures', 'e2e-mission.xml');
// Not the fixture's own title and number: the course journey uploads the fixture itself.
const TITLE = 'E2E Mission Control: Cubes';
const NUMBER = 'E2E-MC1';
const TEMPLATE = 'function cube(x) {\n    return x * x * x;\n}';

async function confirmUnsaved(page: Page) {
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You have unsaved changes');
  await alert.getByRole('button', { name: 'Confirm' }).click();
  await expect(alert).toBeHidden();
}

test('staff write a mission in the XML editor, export it and upload it to Ground Control', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await answerResearchPromptWhenAsked(page);
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, 'staff');
  const authorization = (await authorised).headers().authorization ?? '';

  // Import screen: the warning, an invalid file that changes nothing, then the fixture.
  await page.goto('/mission-control');
  await expect(page.getByText(/Only import XML from a source you trust/)).toBeVisible();
  await page.getByLabel('Import XML').setInputFiles({
    name: 'broken.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from('<CONTENT><TASK'),
  });
  await expect(page.getByText('Invalid XML!')).toBeVisible();
  await page.getByLabel('Import XML').setInputFiles(XML);
  await expect(page.getByText('Success!')).toBeVisible();
  await page
    .getByRole('region', { name: 'Saved mission: E2E Mission: Squares' })
    .getByRole('link', { name: 'Edit Mission' })
    .click();
  await expect(page).toHaveURL(/\/mission-control\/-1\/0$/);

  // Edit question 1: its text and its template.
  const text = page.getByLabel('Question text (markdown)');
  await text.fill('Write a function `cube(x)` that returns `x * x * x`.');
  await expect(page.getByRole('tabpanel').getByText('cube(x)', { exact: true })).toBeVisible();
  await typeProgram(page, TEMPLATE);

  // Clone with unsaved changes: confirmed, saved, and the clone is shown.
  await page.getByRole('button', { name: 'Clone question' }).click();
  await confirmUnsaved(page);
  await expect(page).toHaveURL(/\/mission-control\/-1\/1$/);
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  await expect(text).toHaveValue('Write a function `cube(x)` that returns `x * x * x`.');

  // Nothing unsaved: shifting asks nothing.
  await page.getByRole('button', { name: 'Shift left' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/mission-control\/-1\/0$/);

  // Unsaved again: Delete asks; cancel keeps both, confirm deletes one.
  await page.getByRole('tab', { name: 'Question Specific' }).click();
  await page.getByLabel('Max XP').fill('150');
  await page.getByRole('button', { name: 'Delete question' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Delete question' }).click();
  await confirmUnsaved(page);
  await expect(page.getByText('Question 1 of 1')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete question' })).toBeDisabled();

  // Global mode: the mission's title and number, then Save.
  await page.getByRole('button', { name: 'Global', exact: true }).click();
  await page.getByRole('tab', { name: 'Global' }).click();
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Number', { exact: true }).fill(NUMBER);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved to local storage')).toBeVisible();

  // A reload keeps everything.
  await page.reload();
  await expect(editor(page)).toHaveText(TEMPLATE.replaceAll('\n', ''));
  await page.getByRole('button', { name: 'Global', exact: true }).click();
  await page.getByRole('tab', { name: 'Global' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(TITLE);

  // Export: {title}.xml, which reads back as the mission edited here.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('E2E Mission Control_ Cubes.xml');
  const exported = readAssessmentXml(readFileSync(await download.path(), 'utf8'));
  expect(exported.ok).toBe(true);
  if (!exported.ok) return;
  expect(exported.assessment.title).toBe(TITLE);
  expect(exported.assessment.number).toBe(NUMBER);
  expect(exported.assessment.questions).toHaveLength(1);
  const [question] = exported.assessment.questions;
  // The question given Max XP 150 was the one deleted (its unsaved edit went with it): the other keeps 100.
  expect(question?.maxXp).toBe(100);
  expect(question?.question.type === 'programming' && question.question.data.template).toBe(TEMPLATE);

  // Upload to Ground Control as a mission, and find it in Ground Control's grid.
  await page.getByRole('button', { name: 'Upload to Ground Control' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload to Ground Control' });
  await upload.getByLabel('Assessment type').selectOption({ label: 'Missions' });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByText('Uploaded successfully!')).toBeVisible();
  await upload.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('link', { name: 'Ground Control' }).click();
  const grid = page.getByRole('table', { name: 'Assessments' });
  const row = grid.getByRole('row').filter({ hasText: TITLE });
  await expect(row).toHaveCount(1);

  // What Ground Control stored is the exported mission: the same questions, read over the API.
  const headers = { authorization };
  const overviews: { id: number; title: string }[] = await (
    await page.request.get('/v2/courses/1/assessments', { headers })
  ).json();
  const uploaded = overviews.find((overview) => overview.title === TITLE);
  expect(uploaded).toBeDefined();
  const stored: {
    questions: {
      type: string;
      content: string;
      solutionTemplate?: string;
      prepend?: string;
      maxXp: number;
    }[];
  } = await (await page.request.get(`/v2/courses/1/assessments/${uploaded?.id}`, { headers })).json();
  const original = question?.question.type === 'programming' ? question.question.data : undefined;
  expect(
    stored.questions.map((q) => ({
      type: q.type,
      content: q.content,
      template: q.solutionTemplate,
      prepend: q.prepend,
      maxXp: q.maxXp,
    })),
  ).toEqual([
    {
      type: 'programming',
      content: original?.content,
      template: original?.template,
      prepend: original?.prepend,
      maxXp: 100,
    },
  ]);

  // Delete it again so the demo course is as the other journeys expect.
  await row.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(grid.getByRole('row').filter({ hasText: TITLE })).toHaveCount(0);
});
