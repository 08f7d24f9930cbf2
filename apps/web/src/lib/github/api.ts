import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';
import type { GitHubClient } from './client';
import { type GitHubUser, NO_PUBLIC_EMAIL } from './session';

/** The GitHub calls the playground (and later the Classroom) makes, over Octokit. */

export interface RepoRef {
  owner: string;
  name: string;
}

export interface RepoSummary extends RepoRef {
  fullName: string;
}

export interface ContentEntry {
  name: string;
  path: string;
  type: 'file' | 'dir' | 'symlink' | 'submodule';
  sha: string;
}

/** What a path holds: a file's text and sha (needed to overwrite it), or a folder. */
export type PathContent =
  | { kind: 'file'; text: string; sha: string }
  | { kind: 'dir'; entries: ContentEntry[] };

/** The signed-in user: login, name and email (commits carry the last two). */
export async function getAuthenticatedUser(client: GitHubClient): Promise<GitHubUser> {
  const { data } = await client.rest.users.getAuthenticated();
  return { login: data.login, name: data.name || data.login, email: data.email || NO_PUBLIC_EMAIL };
}

/** Every repository of the signed-in user, all pages of 100 (spec 3 section 9). */
export async function listAllRepos(client: GitHubClient): Promise<RepoSummary[]> {
  const repos = await client.paginate(client.rest.repos.listForAuthenticatedUser, { per_page: 100 });
  return repos.map((repo) => ({ owner: repo.owner.login, name: repo.name, fullName: repo.full_name }));
}

/** A folder's entries (folders first, then by name), or the file at that path. Throws on 404. */
export async function readPath(client: GitHubClient, repo: RepoRef, path: string): Promise<PathContent> {
  const { data } = await client.rest.repos.getContent({ owner: repo.owner, repo: repo.name, path });
  if (Array.isArray(data)) {
    const entries = data.map(({ name, path: entryPath, type, sha }) => ({
      name,
      path: entryPath,
      type: type as ContentEntry['type'],
      sha,
    }));
    entries.sort(
      (a, b) => Number(b.type === 'dir') - Number(a.type === 'dir') || a.name.localeCompare(b.name),
    );
    return { kind: 'dir', entries };
  }
  if (data.type !== 'file' || !('content' in data)) {
    throw new Error(`${path} is a ${data.type}, not a file`);
  }
  return { kind: 'file', text: decodeBase64Utf8(data.content), sha: data.sha };
}

export interface WriteFileInput {
  repo: RepoRef;
  path: string;
  text: string;
  message: string;
  /** The current file's sha: required to overwrite, absent to create. */
  sha?: string | undefined;
  author: GitHubUser;
}

/** Creates or overwrites a file in one commit; answers the new file's sha. */
export async function writeFile(client: GitHubClient, input: WriteFileInput): Promise<string> {
  const person = { name: input.author.name, email: input.author.email };
  const { data } = await client.rest.repos.createOrUpdateFileContents({
    owner: input.repo.owner,
    repo: input.repo.name,
    path: input.path,
    message: input.message,
    content: encodeBase64Utf8(input.text),
    ...(input.sha ? { sha: input.sha } : {}),
    committer: person,
    author: person,
  });
  const sha = data.content?.sha;
  if (!sha) throw new Error('GitHub did not answer the saved file');
  return sha;
}
