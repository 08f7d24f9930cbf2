import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabGitHubSession } from '../../../lib/github/session';
import { deployment } from '../../../test/fakeBackend';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { renderApp } from '../../../test/renderApp';
import { createFakeSession } from '../../../workspace/test/fakeSession';
import { playgroundArea } from '..';

settleTooltipTimersAfterAll();

// The real runner needs a Web Worker; the menu is what matters here.
vi.mock('../../../workspace/browserRunner', () => ({ loadBrowserSession: async () => createFakeSession() }));

const areas = [playgroundArea];
const github = { clientId: 'cid', url: 'https://github.com', apiUrl: 'https://api.github.com' };
const open = (withGitHub = true) =>
  renderApp({
    path: '/playground',
    deployment: deployment({ playgroundOnly: true, ...(withGitHub ? { github } : {}) }),
    areas,
  });

afterEach(() => tabGitHubSession().clear());

describe('the GitHub menu', () => {
  it('is off, and says so, without a client id in the deployment', async () => {
    open(false);
    const button = await screen.findByRole('button', { name: 'GitHub' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-description')).toBe('GitHub is not configured on this deployment');
  });

  it('offers only Log In before signing in to GitHub', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'GitHub' }));
    expect((await screen.findByRole('menuitem', { name: 'Log In' })).getAttribute('aria-disabled')).not.toBe(
      'true',
    );
    for (const name of ['Open', 'Save', 'Save As']) {
      expect(screen.getByRole('menuitem', { name }).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('once signed in, names the account and offers Open and Save As; Save waits for a chosen file', async () => {
    tabGitHubSession().set({
      token: 'gho_x',
      user: { login: 'ada-gh', name: 'Ada', email: 'No public email provided' },
    });
    open();
    const button = await screen.findByRole('button', { name: 'GitHub' });
    expect(button.getAttribute('data-state')).toBe('inactive');
    await userEvent.click(button);
    expect(await screen.findByText('Signed in as ada-gh')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Open' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Save As' }).getAttribute('aria-disabled')).not.toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Save' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toBeTruthy();
  });

  it('logs out at once when nothing is unsaved', async () => {
    tabGitHubSession().set({ token: 'gho_x', user: { login: 'ada-gh', name: 'Ada', email: 'e' } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'GitHub' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(tabGitHubSession().getSnapshot()).toBeNull();
    expect(window.sessionStorage.getItem('sa-github-connection')).toBeNull();
  });
});
