import type { Octokit } from '@octokit/rest';

/**
 * Octokit for every GitHub call, against the deployment's API address (GitHub Enterprise:
 * https://host/api/v3). Loaded on first use, so pages that never talk to GitHub do not carry it.
 */
export type GitHubClient = Octokit;

const clients = new Map<string, Promise<GitHubClient>>();

export function githubClient(token: string, apiUrl: string): Promise<GitHubClient> {
  const key = `${apiUrl}\n${token}`;
  let client = clients.get(key);
  if (!client) {
    client = import('@octokit/rest').then(({ Octokit }) => new Octokit({ auth: token, baseUrl: apiUrl }));
    // A failed load (network) may be retried by the next call.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}

/** The HTTP status of a failed GitHub call, if it got that far. */
export function githubStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}
