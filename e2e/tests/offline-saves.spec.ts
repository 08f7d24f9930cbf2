import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, openAssessmentType, signInAs } from './helpers';
import { editor, typeProgram } from './playground-helpers';

/**
 * Saving answers offline (issue 26) on the demo course's open mission: a save made with the
 * network off waits on the device and reaches the server exactly once when it returns; and an
 * answer changed on the server meanwhile (the same student, from "another device": the API) is
 * not overwritten silently - the student sees both versions and chooses. With the service worker,
 * the page is reloaded while offline and the waiting answer still reaches the server once.
 */

const MISSION = 'Recursion Reloaded';
test.describe.configure({ timeout: 90_000 });
/**
 * The student opens the demo mission at question `index` (0-based); answers their access token
 * (for checking the server over HTTP) and the mission's and question's ids.
 */
async function openMission(page: Page, request: APIRequestContext, index: number) {
  await answerResearchPromptWhenAsked(page);
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, 'student');
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  expect(token).not.toBe('');
  await openAssessmentType(page, 'Missions');
  const card = page.getByRole('article', { name: MISSION });
  const href = await card
    .getByRole('link', { name: /Attempt|Review/ })
    .first()
    .getAttribute('href');
  const assessmentId = Number(/\/(\d+)\/\d+$/.exec(href ?? '')?.[1]);
  expect(assessmentId).toBeGreaterThan(0);
  await page.goto((href ?? '').replace(/\/\d+$/, `/${index}`));
  const briefing = page.getByRole('dialog', { name: MISSION });
  await page.addLocatorHandler(briefing, async () => {
    await briefing.getByRole('button', { name: 'Continue' }).click();
  });
  await expect(page.getByText(`Question ${index + 1} of 2`)).toBeVisible();
  const api = studentApi(request, token);
  const questionId = (await api.question(assessmentId, index)).id;
  return { api, assessmentId, questionId };
}

/** The student's own view of the server, over HTTP (never through the page, which may be offline). */
function studentApi(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const response = await request.get(`/v2/courses/1/${path}`, { headers });
    expect(response.status()).toBe(200);
    return response.json();
  };
  return {
    async question(assessmentId: number, index: number) {
      const assessment: { questions: { id: number; answer: unknown; lastModifiedAt: string | null }[] } =
        await get(`assessments/${assessmentId}`);
      const question = assessment.questions[index];
      if (!question) throw new Error(`no question ${index}`);
      return question;
    },
    versions: (questionId: number): Promise<{ id: number }[]> =>
      get(`assessments/question/${questionId}/versions`),
    async versionContent(questionId: number, versionId: number): Promise<string> {
      return (await get(`assessments/question/${questionId}/versions/${versionId}`)).content;
    },
    async save(questionId: number, answer: string) {
      const response = await request.post(`/v2/courses/1/assessments/question/${questionId}/answer`, {
        headers,
        data: { answer, editedAt: new Date().toISOString() },
      });
      expect(response.status()).toBe(200);
    },
  };
}

test('a save made offline waits on the device and reaches the server once when the network returns', async ({
  page,
  context,
  request,
}) => {
  const { api, assessmentId, questionId } = await openMission(page, request, 0);
  const program = `function factorial(n) { return n <= 1 ? 1 : n * factorial(n - 1); } // offline ${Date.now()}`;
  const before = await api.versions(questionId);
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/assessments/question/${questionId}/answer`)) {
      sends.push(r.postData() ?? '');
    }
  });

  await context.setOffline(true);
  await typeProgram(page, program);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Waiting to be sent' })).toBeVisible();
  await expect(
    page.getByText('Saved on this device; it will be sent when you are back online.'),
  ).toBeVisible();
  expect((await api.question(assessmentId, 0)).answer).not.toBe(program);

  await context.setOffline(false);
  await expect(page.getByText('Your answers saved on this device were sent.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect((await api.question(assessmentId, 0)).answer).toBe(program);

  // Exactly once: one request with it, and one version of it in the history (a save within a
  // minute of the newest version replaces that version's content, so the count grows by at most one).
  expect(sends.filter((body) => body.includes('// offline'))).toHaveLength(1);
  const after = await api.versions(questionId);
  expect(after.length - before.length).toBeLessThanOrEqual(1);
  const contents = await Promise.all(after.slice(0, 5).map((v) => api.versionContent(questionId, v.id)));
  expect(contents.filter((c) => c === program)).toHaveLength(1);
  expect(contents[0]).toBe(program);
});

test('an answer changed on the server meanwhile shows both versions, and the chosen one is kept', async ({
  page,
  context,
  request,
}) => {
  const { api, assessmentId, questionId } = await openMission(page, request, 1);
  const stamp = Date.now();
  const mine = `function repeat_string(s, n) { return n === 0 ? "" : s + repeat_string(s, n - 1); } // this device ${stamp}`;
  const theirs = `function repeat_string(s, n) { return "laptop"; } // another device ${stamp}`;

  await context.setOffline(true);
  await typeProgram(page, mine);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Waiting to be sent' })).toBeVisible();
  // Meanwhile the same student saves another answer from another device.
  await api.save(questionId, theirs);

  await context.setOffline(false);
  const dialog = page.getByRole('dialog', { name: 'Two versions of your answer' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('region', { name: 'Saved on this device' })).toContainText(mine);
  await expect(dialog.getByRole('region', { name: 'On the server' })).toContainText(theirs);
  // Nothing was overwritten while the student has not chosen.
  expect((await api.question(assessmentId, 1)).answer).toBe(theirs);

  await dialog.getByRole('button', { name: 'Keep my version' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await api.question(assessmentId, 1)).answer, { timeout: 30_000 }).toBe(mine);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(editor(page)).toHaveText(mine);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a save made offline survives an offline reload and reaches the server once when the network returns', async ({
    page,
    context,
    request,
  }) => {
    const { api, assessmentId, questionId } = await openMission(page, request, 0);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    // The worker caches what the page asks for once it controls it: load the mission under it.
    await page.reload();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    const program = `function factorial(n) { return n === 0 ? 1 : n * factorial(n - 1); } // reloaded ${Date.now()}`;
    const sends: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith(`/assessments/question/${questionId}/answer`)) {
        sends.push(r.postData() ?? '');
      }
    });

    await context.setOffline(true);
    await typeProgram(page, program);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Waiting to be sent' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Question 1 of 2')).toBeVisible({ timeout: 30_000 });
    await expect(editor(page)).toHaveText(program);
    expect((await api.question(assessmentId, 0)).answer).not.toBe(program);

    await context.setOffline(false);
    await expect
      .poll(async () => (await api.question(assessmentId, 0)).answer, { timeout: 30_000 })
      .toBe(program);
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(sends.filter((body) => body.includes('// reloaded'))).toHaveLength(1);
    const versions = await api.versions(questionId);
    const contents = await Promise.all(versions.slice(0, 5).map((v) => api.versionContent(questionId, v.id)));
    expect(contents.filter((c) => c === program)).toHaveLength(1);
  });
});
