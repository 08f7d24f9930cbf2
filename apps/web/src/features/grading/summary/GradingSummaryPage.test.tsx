import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Area } from '../../../app/area-rules/types';
import { createFakeBackend, json, text, userResponse } from '../../../test/fakeBackend';
import { renderApp } from '../../../test/renderApp';

const staffProfile = userResponse({ role: 'staff', courseId: 1 });

// Helper D's grading area routes `dashboard` to the page; this stand-in does the same for the test.
const dashboardArea: Area = {
  id: 'dashboard',
  courseRoutes: [
    { path: 'dashboard', load: () => import('./GradingSummaryPage'), requires: { role: 'staff' } },
  ],
};

const summary = {
  cols: ['groupName', 'leaderName', 'submittedMissions', 'ungradedMissions'],
  rows: [
    { groupName: 'Group B', leaderName: 'Bob', submittedMissions: 12, ungradedMissions: 0 },
    { groupName: 'Group A', leaderName: 'Alice', submittedMissions: 3, ungradedMissions: 2 },
    { groupName: 'Group C', leaderName: null, submittedMissions: 7, ungradedMissions: 5 },
  ],
};

function render(answer: () => Response) {
  const backend = createFakeBackend({
    'GET user': () => json(staffProfile),
    'GET courses/1/admin/grading/summary': answer,
  });
  renderApp({ path: '/courses/1/dashboard', profile: staffProfile, backend, areas: [dashboardArea] });
  return backend;
}

async function openDashboard() {
  const backend = render(() => json(summary));
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Group grading summary' });
  return { user, table, backend };
}

const firstColumn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(2)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Group grading summary page', () => {
  it('loads the summary on open and shows one row per group with readable headers', async () => {
    const { table, backend } = await openDashboard();
    expect(backend.calls.filter((c) => c.path === 'courses/1/admin/grading/summary')).toHaveLength(1);
    for (const header of ['Group', 'Avenger', 'Submitted Missions', 'Ungraded Missions']) {
      expect(within(table).getByRole('button', { name: `Sort by ${header}` })).toBeTruthy();
    }
    expect(firstColumn(table)).toEqual(['Group B', 'Group A', 'Group C']);
    const rowC = within(table).getByRole('row', { name: /Group C/ });
    expect(
      within(rowC)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Group C', '-', '7', '5']);
  });

  it('sorts by a column ascending, then descending, then back to the server order', async () => {
    const { user, table } = await openDashboard();
    const sortButton = within(table).getByRole('button', { name: 'Sort by Submitted Missions' });
    await user.click(sortButton);
    expect(firstColumn(table)).toEqual(['Group A', 'Group C', 'Group B']);
    expect(sortButton.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(sortButton);
    expect(firstColumn(table)).toEqual(['Group B', 'Group C', 'Group A']);
    expect(sortButton.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    await user.click(sortButton);
    expect(firstColumn(table)).toEqual(['Group B', 'Group A', 'Group C']);
    await user.click(within(table).getByRole('button', { name: 'Sort by Group' }));
    expect(firstColumn(table)).toEqual(['Group A', 'Group B', 'Group C']);
  });

  it('says so when the summary cannot be loaded', async () => {
    render(() => text('Forbidden', 403));
    expect(await screen.findByText('Could not load the grading summary')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Group grading summary' })).toBeNull();
  });

  it('filters by text and by count', async () => {
    const { user, table } = await openDashboard();
    await user.type(within(table).getByRole('textbox', { name: 'Filter Avenger' }), 'ali');
    expect(firstColumn(table)).toEqual(['Group A']);
    await user.clear(within(table).getByRole('textbox', { name: 'Filter Avenger' }));
    await user.type(within(table).getByRole('textbox', { name: 'Filter Ungraded Missions' }), '>0');
    await waitFor(() => expect(firstColumn(table)).toEqual(['Group A', 'Group C']));
    await user.type(within(table).getByRole('textbox', { name: 'Filter Submitted Missions' }), '3');
    expect(firstColumn(table)).toEqual(['Group A']);
  });
});
