import { BRIEFING_FILE, type LoadedFile, METADATA_FILE, TASK_FILES, taskFoldersIn } from '@sa/domain';
import { type ContentEntry, type RepoRef, readPath } from './api';
import type { GitHubClient } from './client';
import { githubStatus } from './client';
import type { GitHubUser } from './session';

/**
 * The Classroom's calls on a mission repository (spec 3 sections 3 and 7): reading its files with
 * their shas, deleting a file, creating a repository. Writing a file is api.ts's writeFile.
 */

const CLASSROOM_FILES = new Set<string>(Object.values(TASK_FILES));

async function readText(client: GitHubClient, repo: RepoRef, path: string): Promise<LoadedFile> {
  const content = await readPath(client, repo, path);
  if (content.kind !== 'file') throw new Error(`${path} is a folder, not a file`);
  return { text: content.text, sha: content.sha };
}

async function listFolder(client: GitHubClient, repo: RepoRef, path: string): Promise<ContentEntry[]> {
  const content = await readPath(client, repo, path);
  return content.kind === 'dir' ? content.entries : [];
}

/**
 * Every file of a mission repository the Classroom works with: README.md, .metadata and each task
 * folder Q1.. up to the first missing one. Files of a task folder the Classroom does not read are
 * kept with their sha only (empty text), so that deleting the task deletes its whole folder.
 */
export async function readMissionRepository(
  client: GitHubClient,
  repo: RepoRef,
): Promise<Map<string, LoadedFile>> {
  const top = await listFolder(client, repo, '');
  const files = new Map<string, LoadedFile>();
  const reads: Promise<void>[] = [];
  const read = (path: string) =>
    reads.push(readText(client, repo, path).then((file) => void files.set(path, file)));
  for (const entry of top) {
    if (entry.type === 'file' && (entry.name === BRIEFING_FILE || entry.name === METADATA_FILE))
      read(entry.path);
  }
  const folders = taskFoldersIn(top);
  const listings = await Promise.all(folders.map((folder) => listFolder(client, repo, folder)));
  for (const entry of listings.flat()) {
    if (entry.type !== 'file') continue;
    if (CLASSROOM_FILES.has(entry.name)) read(entry.path);
    else files.set(entry.path, { text: '', sha: entry.sha });
  }
  await Promise.all(reads);
  return files;
}

export interface DeleteFileInput {
  repo: RepoRef;
  path: string;
  sha: string;
  message: string;
  author: GitHubUser;
}

/** Deletes one file in one commit; GitHub refuses (409) when `sha` is no longer the file's. */
export async function deleteFile(client: GitHubClient, input: DeleteFileInput): Promise<void> {
  const person = { name: input.author.name, email: input.author.email };
  await client.rest.repos.deleteFile({
    owner: input.repo.owner,
    repo: input.repo.name,
    path: input.path,
    message: input.message,
    sha: input.sha,
    committer: person,
    author: person,
  });
}

/** POST /user/repos: a new repository of the signed-in user, answered as owner and name. */
export async function createUserRepository(client: GitHubClient, name: string): Promise<RepoRef> {
  const { data } = await client.rest.repos.createForAuthenticatedUser({ name });
  return { owner: data.owner.login, name: data.name };
}

/** A read that failed because the path is not there (a repository without README.md). */
export const isNotFound = (error: unknown): boolean => githubStatus(error) === 404;
