import type { StudentQuestion } from '@sa/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, text } from '../../../test/fakeBackend';
import {
  COMPUTE_SCORES,
  CONTEST_LEADERBOARD_TAB,
  CONTEST_VOTING_BRIEFING_TAB,
  CONTEST_VOTING_TAB,
  DISPATCH_QUESTION,
  DISPATCH_XP,
  NO_LEADERBOARD_ENTRIES,
  SCORE_BOARD,
} from '../../contest';
import { profileWith } from '../testSupport';
import { assessment, mcq, workspaceBackend } from './test/fixtures';
import { openWorkspace, shown } from './test/openWorkspace';

vi.mock('../../../workspace/browserRunner', async () => {
  const { loadFakeSession } = await import('../../../test/fakeRunner');
  return { loadBrowserSession: loadFakeSession };
});

const PATH = '/courses/1/missions/5/0';

function votingQuestion(): Extract<StudentQuestion, { type: 'voting' }> {
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

describe("staff's contest actions in the 'Contest Leaderboard' tab", () => {
  const ADMIN = 'courses/1/admin/assessments/5';
  const posts = (backend: { calls: { method: string; path: string }[] }) =>
    backend.calls.filter((c) => c.method === 'POST').map((c) => c.path);

  /** The workspace as staff; once scores are computed the assessment comes back with a leaderboard. */
  function staffWorkspace() {
    const question = votingQuestion();
    const backend = workspaceBackend(assessment(5, [question]));
    backend.on('GET user', () => json(profileWith('staff')));
    let scored = false;
    backend.on('GET courses/1/assessments/5', () =>
      json(
        assessment(5, [
          {
            ...question,
            scoreLeaderboard: scored
              ? [
                  {
                    submission_id: 21,
                    answer: { code: 'show(heart);' },
                    student_name: 'Ada',
                    rank: 1,
                    final_score: 87.5,
                  },
                ]
              : [],
          },
        ]),
      ),
    );
    backend.on(`POST ${ADMIN}/contest_calculate_score`, () => {
      scored = true;
      return text('Contest scores calculated');
    });
    backend.on(`POST ${ADMIN}/contest_dispatch_xp`, () => text('XP Dispatched'));
    return { ...openWorkspace(PATH, backend, 'staff'), backend };
  }

  it('are not there for students', async () => {
    const { user } = openWorkspace(PATH, workspaceBackend(assessment(5, [votingQuestion()])));
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: CONTEST_LEADERBOARD_TAB }));
    expect(screen.getByText(NO_LEADERBOARD_ENTRIES)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COMPUTE_SCORES })).toBeNull();
    expect(screen.queryByRole('button', { name: DISPATCH_XP })).toBeNull();
  });

  it("compute the scores of the voting assessment, toast the server's text and refresh the boards", async () => {
    const { user, backend } = staffWorkspace();
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: CONTEST_LEADERBOARD_TAB }));
    await user.click(screen.getByRole('button', { name: COMPUTE_SCORES }));
    expect(await screen.findByText('Contest scores calculated')).toBeTruthy();
    expect(posts(backend)).toEqual([`${ADMIN}/contest_calculate_score`]);
    const board = await screen.findByRole('table', { name: SCORE_BOARD });
    expect(within(board).getByText('Ada')).toBeTruthy();
    expect(within(board).getByText('87.50')).toBeTruthy();
  });

  it('dispatch the XP only after confirming', async () => {
    const { user, backend } = staffWorkspace();
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: CONTEST_LEADERBOARD_TAB }));
    await user.click(screen.getByRole('button', { name: DISPATCH_XP }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DISPATCH_QUESTION)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts(backend)).toEqual([]);

    await user.click(screen.getByRole('button', { name: DISPATCH_XP }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: DISPATCH_XP }),
    );
    expect(await screen.findByText('XP Dispatched')).toBeTruthy();
    expect(posts(backend)).toEqual([`${ADMIN}/contest_dispatch_xp`]);
  });

  it("toast the server's reason when it refuses", async () => {
    const { user, backend } = staffWorkspace();
    backend.on(`POST ${ADMIN}/contest_calculate_score`, () => text('Assessment not found', 404));
    await shown('Question 1 of 1');
    await user.click(screen.getByRole('tab', { name: CONTEST_LEADERBOARD_TAB }));
    await user.click(screen.getByRole('button', { name: COMPUTE_SCORES }));
    expect(await screen.findByText('Assessment not found')).toBeTruthy();
  });
});
