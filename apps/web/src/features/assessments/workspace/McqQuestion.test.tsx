import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../../test/fakeBackend';
import { fakeRunner } from '../../../test/fakeRunner';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { VOTING_NOTE } from '../../contest';
import { assessment, mcq, workspaceBackend } from './test/fixtures';
import { openWorkspace, shown } from './test/openWorkspace';
import { MCQ_HINT_MS, MCQ_INCORRECT, SELECT_AN_OPTION } from './texts';

settleTooltipTimersAfterAll();

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

beforeEach(() => fakeRunner.reset());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PATH = '/courses/1/missions/5/0';
const choice = (name: string) => screen.getByRole('radio', { name });
const answerPosts = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((c) => c.method === 'POST' && c.path.endsWith('/answer')).map((c) => c.body);

describe('an MCQ question', () => {
  it('shows the choices as markdown and saves a choice only when it differs from the answer', async () => {
    const question = mcq(52, {
      answer: 1,
      choices: [
        { id: 0, content: '**Apples**', hint: null },
        { id: 1, content: 'Pears', hint: null },
      ],
    });
    const { user, backend } = openWorkspace(PATH, workspaceBackend(assessment(5, [question])));
    await shown('Question 1 of 1');
    expect(screen.getByText('Apples').tagName).toBe('STRONG');
    expect(choice('Pears').getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await user.click(choice('Pears'));
    await user.click(choice('Apples'));
    await waitFor(() => expect(answerPosts(backend.calls)).toEqual([{ answer: 0 }]));
    expect(choice('Apples').getAttribute('aria-checked')).toBe('true');
    await user.click(choice('Apples'));
    await user.click(choice('Pears'));
    await waitFor(() => expect(answerPosts(backend.calls)).toEqual([{ answer: 0 }, { answer: 1 }]));
  });

  it("goes back to the saved choice and toasts the server's reason when the save is refused", async () => {
    const backend = workspaceBackend(assessment(5, [mcq(52)]));
    backend.on('POST courses/1/assessments/question/52/answer', () =>
      text('Assessment not open', 403, 'Forbidden'),
    );
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    await user.click(choice('Apples'));
    expect(await screen.findByText('Assessment not open')).toBeTruthy();
    await waitFor(() => expect(choice('Apples').getAttribute('aria-checked')).toBe('false'));
  });

  it('shows the hint for 4 s, green for the solution and red otherwise, only when the solution is known', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openWorkspace(PATH, workspaceBackend(assessment(5, [mcq(52, { solution: 1 }), mcq(53)])));
    await shown('Question 1 of 2');
    fireEvent.click(choice('Pears'));
    const right = await screen.findByRole('status');
    expect(right.textContent).toBe('Pears are right.');
    expect(right.className).toContain('intent-success');
    fireEvent.click(choice('Apples'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Apples are not it.'));
    expect(screen.getByRole('status').className).toContain('intent-danger');
    act(() => vi.advanceTimersByTime(MCQ_HINT_MS - 100));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();

    // Without a known solution, no hint.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await shown('Question 2 of 2');
    fireEvent.click(choice('Pears'));
    await waitFor(() => expect(choice('Pears').getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('a blocking MCQ question', () => {
  it('needs an option, and the right one when the solution is known, before Next', async () => {
    const served = assessment(5, [mcq(52, { blocking: true, solution: 1 }), mcq(53)]);
    const { user, services, router } = openWorkspace(PATH, workspaceBackend(served));
    const show = vi.spyOn(services.notifier, 'show');
    await shown('Question 1 of 2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(show).toHaveBeenCalledWith(SELECT_AN_OPTION, { intent: 'warning', timeout: 750 });
    await user.click(choice('Apples'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(show).toHaveBeenCalledWith(MCQ_INCORRECT, { intent: 'warning', timeout: 750 });
    expect(router.state.location.pathname).toBe(PATH);
    await user.click(choice('Pears'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/missions/5/1'));
  });

  it('accepts any option when the solution is not known', async () => {
    const served = assessment(5, [mcq(52, { blocking: true }), mcq(53)]);
    const { user, router } = openWorkspace(PATH, workspaceBackend(served));
    await shown('Question 1 of 2');
    await user.click(choice('Apples'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/1/missions/5/1'));
  });
});

describe('a voting question', () => {
  it('shows its content and points to the voting tab, with no editor and no Run', async () => {
    const voting = {
      ...mcq(54),
      type: 'voting' as const,
      content: 'Vote for the best *rune*.',
      prepend: '',
      solutionTemplate: '',
      contestEntries: [],
      scoreLeaderboard: [],
      popularVoteLeaderboard: [],
    };
    const { choices: _choices, ...question } = voting;
    openWorkspace(PATH, workspaceBackend(assessment(5, [question])));
    await shown('Question 1 of 1');
    expect(screen.getByText('rune').tagName).toBe('EM');
    expect(screen.getByText(VOTING_NOTE)).toBeTruthy();
    expect(screen.queryByTestId('editor')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Autograder' })).toBeNull();
  });
});
