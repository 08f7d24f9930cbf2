import type { DeploymentSettings } from '@sa/contracts';
import { openSignInPopup, rememberNewState } from '../oauth-popup/popup';
import { getAuthenticatedUser } from './api';
import { githubClient } from './client';
import type { GitHubConnection, GitHubSessionStore } from './session';

/** The BroadcastChannel /callback/github answers on. */
export const GITHUB_SIGN_IN_CHANNEL = 'sa-github-sign-in';
/** Read and write repositories' contents: what Open and Save need. */
export const GITHUB_SCOPE = 'repo';
export const CALLBACK_PATH = '/callback/github';

export type GitHubSettings = DeploymentSettings['github'];

export function githubAuthorizeUrl(
  settings: GitHubSettings & { clientId: string },
  origin: string,
  state: string,
) {
  const url = new URL(`${settings.url}/login/oauth/authorize`);
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('scope', GITHUB_SCOPE);
  url.searchParams.set('redirect_uri', `${origin}${CALLBACK_PATH}`);
  url.searchParams.set('state', state);
  return url.href;
}

/**
 * Signs in to GitHub in a popup and keeps the connection in `store`. Must be called straight from
 * a click (the popup opens before anything is awaited, or the browser blocks it). Rejects with the
 * callback's error text, or when the popup is blocked or closed.
 */
export async function signInToGitHub(
  settings: GitHubSettings,
  store: GitHubSessionStore,
): Promise<GitHubConnection> {
  const { clientId } = settings;
  if (!clientId) throw new Error('GitHub is not configured on this deployment.');
  const state = rememberNewState(GITHUB_SIGN_IN_CHANNEL);
  const { token } = await openSignInPopup({
    url: githubAuthorizeUrl({ ...settings, clientId }, window.location.origin, state),
    channel: GITHUB_SIGN_IN_CHANNEL,
  });
  const user = await getAuthenticatedUser(await githubClient(token, settings.apiUrl));
  const connection = { token, user };
  store.set(connection);
  return connection;
}
