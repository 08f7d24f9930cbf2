import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { daysFromNow, overview } from '../../../test/assessmentFixtures';
import { json } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';
import { achievementsArea } from '..';
import { learnerEventStore } from '../events/eventStore';
import { scopeKey } from '../events/learnerEvents';
import {
  achievement,
  aUuid,
  type DashboardBackendOptions,
  dashboardBackend,
  dashboardProfile,
  manualGoal,
  member,
  noContent,
} from './testSupport';

function openDashboard(options: DashboardBackendOptions = {}) {
  const backend = dashboardBackend(options);
  const app = renderApp({
    path: '/courses/1/achievements',
    profile: dashboardProfile(options),
    backend,
    areas: [achievementsArea],
  });
  return { user: userEvent.setup(), ...app };
}

/** The titles of the task cards, in order (prerequisite dropdowns excluded). */
async function taskTitles() {
  const list = await screen.findByRole('list', { name: 'Achievements' }, { timeout: 5000 });
  return within(list)
    .getAllByRole('article')
    .filter((card) => card.parentElement?.parentElement === list)
    .map((card) => card.getAttribute('aria-label'));
}

describe('Achievements dashboard', () => {
  it('shows the level, the XP into it and the total on the level bar', async () => {
    openDashboard({ totalXp: 2350 });
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Progress to the next level' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('35'));
    expect(screen.getByText('Level 3')).toBeTruthy();
    expect(bar.getAttribute('aria-valuetext')).toBe('350 / 1000 XP to the next level');
    expect(screen.getByText('2350 XP in total')).toBeTruthy();
  });

  it('filters the tasks into All, Active and Completed', async () => {
    const { user } = openDashboard({
      achievements: [
        achievement(1, { title: 'Half way', goalUuids: [manualGoal(1, 1, 1, 2).uuid] }),
        achievement(2, { title: 'Done', goalUuids: [manualGoal(2, 2, 3, 3).uuid] }),
      ],
      goals: [manualGoal(1, 1, 1, 2), manualGoal(2, 2, 3, 3)],
    });
    expect(await taskTitles()).toEqual(['Half way', 'Done']);
    const filters = screen.getByRole('radiogroup', { name: 'Show achievements' });
    await user.click(within(filters).getByRole('radio', { name: 'Completed' }));
    expect(await taskTitles()).toEqual(['Done']);
    await user.click(within(filters).getByRole('radio', { name: 'Active' }));
    expect(await taskTitles()).toEqual(['Half way']);
    expect(within(filters).getByRole('radio', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
  });

  it("says 'No available achievement' when nothing matches", async () => {
    const { user } = openDashboard({ achievements: [achievement(1, { title: 'Open' })] });
    await taskTitles();
    await user.click(screen.getByRole('radio', { name: 'Completed' }));
    expect(await screen.findByText('No available achievement')).toBeTruthy();
  });

  it("opens a card in the detail view with its goals, or 'No available goal'", async () => {
    const { user } = openDashboard({
      achievements: [
        achievement(1, {
          title: 'Runner',
          goalUuids: [manualGoal(1, 1, 2, 2).uuid, manualGoal(2, 1, 1, 4).uuid],
          view: { coverImage: null, description: 'Run a lot', completionText: 'Well run!' },
        }),
        achievement(2, { title: 'Empty', prerequisiteUuids: [aUuid(1)] }),
      ],
      goals: [manualGoal(1, 1, 2, 2), manualGoal(2, 1, 1, 4)],
    });
    await taskTitles();
    await user.click(screen.getByRole('button', { name: 'Runner' }));
    const detail = within(screen.getByRole('region', { name: 'Details of Runner' }));
    expect(detail.getByText('Run a lot')).toBeTruthy();
    expect(detail.getByText('2 / 2')).toBeTruthy();
    expect(detail.getByText('1 / 4')).toBeTruthy();
    expect(
      detail.getByRole('progressbar', { name: 'Progress of goal Goal 2' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    // Not completed yet: the completion text waits.
    expect(detail.queryByText('Well run!')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Empty' }));
    expect(
      within(screen.getByRole('region', { name: 'Details of Empty' })).getByText('No available goal'),
    ).toBeTruthy();
  });

  it('lists a task’s prerequisites in its dropdown', async () => {
    const { user } = openDashboard({
      achievements: [
        achievement(1, { title: 'Final', prerequisiteUuids: [aUuid(2)] }),
        achievement(2, { title: 'Warm-up', isTask: false, position: 0 }),
      ],
    });
    expect(await taskTitles()).toEqual(['Final']);
    const toggle = screen.getByRole('button', { name: 'Show prerequisites of Final' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const dropdown = screen.getByRole('list', { name: 'Prerequisites of Final' });
    expect(within(dropdown).getByRole('article', { name: 'Warm-up' })).toBeTruthy();
  });

  it('hides non-tasks and unreleased achievements unless staff tick View Hidden Achievements', async () => {
    const achievements = [
      achievement(1, { title: 'Visible' }),
      achievement(2, { title: 'Hidden', isTask: false, position: 0 }),
      achievement(3, { title: 'Later', release: daysFromNow(3) }),
    ];
    const staff = openDashboard({ role: 'staff', achievements });
    expect(await taskTitles()).toEqual(['Visible']);
    await staff.user.click(screen.getByRole('checkbox', { name: 'View Hidden Achievements' }));
    expect(await taskTitles()).toEqual(['Visible', 'Later', 'Hidden']);
    expect(screen.getByRole('link', { name: 'Achievement Control' }).getAttribute('href')).toMatch(
      /\/achievements\/control$/,
    );
    staff.unmount();

    openDashboard({ role: 'student', achievements });
    expect(await taskTitles()).toEqual(['Visible']);
    expect(screen.queryByRole('checkbox', { name: 'View Hidden Achievements' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Achievement Control' })).toBeNull();
  });

  it("lets staff view another member's achievements and progress", async () => {
    const { user, backend } = openDashboard({
      role: 'staff',
      totalXp: 100,
      achievements: [achievement(1, { title: 'Task', goalUuids: [manualGoal(1, 1, 0).uuid] })],
      goals: [manualGoal(1, 1, 0)],
      users: [member(70, 'Me'), member(72, 'Zoe', 'Group B'), member(71, 'Amy', 'Group A')],
    });
    backend.on('GET courses/1/admin/users/71/goals', () => json([manualGoal(1, 1, 1)]));
    backend.on('GET courses/1/admin/users/71/total_xp', () => json({ totalXp: 4200 }));
    // Amy's own listing: her completed assessment becomes her 'Completed Missions' task.
    backend.on('GET courses/1/admin/users/71/assessments', () =>
      json([overview(1, { title: 'Rune Trials', status: 'submitted', isManuallyGraded: false })]),
    );
    await taskTitles();
    expect(screen.queryByRole('article', { name: 'Completed Missions' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Task' }).textContent).toContain('Active');

    const selector = screen.getByRole('combobox', { name: 'View achievements of' });
    // The caller is 'Myself'; the others sorted by name.
    expect(
      within(selector)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Myself', 'Amy (Group A)', 'Zoe (Group B)']);
    await user.selectOptions(selector, 'Amy (Group A)');
    expect(await screen.findByText('Level 5')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Task' }).textContent).toContain('Completed'),
    );
    expect(backend.calls.some((c) => c.path === 'courses/1/admin/users/71/goals')).toBe(true);
    expect(await screen.findByRole('article', { name: 'Completed Missions' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'View achievements of' })).toBeTruthy();
  });

  it('has no user selector for students', async () => {
    openDashboard({ role: 'student', achievements: [achievement(1)] });
    await taskTitles();
    expect(screen.queryByRole('combobox', { name: 'View achievements of' })).toBeNull();
  });

  it('warns once per load about each achievement in a prerequisite cycle', async () => {
    const { user } = openDashboard({
      achievements: [
        achievement(1, { title: 'Chicken', prerequisiteUuids: [aUuid(2)] }),
        achievement(2, { title: 'Egg', prerequisiteUuids: [aUuid(1)] }),
        achievement(3, { title: 'Fine' }),
      ],
    });
    expect(await screen.findByText('Circular dependency detected in achievement Chicken')).toBeTruthy();
    expect(await screen.findByText('Circular dependency detected in achievement Egg')).toBeTruthy();
    expect(screen.queryByText('Circular dependency detected in achievement Fine')).toBeNull();
    // Re-rendering (another filter) does not toast again.
    await user.click(screen.getByRole('radio', { name: 'Active' }));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(screen.getAllByText('Circular dependency detected in achievement Chicken')).toHaveLength(1);
  });

  it("adds a 'Completed {type}' task for the learner's completed assessments", async () => {
    const { user } = openDashboard({
      overviews: [
        overview(1, { title: 'Rune Trials', status: 'submitted', isManuallyGraded: false }),
        overview(2, { title: 'Still open', status: 'attempting' }),
      ],
    });
    expect(
      await screen.findByRole('article', { name: 'Completed Missions' }, { timeout: 5000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show prerequisites of Completed Missions' }));
    const dropdown = screen.getByRole('list', { name: 'Prerequisites of Completed Missions' });
    await user.click(within(dropdown).getByRole('button', { name: 'Rune Trials' }));
    expect(
      within(screen.getByRole('region', { name: 'Details of Rune Trials' })).getByText(
        'Submitted Rune Trials',
      ),
    ).toBeTruthy();
  });

  it('is linked from the navbar only when the course has achievements', async () => {
    const on = openDashboard({ achievements: [achievement(1)] });
    expect(await screen.findByRole('link', { name: 'Achievements' })).toBeTruthy();
    on.unmount();

    const profile = dashboardProfile({ enableAchievements: false });
    renderApp({ path: '/courses/1/achievements', profile, areas: [achievementsArea] });
    expect(await screen.findByText(/could not be found/i)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Achievements' })).toBeNull();
  });

  it("posts the Event goals' progress from the events recorded in this browser", async () => {
    const goal = {
      ...manualGoal(5, 1, 0, 2),
      type: 'Event' as const,
      meta: { eventNames: ['Run Code' as const], targetCount: 2 },
    };
    await learnerEventStore().append(scopeKey({ userId: 7, courseId: 1 }), [
      { name: 'Run Code', at: daysFromNow(-0.1) },
      { name: 'Error', at: daysFromNow(-0.1) },
      { name: 'Run Code', at: daysFromNow(-0.05) },
      { name: 'Run Code', at: daysFromNow(-0.01) },
    ]);
    const backend = dashboardBackend({
      achievements: [achievement(1, { title: 'Runner', goalUuids: [goal.uuid] })],
      goals: [goal],
    });
    const posts: unknown[] = [];
    backend.on(`POST courses/1/self/goals/${goal.uuid}/progress`, ({ body }) => {
      posts.push(body);
      return noContent();
    });
    renderApp({
      path: '/courses/1/achievements',
      profile: dashboardProfile(),
      backend,
      areas: [achievementsArea],
    });
    // Three runs against a target of 2: the count stops at the target.
    await waitFor(() => expect(posts).toEqual([{ progress: { count: 2, completed: true } }]));
    // Then the goals are read again, so the dashboard shows the new progress.
    await waitFor(() =>
      expect(
        backend.calls.filter((c) => c.method === 'GET' && c.path === 'courses/1/self/goals'),
      ).toHaveLength(2),
    );
  });
});
