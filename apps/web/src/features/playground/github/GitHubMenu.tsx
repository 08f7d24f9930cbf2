import { Alert, Button, Menu, MenuDivider, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import {
  DuplicateIcon,
  FloppyDiskIcon,
  FolderOpenIcon,
  GitRepoIcon,
  LogInIcon,
  LogOutIcon,
  WarningSignIcon,
} from '@blueprintjs/icons';
import { useCallback, useState } from 'react';
import { useOptionalDeployment } from '../../../app/deployment';
import { useNotifier } from '../../../app/toaster';
import type { RepoSummary } from '../../../lib/github/api';
import { githubClient } from '../../../lib/github/client';
import { useGitHubConnection, useGitHubSessionStore } from '../../../lib/github/session';
import { type GitHubSettings, signInToGitHub } from '../../../lib/github/signIn';
import { PopupClosedError } from '../../../lib/oauth-popup/popup';
import { useWorkspace } from '../../../workspace/context';
import { useStore } from '../../../workspace/createStore';
import { FileDialog } from './FileDialog';
import { RepositoryPicker } from './RepositoryPicker';
import { buttonState, ERROR_TOAST_MS, MESSAGES } from './rules';
import { useGitHubFiles } from './useGitHubFiles';

type Flow =
  | { step: 'repo'; mode: 'open' | 'save' }
  | { step: 'files'; mode: 'open' | 'save'; repo: RepoSummary };

const STATE_INTENT = { inactive: 'none', saved: 'success', dirty: 'warning' } as const;

/** The playground's GitHub control: off without a client id in the deployment. */
export function GitHubMenu() {
  const settings = useOptionalDeployment()?.github;
  if (!settings?.clientId) {
    return (
      <Tooltip content={MESSAGES.notConfigured}>
        <Button
          variant="minimal"
          icon={<GitRepoIcon />}
          text="GitHub"
          disabled
          aria-description={MESSAGES.notConfigured}
        />
      </Tooltip>
    );
  }
  return <ConfiguredMenu settings={settings} />;
}

/**
 * Log In / Log Out, Open, Save and Save As (spec 3 sections 2.6 and 5). The button shows whether
 * the editor matches the GitHub file last opened or saved: inactive, saved or dirty.
 */
function ConfiguredMenu({ settings }: { settings: GitHubSettings }) {
  const { store } = useWorkspace();
  const notifier = useNotifier();
  const sessionStore = useGitHubSessionStore();
  const connection = useGitHubConnection();
  const editorValue = useStore(store, (state) => state.editorValue);
  const files = useGitHubFiles({ store, connection, apiUrl: settings.apiUrl, notifier });
  const [flow, setFlow] = useState<Flow | null>(null);
  const [confirmLogOut, setConfirmLogOut] = useState(false);
  const state = buttonState(files.opened, editorValue);

  const showError = useCallback(
    (message: string) => notifier.show(message, { intent: 'danger', timeout: ERROR_TOAST_MS }),
    [notifier],
  );
  const token = connection?.token;
  const client = useCallback(() => {
    if (!token) return Promise.reject(new Error(MESSAGES.notLoggedIn));
    return githubClient(token, settings.apiUrl);
  }, [token, settings.apiUrl]);

  const logIn = () => {
    signInToGitHub(settings, sessionStore).then(
      ({ user }) => notifier.show(`Logged in to GitHub as ${user.login}`, { intent: 'success' }),
      (error: unknown) => {
        // Closing the popup is the user's own choice, not a failure to report.
        if (!(error instanceof PopupClosedError))
          showError(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const logOut = () => {
    if (state === 'dirty') setConfirmLogOut(true);
    else sessionStore.clear();
  };

  return (
    <>
      <Popover
        placement="bottom-start"
        content={
          <Menu aria-label="GitHub">
            {connection && <MenuDivider title={`Signed in as ${connection.user.login}`} />}
            <MenuItem
              icon={<FolderOpenIcon />}
              text="Open"
              disabled={!connection}
              onClick={() => setFlow({ step: 'repo', mode: 'open' })}
            />
            <MenuItem
              icon={<FloppyDiskIcon />}
              text="Save"
              disabled={!connection || !files.opened}
              onClick={() => void files.save()}
            />
            <MenuItem
              icon={<DuplicateIcon />}
              text="Save As"
              disabled={!connection}
              onClick={() => setFlow({ step: 'repo', mode: 'save' })}
            />
            <MenuDivider />
            {connection ? (
              <MenuItem icon={<LogOutIcon />} text="Log Out" onClick={logOut} />
            ) : (
              <MenuItem icon={<LogInIcon />} text="Log In" onClick={logIn} />
            )}
          </Menu>
        }
      >
        <Button
          variant="minimal"
          icon={<GitRepoIcon />}
          text="GitHub"
          intent={STATE_INTENT[state]}
          aria-description={
            files.opened
              ? `${files.opened.path}: ${state === 'dirty' ? 'unsaved changes' : 'saved'}`
              : undefined
          }
          data-state={state}
        />
      </Popover>
      {flow?.step === 'repo' && (
        <RepositoryPicker
          client={client}
          onError={showError}
          onClose={() => setFlow(null)}
          onSelect={(repo) => setFlow({ step: 'files', mode: flow.mode, repo })}
        />
      )}
      {flow?.step === 'files' && (
        <FileDialog
          mode={flow.mode}
          repo={flow.repo}
          client={client}
          onOpen={(selection) => files.open(flow.repo, selection)}
          onSave={(selection, name, message) => files.saveAs(flow.repo, selection, name, message)}
          onClose={() => setFlow(null)}
        />
      )}
      <Alert
        isOpen={confirmLogOut}
        intent="warning"
        icon={<WarningSignIcon />}
        cancelButtonText="Cancel"
        confirmButtonText="Log Out"
        onCancel={() => setConfirmLogOut(false)}
        onConfirm={() => {
          setConfirmLogOut(false);
          sessionStore.clear();
        }}
      >
        <p>{MESSAGES.unsavedChanges}</p>
        <p>Logging out of GitHub now loses the link between the editor and its GitHub file.</p>
      </Alert>
    </>
  );
}
