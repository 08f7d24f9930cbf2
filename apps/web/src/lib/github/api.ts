import { decodeBase64Utf8, encodeBase64Utf8 } from './base64';
import type { GitHubClient } from './client';
import { type GitHubUser, NO_PUBLIC_EMAIL } from './session';

/** The GitHub calls the playground and the Classroom make, over Octokit. */

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

export interface OrgSummary {
  login: string;
}

/** Every organisation the signed-in user belongs to (`GET /user/orgs`), all pages. */
export async function listAllOrgs(client: GitHubClient): Promise<OrgSummary[]> {
  const orgs = await client.paginate(client.rest.orgs.listForAuthenticatedUser, { per_page: 100 });
  return orgs.map(({ login }) => ({ login }));
}

/** Every repository of an organisation the user may see (`GET /orgs/{org}/repos`), all pages. */
export async function listAllOrgRepos(client: GitHubClient, org: string): Promise<RepoSummary[]> {
  const repos = await client.paginate(client.rest.repos.listForOrg, { org, per_page: 100 });
  return repos.map((repo) => ({ owner: repo.owner.login, name: repo.name, fullName: repo.full_name }));
}

/** The text and sha of the file at `path`. Throws GitHub's 404 when it is missing, and for a folder. */
export async function readFile(
  client: GitHubClient,
  repo: RepoRef,
  path: string,
): Promise<{ text: string; sha: string }> {
  const content = await readPath(client, repo, path);
  if (content.kind === 'dir') throw new Error(`${path} is a folder, not a file`);
  return { text: content.text, sha: content.sha };
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
