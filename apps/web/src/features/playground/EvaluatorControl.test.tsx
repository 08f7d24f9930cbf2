import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { userResponse } from '../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../test/hoverTimers';
import { renderApp } from '../../test/renderApp';
import { createFakeSession, type FakeSession } from '../../workspace/test/fakeSession';
import { playgroundArea } from '.';
import { loadPlayground, PLAYGROUND_STORAGE_KEY } from './persistence';

settleTooltipTimersAfterAll();

// The real runner needs a Web Worker; here what matters is the settings each run is given.
const sessions = vi.hoisted(() => ({ list: [] as FakeSession[] }));
vi.mock('../../workspace/browserRunner', () => ({
  loadBrowserSession: async () => {
    const session = createFakeSession();
    sessions.list.push(session);
    return session;
  },
}));

const areas = [playgroundArea];
const engines = () => sessions.list.flatMap((s) => s.runs.map((run) => run.settings.engine));

beforeEach(() => {
  window.localStorage.clear();
  sessions.list = [];
});

describe("the playground's Evaluator control", () => {
  it("follows the course's evaluator until the user chooses, and runs on the chosen one", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/playground',
      profile: userResponse({ course: { sourceEngine: 'js-slang' } }),
      areas,
    });
    const select = await screen.findByRole('combobox', { name: 'Evaluator' });
    expect(select).toHaveProperty('value', 'js-slang');
    expect(select.getAttribute('title')).toContain('The Stepper and the Env Visualizer always use js-slang.');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(engines()).toEqual(['js-slang']));

    await user.selectOptions(select, 'Fast (compiled)');
    expect(select).toHaveProperty('value', 'fast');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(engines()).toEqual(['js-slang', 'fast']));
    // Kept like the playground's other settings.
    await waitFor(() => expect(loadPlayground(window.localStorage)).toMatchObject({ engine: 'fast' }));
  });

  it("stores no choice when the user picks the course's own evaluator", async () => {
    const user = userEvent.setup();
    renderApp({ path: '/playground', profile: userResponse(), areas });
    const select = await screen.findByRole('combobox', { name: 'Evaluator' });
    expect(select).toHaveProperty('value', 'fast');
    await user.selectOptions(select, 'js-slang');
    await waitFor(() => expect(loadPlayground(window.localStorage)).toMatchObject({ engine: 'js-slang' }));
    await user.selectOptions(select, 'Fast (compiled)');
    await waitFor(() => expect(loadPlayground(window.localStorage)).toMatchObject({ engine: null }));
    expect(window.localStorage.getItem(PLAYGROUND_STORAGE_KEY)).not.toBeNull();
  });

  it('is offered for the default variant only: the others run on js-slang alone', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/playground', profile: userResponse(), areas });
    await screen.findByRole('combobox', { name: 'Evaluator' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Source \u00a71 Lazy');
    expect(screen.queryByRole('combobox', { name: 'Evaluator' })).toBeNull();
  });
});
