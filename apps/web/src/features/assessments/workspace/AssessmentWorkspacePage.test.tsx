import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, text } from '../../../test/fakeBackend';
import { fakeRunner } from '../../../test/fakeRunner';
import { assessment, mcq, programming, workspaceBackend } from './test/fixtures';
import { openWorkspace, shown } from './test/openWorkspace';
import { LOADING_TEXT, NOT_FOUND_TEXT, NOT_OPEN_TEXT } from './texts';

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

beforeEach(() => fakeRunner.reset());
afterEach(() => vi.restoreAllMocks());

const twoQuestions = assessment(5, [programming(51), mcq(52)]);

describe('loading an assessment', () => {
  it("says 'Getting mission ready...' while loading, then shows question 1 of 2", async () => {
    const backend = workspaceBackend(twoQuestions);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.on('GET courses/1/assessments/5', async () => {
      await gate;
      return json(twoQuestions);
    });
    openWorkspace('/courses/1/missions/5/0', backend);
    // The first test also waits for the page's lazy chunk to be transformed.
    expect(await screen.findByText(LOADING_TEXT, {}, { timeout: 5000 })).toBeTruthy();
    release();
    expect(await shown('Question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Task 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Briefing' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Autograder' })).toBeTruthy();
    expect(screen.getByText('Write', { exact: false }).closest('p')?.textContent).toBe(
      'Write f for question 51.',
    );
  });

  it("answers 'Assessment not found' (400) and any other failure with the not-found text", async () => {
    const backend = workspaceBackend(twoQuestions);
    backend.on('GET courses/1/assessments/5', () => text('Assessment not found', 400, 'Bad Request'));
    const first = openWorkspace('/courses/1/missions/5/0', backend);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
    first.unmount();
    backend.on('GET courses/1/assessments/5', () => text('boom', 500, 'Internal Server Error'));
    openWorkspace('/courses/1/missions/5/0', backend);
    expect(await screen.findByText(NOT_FOUND_TEXT)).toBeTruthy();
  });

  it("shows 'Assessment not open' for an assessment that has not opened", async () => {
    const backend = workspaceBackend(twoQuestions);
    backend.on('GET courses/1/assessments/5', () => text('Assessment not open', 403, 'Forbidden'));
    openWorkspace('/courses/1/missions/5/0', backend);
    expect(await screen.findByText(NOT_OPEN_TEXT)).toBeTruthy();
  });

  it('goes to the first question when the question number is past the last', async () => {
    const { router } = openWorkspace('/courses/1/missions/5/7', workspaceBackend(twoQuestions));
    expect(await shown('Question 1 of 2')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/courses/1/missions/5/0');
  });

  it('opens question 1 when the route has no question number', async () => {
    openWorkspace('/courses/1/missions/5', workspaceBackend(twoQuestions));
    // The type listing has the same path shape without an id; with one it is the workspace.
    expect(await shown('Question 1 of 2')).toBeTruthy();
  });

  it('acknowledges the notifications of the opened assessment', async () => {
    const backend = workspaceBackend(twoQuestions);
    backend.on('GET courses/1/notifications', () =>
      json([
        {
          id: 9,
          type: 'published_grading',
          assessment_id: 5,
          submission_id: null,
          assessment: { type: 'Missions', title: 'Mission 5' },
        },
      ]),
    );
    backend.on('POST courses/1/notifications/acknowledge', () => text('OK'));
    openWorkspace('/courses/1/missions/5/0', backend);
    await waitFor(() =>
      expect(backend.calls.find((c) => c.path === 'courses/1/notifications/acknowledge')?.body).toEqual({
        notificationIds: [9],
      }),
    );
  });
});

describe('a private assessment', () => {
  function privateBackend() {
    const backend = workspaceBackend(twoQuestions);
    backend.on('GET courses/1/assessments/5', () => text('Missing Password.', 403, 'Forbidden'));
    backend.on('POST courses/1/assessments/5/unlock', ({ body }) =>
      (body as { password: string }).password === 'open sesame'
        ? json(twoQuestions)
        : text('Invalid Password.', 403, 'Forbidden'),
    );
    return backend;
  }

  it('asks for the password again after a wrong one, and opens with the right one', async () => {
    const { user, backend } = openWorkspace('/courses/1/missions/5/0', privateBackend());
    const dialog = within(
      await screen.findByRole('dialog', { name: 'This assessment is password-protected.' }),
    );
    await user.type(dialog.getByLabelText('Password'), 'guess');
    await user.click(dialog.getByRole('button', { name: 'Unlock' }));
    expect(await dialog.findByText('Invalid Password.')).toBeTruthy();
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    await user.type(dialog.getByLabelText('Password'), 'open sesame');
    await user.click(dialog.getByRole('button', { name: 'Unlock' }));
    expect(await shown('Question 1 of 2')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'This assessment is password-protected.' })).toBeNull();
    const unlocks = backend.calls.filter((c) => c.path === 'courses/1/assessments/5/unlock');
    expect(unlocks.map((c) => c.body)).toEqual([{ password: 'guess' }, { password: 'open sesame' }]);
  });

  it('goes back to the listing when the prompt is cancelled on a directly opened page', async () => {
    const { user, router } = openWorkspace('/courses/1/missions/5/0', privateBackend());
    const dialog = within(
      await screen.findByRole('dialog', { name: 'This assessment is password-protected.' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/missions'));
  });

  it('goes back to the previous page when the prompt is cancelled', async () => {
    const { user, router } = openWorkspace('/courses/1/missions', privateBackend());
    await router.navigate('/courses/1/missions/5/0');
    const dialog = within(
      await screen.findByRole('dialog', { name: 'This assessment is password-protected.' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/missions'));
    expect(router.state.historyAction).toBe('POP');
  });
});

describe('the briefing dialog', () => {
  it('shows the briefing with Continue on first opening question 1 of an assessment not attempted', async () => {
    const { user } = openWorkspace(
      '/courses/1/missions/5/0',
      workspaceBackend(twoQuestions, 'not_attempted'),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Mission 5' }));
    expect(dialog.getByText('cadet').tagName).toBe('EM');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mission 5' })).toBeNull());
  });

  it('does not show once the assessment is being attempted, nor on later questions', async () => {
    const first = openWorkspace('/courses/1/missions/5/0', workspaceBackend(twoQuestions, 'attempting'));
    expect(await shown('Question 1 of 2')).toBeTruthy();
    await waitFor(() =>
      expect(first.backend.calls.some((c) => c.path === 'courses/1/assessments')).toBe(true),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    openWorkspace('/courses/1/missions/5/1', workspaceBackend(twoQuestions, 'not_attempted'));
    expect(await shown('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the mobile workspace', () => {
  it("has the assessment's tabs and, in the controls popover, its controls", async () => {
    const real = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation(() => real('(min-width: 0px)'));
    const { user } = openWorkspace('/courses/1/missions/5/0', workspaceBackend(twoQuestions));
    expect(await screen.findByRole('tab', { name: 'Editor' })).toBeTruthy();
    for (const name of ['Run', 'Task 1', 'Briefing', 'Autograder']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    await user.click(screen.getByRole('button', { name: 'Controls' }));
    for (const name of ['Save', 'Reset template', 'Previous', 'Next']) {
      expect(await screen.findByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
  });
});
