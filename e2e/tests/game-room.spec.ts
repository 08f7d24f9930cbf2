import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';

/**
 * My Room (issue 23): the room draws the student's saved MYROOM program, run in the runner's
 * worker and drawn by the page, and a runaway program leaves the page responsive: the runner's
 * time-limit error shows in the room and 'Back' still works. Read through the accessible layer.
 */

const ROOM = `import { add, create_rect, create_text } from 'game';
function create() {
    add(create_rect(960, 540, 400, 240, 3355647));
    add(create_text(760, 300, "Welcome to Room 42"));
}
function update() {}`;

const RUNAWAY = `import { add, create_text } from 'game';
function create() {
    add(create_text(760, 300, "About to spin"));
}
function update() {
    while (true) {}
}`;

async function signInWithToken(page: Page): Promise<{ token: string; courseId: number }> {
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, 'student');
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  expect(token).not.toBe('');
  return { token, courseId: Number(/\/courses\/(\d+)/.exec(page.url())?.[1]) };
}

/** Saves `code` as the answer to the MYROOM assessment's programming question, as the editor would. */
async function saveRoomAnswer(request: APIRequestContext, token: string, courseId: number, code: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`/v2/courses/${courseId}/assessments`, { headers });
  expect(list.status()).toBe(200);
  const overviews: { id: number; number: string }[] = await list.json();
  const room = overviews.find((o) => o.number === 'MYROOM');
  expect(room, 'the demo seeds the MYROOM assessment').toBeDefined();
  const detail = await request.get(`/v2/courses/${courseId}/assessments/${room?.id}`, { headers });
  expect(detail.status()).toBe(200);
  const assessment: { questions: { id: number; type: string }[] } = await detail.json();
  const question = assessment.questions.find((q) => q.type === 'programming');
  const saved = await request.post(`/v2/courses/${courseId}/assessments/question/${question?.id}/answer`, {
    headers,
    data: { answer: code },
  });
  expect(saved.ok()).toBe(true);
}

const status = (page: Page) => page.getByRole('status', { name: 'Story game status' });
const layerButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await answerResearchPromptWhenAsked(page);
});

test('the room draws the saved MYROOM program, and a runaway one leaves the page responsive', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { token, courseId } = await signInWithToken(page);
  await saveRoomAnswer(request, token, courseId, ROOM);

  await page.goto(`/courses/${courseId}/game`);
  await expect(status(page)).toContainText('Main Menu', { timeout: 30_000 });
  await layerButton(page, 'Go to My Room').click();
  await expect(status(page)).toContainText('My Room');
  // create_text's words reach the status once the worker ran create().
  await expect(status(page)).toContainText('Welcome to Room 42', { timeout: 30_000 });
  await expect(layerButton(page, 'Refresh Room')).toBeAttached();

  // A program whose update() never returns: the runner ends it at its time limit.
  await saveRoomAnswer(request, token, courseId, RUNAWAY);
  await layerButton(page, 'Refresh Room').click();
  await expect(status(page)).toContainText('About to spin', { timeout: 30_000 });
  await expect(status(page)).toContainText('Line 6: Potential infinite loop detected.', { timeout: 30_000 });

  // The page still answers at once, and the game goes on: Back leads to the main menu.
  await layerButton(page, 'Back').click();
  await expect(status(page)).toContainText('Main Menu', { timeout: 5_000 });
  await expect(status(page)).not.toContainText('My Room');
});
