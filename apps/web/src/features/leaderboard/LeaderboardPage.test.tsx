import type { XpLeaderboardRow } from '@sa/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeBackend, json, userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { leaderboardArea } from '.';

/** userResponse's user is user 7. */
const ME = 7;
const student = (
  userId: number,
  rank: number,
  totalXp: number,
  name = `Student ${userId}`,
): XpLeaderboardRow => ({
  user_id: userId,
  name,
  username: '',
  total_xp: totalXp,
  rank,
});

function open(options: {
  users: XpLeaderboardRow[];
  role?: 'student' | 'staff';
  top?: number;
  overall?: boolean;
  contests?: boolean;
}) {
  const backend = createFakeBackend({
    'GET courses/1/leaderboards/xp_all': () => json({ users: options.users }),
    'GET courses/1/all_contests': () =>
      json([{ contest_id: 40, title: 'Rune Contest', published: true, voting_assessment_id: 41 }]),
    'GET courses/1/assessments/41/contest_score_leaderboard': () =>
      json({
        leaderboard: [
          {
            submission_id: 9,
            answer: 'x',
            student_name: 'Ann',
            student_username: '',
            rank: 1,
            final_score: 91.5,
          },
        ],
      }),
    'GET courses/1/assessments/41/contest_popular_leaderboard': () => json({ leaderboard: [] }),
  });
  renderApp({
    path: '/courses/1/leaderboard',
    profile: userResponse({
      role: options.role ?? 'student',
      course: {
        enableOverallLeaderboard: options.overall ?? true,
        enableContestLeaderboard: options.contests ?? false,
        topLeaderboardDisplay: options.top ?? 100,
        topContestLeaderboardDisplay: 5,
      },
    }),
    backend,
    areas: [leaderboardArea],
  });
  return { user: userEvent.setup(), backend };
}

async function overallTable() {
  return screen.findByRole('table', { name: /Overall XP leaderboard/ }, { timeout: 5000 });
}

/** Each body row's cells as text. */
function rowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('Leaderboard page', () => {
  it('ranks students with shared ranks for ties and highlights the caller', async () => {
    open({
      users: [student(1, 1, 300), student(ME, 2, 200, 'Stu Student'), student(3, 2, 200), student(4, 4, 0)],
    });
    const table = await overallTable();
    expect(rowTexts(table)).toEqual([
      ['1', 'Student 1', '300'],
      ['2', 'Stu Student (you)', '200'],
      ['2', 'Student 3', '200'],
      ['4', 'Student 4', '0'],
    ]);
    const own = within(table).getByRole('row', { current: true });
    expect(own.textContent).toContain('Stu Student');
    expect(within(table).getAllByRole('row', { current: false })).toHaveLength(4);
  });

  it("shows the top N only, and the caller's own row apart when below them", async () => {
    open({
      top: 2,
      users: [student(1, 1, 300), student(2, 2, 200), student(3, 3, 100), student(ME, 4, 50, 'Stu Student')],
    });
    const table = await overallTable();
    expect(table.querySelector('caption')?.textContent).toContain('Top 2');
    expect(rowTexts(table).map((cells) => cells[1])).toEqual(['Student 1', 'Student 2', 'Stu Student (you)']);
    const apart = within(table).getByRole('rowgroup', { name: 'Your rank' });
    expect(within(apart).getByRole('row', { current: true }).textContent).toContain('4');
    expect(screen.queryByText('Student 3')).toBeNull();
  });

  it('switches to a contest, whose two boards come cut to the contest top N', async () => {
    const { user, backend } = open({ contests: true, users: [student(1, 1, 10)] });
    await overallTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Leaderboard' }), 'Rune Contest');
    const score = await screen.findByRole('table', { name: /Contest score leaderboard/ });
    expect(rowTexts(score)).toEqual([['1', 'Ann', '91.50']]);
    expect(await screen.findByText('There are no eligible contest leaderboard entries found.')).toBeTruthy();
    expect(backend.calls.map((c) => c.path)).toContain('courses/1/assessments/41/contest_score_leaderboard');
    expect(screen.queryByRole('table', { name: /Overall XP/ })).toBeNull();
  });

  it('offers students only the boards the course switches on', async () => {
    open({ overall: false, contests: true, users: [] });
    expect(
      await screen.findByRole('table', { name: /Contest score leaderboard/ }, { timeout: 5000 }),
    ).toBeTruthy();
    const choice = screen.getByRole('combobox', { name: 'Leaderboard' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rune Contest']);
  });

  it('gives staff the usernames and every board', async () => {
    open({
      role: 'staff',
      overall: false,
      contests: true,
      users: [{ ...student(1, 1, 5), username: 'e0001' }],
    });
    const table = await overallTable();
    expect(rowTexts(table)).toEqual([['1', 'Student 1', 'e0001', '5']]);
    const choice = screen.getByRole('combobox', { name: 'Leaderboard' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Overall XP', 'Rune Contest']);
  });
});
