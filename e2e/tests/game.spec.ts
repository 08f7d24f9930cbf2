import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { answerResearchPromptWhenAsked, signInAs } from './helpers';

/**
 * The story game (issue 23) through its accessible layer only: a student plays the first demo
 * checkpoint to 'Checkpoint reached.' and the save is in GET /v2/user; settings are applied and
 * saved; staff play without saving. Phaser is never loaded on /login or /playground.
 */

async function signInWithToken(
  page: Page,
  role: 'staff' | 'student',
): Promise<{ token: string; courseId: number }> {
  const authorised = page.waitForRequest((r) => (r.headers().authorization ?? '').startsWith('Bearer '));
  await signInAs(page, role);
  const token = (await authorised).headers().authorization?.slice('Bearer '.length) ?? '';
  expect(token).not.toBe('');
  return { token, courseId: Number(/\/courses\/(\d+)/.exec(page.url())?.[1]) };
}

/** What these journeys read of a save (game-facts 2); absent parts stay undefined. */
interface Save {
  gameSaveStates?: Record<string, { lastCheckpointPlayed?: number }>;
  userSaveState?: { settings?: { sfxVolume?: number; bgmVolume?: number } };
}

async function gameStates(request: APIRequestContext, token: string): Promise<Save> {
  const response = await request.get('/v2/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body: { courseRegistration: { gameStates: Save } } = await response.json();
  return body.courseRegistration.gameStates;
}

const status = (page: Page) => page.getByRole('status', { name: 'Story game status' });
const layerButton = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

/** Opens the game from the bare course path and waits for the main menu. */
async function openGame(page: Page, courseId: number): Promise<void> {
  await page.goto(`/courses/${courseId}`);
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/game$`));
  await expect(page.getByRole('region', { name: 'Story game', exact: true })).toBeVisible();
  await expect(status(page)).toContainText('Main Menu', { timeout: 30_000 });
}

/**
 * Plays the tutorial checkpoint with the layer's buttons alone: reads on with Next, answers the
 * console's prompt, asks Bolt, picks up the cookie, until 'Checkpoint reached.'.
 */
async function playFirstCheckpoint(page: Page): Promise<void> {
  await layerButton(page, 'Play Chapter').click();
  await expect(status(page)).toContainText('Chapter Select');
  await page
    .getByRole('group', { name: 'Spaceship Emergency' })
    .getByRole('button', { name: 'Reset progress' })
    .click();
  const actions = page.getByRole('region', { name: 'Game actions' });
  const tried = new Set<string>();
  // What a newcomer tries, in turn: the console's answer, Bolt's topic, then each glowing thing.
  const wanted = [/^Reroute the power$/, /^Ask Bolt/, /console/i, /robot/i, /cookie/i];
  for (let step = 0; step < 150; step++) {
    if (((await status(page).textContent()) ?? '').includes('Checkpoint reached.')) return;
    const names = (await actions.count()) > 0 ? await actions.getByRole('button').allTextContents() : [];
    let choice: string | undefined = names.find((name) => name === 'Next');
    for (const pattern of wanted) {
      if (choice) break;
      choice = names.find((name) => pattern.test(name) && (!tried.has(name) || /Reroute/.test(name)));
    }
    // Out of Talk, back to the room, once nothing new is left to ask.
    choice ??= names.find((name) => name === 'Back');
    if (!choice) {
      // Nothing to press yet (a wait or a fade): the story moves on by itself.
      await page.waitForTimeout(250);
      continue;
    }
    tried.add(choice);
    // The screen may have moved on since it was read: then read it again.
    await actions
      .getByRole('button', { name: choice, exact: true })
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(status(page)).toContainText('Checkpoint reached.');
}

test('Phaser stays out of /login and /playground', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
  await page.goto('/playground');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Phaser's build names itself in its banner and version checks.
  expect(scripts.filter((body) => body.includes('Phaser v'))).toEqual([]);
});

test('a student plays the first checkpoint with the accessible layer and it is saved; settings are saved', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await answerResearchPromptWhenAsked(page);
  const gameScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) gameScripts.push(await response.text().catch(() => ''));
  });
  const { token, courseId } = await signInWithToken(page, 'student');
  await openGame(page, courseId);
  expect(gameScripts.some((body) => body.includes('Phaser v'))).toBe(true);

  await playFirstCheckpoint(page);
  await expect
    .poll(async () => (await gameStates(page.request, token)).gameSaveStates?.['0']?.lastCheckpointPlayed)
    .toBe(1);

  // Settings: the radios and Apply Settings save the volumes.
  await page.goto(`/courses/${courseId}/game`);
  await expect(status(page)).toContainText('Main Menu', { timeout: 30_000 });
  await layerButton(page, 'Settings').click();
  await page.getByRole('radiogroup', { name: 'SFX Volume' }).getByRole('radio', { name: '0.5' }).check();
  await page.getByRole('radiogroup', { name: 'BGM Volume' }).getByRole('radio', { name: '0.25' }).check();
  await layerButton(page, 'Apply Settings').click();
  await expect
    .poll(async () => (await gameStates(page.request, token)).userSaveState?.settings)
    .toMatchObject({ sfxVolume: 0.5, bgmVolume: 0.25 });
  // The save kept the progress too.
  expect((await gameStates(page.request, token)).gameSaveStates?.['0']?.lastCheckpointPlayed).toBe(1);
  await layerButton(page, 'Back').click();
  await expect(status(page)).toContainText('Main Menu');
});

test('staff play the first checkpoint without saving', async ({ page }) => {
  test.setTimeout(240_000);
  await answerResearchPromptWhenAsked(page);
  const { token, courseId } = await signInWithToken(page, 'staff');
  const before = await gameStates(page.request, token);
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('game_states')) puts.push(request.url());
  });
  await page.goto(`/courses/${courseId}/game`);
  await expect(status(page)).toContainText('Main Menu', { timeout: 30_000 });
  await playFirstCheckpoint(page);
  expect(puts).toEqual([]);
  expect(await gameStates(page.request, token)).toEqual(before);
});

test('game keys act only while the canvas has focus', async ({ page }) => {
  test.setTimeout(120_000);
  await answerResearchPromptWhenAsked(page);
  const { courseId } = await signInWithToken(page, 'staff');
  await page.goto(`/courses/${courseId}/game`);
  await expect(status(page)).toContainText('Main Menu', { timeout: 30_000 });
  await layerButton(page, 'Play Chapter').click();
  await page
    .getByRole('group', { name: 'Spaceship Emergency' })
    .getByRole('button', { name: 'Reset progress' })
    .click();
  await expect(status(page)).toContainText('Red lights flash', { timeout: 30_000 });

  // A key pressed while a button of the layer has focus is no game key: S skips nothing.
  const next = page
    .getByRole('region', { name: 'Game actions' })
    .getByRole('button', { name: 'Next', exact: true });
  await next.focus();
  await page.keyboard.press('s');
  await expect(status(page)).toContainText('Red lights flash');

  // With the canvas focused, Space reads on.
  await page.getByRole('application').focus();
  await page.keyboard.press('Space');
  await expect(status(page)).toContainText('Captain Nova:');
});
