import type { StudentQuestion } from '@sa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { text } from '../../../../test/fakeBackend';
import { assessment, mcq, workspaceBackend } from '../test/fixtures';
import { openWorkspace, shown } from '../test/openWorkspace';
import {
  CONTEST_LEADERBOARD_TAB,
  CONTEST_VOTING_BRIEFING_TAB,
  CONTEST_VOTING_TAB,
  NO_LEADERBOARD_ENTRIES,
} from './texts';

vi.mock('../../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

const PATH = '/courses/1/missions/5/0';

function votingQuestion(): StudentQuestion {
  const { choices: _choices, ...base } = mcq(54);
  return {
    ...base,
    type: 'voting',
    content: 'Vote for the best *rune*.',
    prepend: '',
    solutionTemplate: '',
    contestEntries: [
      { submission_id: 21, answer: { code: 'show(heart);' }, score: null },
      { submission_id: 22, answer: { code: 'show(square);' }, score: null },
    ],
    scoreLeaderboard: [],
    popularVoteLeaderboard: [],
  };
}

describe('a voting question in the workspace', () => {
  it('has the contest tabs and saves valid scores without a Save button', async () => {
    const backend = workspaceBackend(assessment(5, [votingQuestion()]));
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    expect(screen.queryByRole('tab', { name: 'Autograder' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: CONTEST_VOTING_BRIEFING_TAB }));
    expect(screen.getByText('rune').tagName).toBe('EM');
    await user.click(screen.getByRole('tab', { name: CONTEST_LEADERBOARD_TAB }));
    expect(screen.getByText(NO_LEADERBOARD_ENTRIES)).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: CONTEST_VOTING_TAB }));
    expect(screen.getByText('show(square);')).toBeTruthy();
    await user.type(screen.getByRole('spinbutton', { name: 'Score for entry 21' }), '9');
    await user.type(screen.getByRole('spinbutton', { name: 'Score for entry 22' }), '10');
    await waitFor(() =>
      expect(backend.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        {
          answer: [
            { submission_id: 21, score: 9 },
            { submission_id: 22, score: 10 },
          ],
        },
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('shows the server’s reason when it refuses the votes', async () => {
    const backend = workspaceBackend(assessment(5, [votingQuestion()]));
    backend.on('POST courses/1/assessments/question/54/answer', () =>
      text('Assessment submission already finalised', 403),
    );
    const { user } = openWorkspace(PATH, backend);
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: CONTEST_VOTING_TAB }));
    await user.type(screen.getByRole('spinbutton', { name: 'Score for entry 21' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Score for entry 22' }), '9');
    expect(await screen.findByText('Assessment submission already finalised')).toBeTruthy();
  });
});
