import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContestLeaderboard } from './ContestLeaderboard';
import { NO_LEADERBOARD_ENTRIES, NO_VOTING_ENTRIES, POPULAR_BOARD, SCORE_BOARD } from './texts';
import type { ContestEntryView } from './types';
import { VotingTab } from './VotingTab';

const entries: ContestEntryView[] = [
  { submission_id: 11, answer: { code: 'function a() { return 1; }' }, score: null },
  { submission_id: 12, answer: { code: 'function b() { return 2; }' }, score: null },
  { submission_id: 13, answer: { code: 'function c() { return 3; }' }, score: null },
];
const field = (id: number) => screen.getByRole('spinbutton', { name: `Score for entry ${id}` });

function renderTab(given = entries) {
  const onSave = vi.fn(async () => {});
  const user = userEvent.setup();
  render(<VotingTab entries={given} onSave={onSave} />);
  return { onSave, user };
}

describe('VotingTab', () => {
  it('lists each entry with its code and a score field', () => {
    renderTab();
    for (const entry of entries) {
      expect(screen.getByRole('heading', { name: `Entry ${entry.submission_id}` })).toBeTruthy();
      expect(screen.getByText(entry.answer.code)).toBeTruthy();
      expect(field(entry.submission_id)).toBeTruthy();
    }
  });

  it('shows the range message for a score below 11 - n and saves nothing', async () => {
    const { onSave, user } = renderTab();
    await user.type(field(11), '7');
    expect(screen.getByRole('alert').textContent).toBe(
      'Vote rankings invalid. Please input scores between 8 - 10.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the uniqueness message for repeated scores', async () => {
    const { onSave, user } = renderTab();
    await user.type(field(11), '9');
    await user.type(field(12), '9');
    expect(screen.getByRole('alert').textContent).toBe(
      'Vote scores are not unique. Please input unique rankings.',
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('waits while scores are missing, then saves a complete, valid set by itself', async () => {
    const { onSave, user } = renderTab();
    await user.type(field(11), '10');
    await user.type(field(12), '8');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(field(13), '9');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith([
      { submission_id: 11, score: 10 },
      { submission_id: 12, score: 8 },
      { submission_id: 13, score: 9 },
    ]);
  });

  it('starts from the saved scores and clears the message once fixed', async () => {
    const { onSave, user } = renderTab(entries.map((e, i) => ({ ...e, score: 10 - i })));
    expect((field(12) as HTMLInputElement).value).toBe('9');
    await user.clear(field(13));
    await user.type(field(13), '10');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.clear(field(13));
    await user.type(field(13), '8');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSave).toHaveBeenLastCalledWith([
      { submission_id: 11, score: 10 },
      { submission_id: 12, score: 9 },
      { submission_id: 13, score: 8 },
    ]);
  });

  it('says when there are no entries', () => {
    renderTab([]);
    expect(screen.getByText(NO_VOTING_ENTRIES)).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });
});

describe('ContestLeaderboard', () => {
  it('says when there is nothing to rank', () => {
    render(<ContestLeaderboard scoreLeaderboard={[]} popularVoteLeaderboard={[]} />);
    expect(screen.getByText(NO_LEADERBOARD_ENTRIES)).toBeTruthy();
  });

  it('lists ranked entries with the name and the final score', () => {
    const row = (id: number, rank: number, name: string, score: number) => ({
      submission_id: id,
      answer: { code: '' },
      student_name: name,
      rank,
      final_score: score,
    });
    render(
      <ContestLeaderboard
        scoreLeaderboard={[row(1, 1, 'Ada', 91.5), row(2, 2, 'Bob', 80)]}
        popularVoteLeaderboard={[row(2, 1, 'Bob', 95)]}
      />,
    );
    const score = within(screen.getByRole('table', { name: SCORE_BOARD }));
    expect(score.getAllByRole('row').map((r) => r.textContent)).toEqual([
      'RankNameScore',
      '1Ada91.50',
      '2Bob80.00',
    ]);
    const popular = within(screen.getByRole('table', { name: POPULAR_BOARD }));
    expect(popular.getAllByRole('row').map((r) => r.textContent)).toEqual(['RankNameScore', '1Bob95.00']);
  });
});
