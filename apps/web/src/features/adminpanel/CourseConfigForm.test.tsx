import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { adminPanelArea } from '.';
import { adminBackend, openPanel, typeConfig } from './testSupport';

const LABEL = 'Submit open attempts when an assessment closes';

describe('course form: submitting open attempts at close', () => {
  it('is a labelled switch, off for a course without the setting, and saves only that change', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')]);
    const { user } = await openPanel(backend);
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    const toggle = form.getByRole('checkbox', { name: LABEL });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    expect(form.getByText('Unsaved changes')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.path === 'courses/1/admin/config')?.body).toEqual({
        enableAutoSubmitOnClose: true,
      }),
    );
  });

  it("shows the course's saved setting", async () => {
    renderApp({
      path: '/courses/1/adminpanel',
      profile: userResponse({ role: 'admin', courseId: 1, course: { enableAutoSubmitOnClose: true } }),
      backend: adminBackend([typeConfig(1, 'Missions')]),
      areas: [adminPanelArea],
    });
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    expect(form.getByRole('checkbox', { name: LABEL })).toHaveProperty('checked', true);
  });
});

describe('course form: leaderboards', () => {
  it('edits the leaderboard switches and sizes, and refuses a size that is not a count', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')]);
    const { user } = await openPanel(backend);
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    await user.click(form.getByRole('checkbox', { name: 'Enable Overall Leaderboard' }));
    const size = form.getByRole('textbox', { name: 'Overall Leaderboard: students shown' });
    expect(size).toHaveProperty('value', '100');
    await user.clear(size);
    await user.type(size, '0');
    expect(form.getByText('A whole number from 1 to 10000.')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.clear(size);
    await user.type(size, '25');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.path === 'courses/1/admin/config')?.body).toEqual({
        enableOverallLeaderboard: true,
        topLeaderboardDisplay: 25,
      }),
    );
  });
});

describe('course form: the course name', () => {
  it("refuses a blank name with the route's own text, and saves a trimmed one", async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')]);
    const { user } = await openPanel(backend);
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    const name = form.getByRole('textbox', { name: 'Course Name' });
    await user.clear(name);
    await user.type(name, '   ');
    expect(await form.findByText('Course Name cannot be empty!')).toBeTruthy();
    expect(form.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    await user.type(name, 'Renamed ');
    await waitFor(() => expect(form.queryByText('Course Name cannot be empty!')).toBeNull());
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.path === 'courses/1/admin/config')?.body).toEqual({
        courseName: 'Renamed',
      }),
    );
  });
});
