import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeploymentProvider } from '../../../app/deployment';
import { type Notifier, NotifierContext } from '../../../app/toaster';
import { storeGoogleToken } from '../../../lib/google/token';
import { deployment } from '../../../test/fakeBackend';
import { FAKE_API_URL, FAKE_CLIENT_ID, fakeGoogleFetch } from '../../../test/fakeGoogle';
import { settleTooltipTimersAfterAll } from '../../../test/hoverTimers';
import { executionActions } from '../../../workspace/actions';
import { WorkspaceContext, type WorkspaceHandle } from '../../../workspace/context';
import { createExecution } from '../../../workspace/execution';
import { createWorkspaceStore } from '../../../workspace/state';
import { createFakeSession } from '../../../workspace/test/fakeSession';
import { GoogleDriveButton } from './GoogleDriveButton';
import { EMPTY_NAME, NOT_CONFIGURED, OPEN_ERROR, SAVE_ERROR, SIGN_IN_AGAIN } from './messages';

settleTooltipTimersAfterAll();

afterEach(() => window.sessionStorage.clear());

const configured = deployment({
  google: { clientId: FAKE_CLIENT_ID, accountsUrl: 'https://accounts.google.com', apiUrl: FAKE_API_URL },
});

/** The menu in a playground workspace, signed in to the fake Google unless told otherwise. */
function renderDrive(options: { signedIn?: boolean; settings?: typeof configured } = {}) {
  const fake = fakeGoogleFetch();
  if (options.signedIn ?? true)
    storeGoogleToken({ token: fake.google.issueToken(), expiresAt: Date.now() + 3_600_000 });
  const store = createWorkspaceStore({ editorValue: 'display(0);', chapter: 3, variant: 'concurrent' });
  const shown: string[] = [];
  const notifier: Notifier = { show: vi.fn((message: string) => void shown.push(message)) };
  const execution = createExecution({ store, createSession: async () => createFakeSession() });
  const handle: WorkspaceHandle = {
    store,
    execution,
    actions: executionActions({ store, execution, notifier }),
    editor: { current: null },
  };
  render(
    <NotifierContext.Provider value={notifier}>
      <DeploymentProvider value={options.settings ?? configured}>
        <WorkspaceContext.Provider value={handle}>
          <GoogleDriveButton fetch={fake.fetch} />
        </WorkspaceContext.Provider>
      </DeploymentProvider>
    </NotifierContext.Provider>,
  );
  return { ...fake, store, shown };
}

const driveButton = () => screen.getByRole('button', { name: /^Google Drive/ });

async function choose(item: string) {
  await userEvent.click(driveButton());
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

async function openFile(name: string) {
  await choose('Open');
  const list = await screen.findByRole('list', { name: 'Google Drive files' });
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
}

describe('Google Drive menu', () => {
  it('is off, and says so, without a Google client id', () => {
    renderDrive({ settings: deployment() });
    expect(driveButton()).toHaveProperty('disabled', true);
    expect(driveButton().getAttribute('title')).toBe(NOT_CONFIGURED);
  });

  it('offers Save only once a file is opened, and Log In when signed out', async () => {
    renderDrive({ signedIn: false });
    await userEvent.click(driveButton());
    expect((await screen.findByRole('menuitem', { name: 'Save' })).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Log In' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Log Out' })).toBeNull();
  });

  it('opens a file in its chapter, then goes saved -> dirty -> saved', async () => {
    const { store, google, shown, requests } = renderDrive();
    expect(driveButton().dataset.state).toBe('inactive');
    await openFile('lists.js');
    // One listing of two pages, then the file's metadata and content: nothing asked twice.
    await waitFor(() => expect(requests).toHaveLength(4));
    await waitFor(() => expect(driveButton().textContent).toBe('Google Drive:lists.js'));
    expect(store.getState()).toMatchObject({
      editorValue: 'const xs = list(1, 2, 3);\nlength(xs);',
      chapter: 2,
      variant: 'lazy',
    });
    expect(driveButton().dataset.state).toBe('saved');
    expect(shown).toContain('Successfully loaded lists.js.');

    store.setState({ editorValue: 'length(list(1));' });
    await waitFor(() => expect(driveButton().textContent).toBe('Google Drive:lists.js (unsaved changes)'));
    expect(driveButton().dataset.state).toBe('dirty');

    await choose('Save');
    await waitFor(() => expect(driveButton().dataset.state).toBe('saved'));
    expect(google.files().find((f) => f.id === 'file-lists')).toMatchObject({
      content: 'length(list(1));',
      appProperties: { source_chapter: '2', source_variant: 'lazy' },
    });
    expect(shown).toContain('Successfully saved lists.js.');
  });

  it('opens a file without properties in chapter 4', async () => {
    const { store } = renderDrive();
    await openFile('notes.js');
    await waitFor(() => expect(store.getState()).toMatchObject({ chapter: 4, variant: 'default' }));
    expect(store.getState().editorValue).toBe('// written elsewhere\n1 + 2;');
  });

  it('refuses an empty name in Save As, then saves a new file into the chosen folder', async () => {
    const { google, shown } = renderDrive();
    await choose('Save As');
    const dialog = await screen.findByRole('dialog', { name: 'Save to Google Drive' });
    const name = within(dialog).getByLabelText('File name');
    await waitFor(() => expect(document.activeElement).toBe(name));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(EMPTY_NAME)).toBeTruthy();
    expect(google.files()).toHaveLength(6);

    await within(dialog).findByRole('option', { name: 'CS1101S' });
    await userEvent.type(name, '  mine.js ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Folder'), 'CS1101S');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(google.files().find((f) => f.name === 'mine.js')).toMatchObject({
      content: 'display(0);',
      parents: ['folder-cs1101s'],
      appProperties: { source_chapter: '3', source_variant: 'concurrent' },
    });
    expect(driveButton().dataset.state).toBe('saved');
    expect(shown).toContain('Successfully saved mine.js.');
  });

  it('says when a file cannot be opened or saved', async () => {
    // Google's own message goes to the console for whoever investigates; the user gets ours.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { google, shown, store } = renderDrive();
    await openFile('squares.js');
    await waitFor(() => expect(driveButton().dataset.state).toBe('saved'));
    google.fail('file-squares');
    store.setState({ editorValue: 'square(2);' });
    await choose('Save');
    await waitFor(() => expect(shown).toContain(SAVE_ERROR));
    expect(driveButton().dataset.state).toBe('dirty');

    google.fail('file-streams');
    await openFile('streams.js');
    await waitFor(() => expect(shown).toContain(OPEN_ERROR));
    expect(store.getState().editorValue).toBe('square(2);');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it('drops a token Drive refuses and asks to log in again', async () => {
    const { shown } = renderDrive({ signedIn: false });
    storeGoogleToken({ token: 'ya29.revoked', expiresAt: Date.now() + 3_600_000 });
    await choose('Open');
    await waitFor(() => expect(shown).toContain(SIGN_IN_AGAIN));
    expect(window.sessionStorage.getItem('sa-google-token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(driveButton());
    expect(await screen.findByRole('menuitem', { name: 'Log In' })).toBeTruthy();
  });
});
