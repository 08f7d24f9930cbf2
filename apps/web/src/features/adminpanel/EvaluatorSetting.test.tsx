import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userResponse } from '../../test/fakeBackend';
import { renderApp } from '../../test/renderApp';
import { adminPanelArea } from '.';
import { EVALUATOR_HELP } from './CourseConfigForm';
import { adminBackend, openPanel, typeConfig } from './testSupport';

describe("course form: the course's evaluator", () => {
  it('is a labelled choice, the fast path by default, and saves only that change', async () => {
    const backend = adminBackend([typeConfig(1, 'Missions')]);
    const { user } = await openPanel(backend);
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    const select = form.getByRole('combobox', { name: 'Evaluator' });
    expect(select).toHaveProperty('value', 'fast');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fast (compiled)', 'js-slang']);
    expect(form.getByText(EVALUATOR_HELP)).toBeTruthy();
    expect(EVALUATOR_HELP).toContain('The Stepper and the Env Visualizer always use js-slang.');
    await user.selectOptions(select, 'js-slang');
    expect(form.getByText('Unsaved changes')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.calls.find((c) => c.path === 'courses/1/admin/config')?.body).toEqual({
        sourceEngine: 'js-slang',
      }),
    );
  });

  it("shows the course's saved evaluator", async () => {
    renderApp({
      path: '/courses/1/adminpanel',
      profile: userResponse({ role: 'admin', courseId: 1, course: { sourceEngine: 'js-slang' } }),
      backend: adminBackend([typeConfig(1, 'Missions')]),
      areas: [adminPanelArea],
    });
    const form = within(await screen.findByRole('region', { name: 'Course configuration' }));
    expect(form.getByRole('combobox', { name: 'Evaluator' })).toHaveProperty('value', 'js-slang');
  });
});
