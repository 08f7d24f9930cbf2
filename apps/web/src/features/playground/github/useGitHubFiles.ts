import { useCallback, useEffect, useState } from 'react';
import type { Notifier } from '../../../app/toaster';
import { type RepoRef, readPath, writeFile } from '../../../lib/github/api';
import { githubClient, githubStatus } from '../../../lib/github/client';
import type { GitHubConnection } from '../../../lib/github/session';
import type { WorkspaceStore } from '../../../workspace/state';
import {
  DEFAULT_COMMIT_MESSAGE,
  ERROR_TOAST_MS,
  MESSAGES,
  type OpenedFile,
  pathToOpen,
  pathToSave,
  type TreeSelection,
} from './rules';

interface Options {
  store: WorkspaceStore;
  connection: GitHubConnection | null;
  apiUrl: string;
  notifier: Notifier;
}

/**
 * Open, Save and Save As between the editor and a repository, with the file last opened or saved
 * (what the button's saved/dirty state compares against). Each action answers whether it worked,
 * so a dialog knows to close.
 */
export function useGitHubFiles({ store, connection, apiUrl, notifier }: Options) {
  const [opened, setOpened] = useState<OpenedFile | null>(null);
  const token = connection?.token;

  // Another account, or none: the file chosen under the old one is no longer ours to save to.
  useEffect(() => {
    if (token === undefined) setOpened(null);
  }, [token]);

  const fail = useCallback(
    (message: string) => {
      notifier.show(message, { intent: 'danger', timeout: ERROR_TOAST_MS });
      return false;
    },
    [notifier],
  );
  const succeed = useCallback(
    (message: string) => {
      notifier.show(message, { intent: 'success', timeout: ERROR_TOAST_MS });
      return true;
    },
    [notifier],
  );

  const client = useCallback(async () => {
    if (!connection) throw new Error(MESSAGES.notLoggedIn);
    return githubClient(connection.token, apiUrl);
  }, [connection, apiUrl]);

  const open = useCallback(
    async (repo: RepoRef, selection: TreeSelection | null): Promise<boolean> => {
      if (!connection) return fail(MESSAGES.notLoggedIn);
      const target = pathToOpen(selection);
      if (!target.ok) return fail(target.error);
      try {
        const content = await readPath(await client(), repo, target.path);
        if (content.kind === 'dir') return fail(MESSAGES.folderAsFile);
        store.setState({ editorValue: content.text });
        setOpened({ repo, path: target.path, sha: content.sha, text: content.text });
        return succeed(`Successfully loaded ${target.path}!`);
      } catch {
        return fail(MESSAGES.denied);
      }
    },
    [connection, client, store, fail, succeed],
  );

  /** Writes the editor's text; `sha` overwrites, none creates. */
  const write = useCallback(
    async (repo: RepoRef, path: string, message: string, sha: string | undefined): Promise<boolean> => {
      if (!connection) return fail(MESSAGES.notLoggedIn);
      const text = store.getState().editorValue;
      try {
        const newSha = await writeFile(await client(), {
          repo,
          path,
          text,
          message: message.trim() || DEFAULT_COMMIT_MESSAGE,
          sha,
          author: connection.user,
        });
        setOpened({ repo, path, sha: newSha, text });
        return succeed(`Successfully saved ${path}!`);
      } catch (error) {
        return fail(githubStatus(error) === 409 ? MESSAGES.conflict : MESSAGES.denied);
      }
    },
    [connection, client, store, fail, succeed],
  );

  /** Save: over the file last opened or saved, with the sha GitHub gave then. */
  const save = useCallback(async (): Promise<boolean> => {
    if (!opened) return fail(MESSAGES.selectFile);
    return write(opened.repo, opened.path, DEFAULT_COMMIT_MESSAGE, opened.sha);
  }, [opened, write, fail]);

  /** Save As: a new file, or over an existing one (its current sha read first); never a folder. */
  const saveAs = useCallback(
    async (repo: RepoRef, selection: TreeSelection | null, fileName: string, message: string) => {
      if (!connection) return fail(MESSAGES.notLoggedIn);
      const target = pathToSave(selection, fileName);
      if (!target.ok) return fail(target.error);
      let sha: string | undefined;
      try {
        const existing = await readPath(await client(), repo, target.path);
        if (existing.kind === 'dir') return fail(MESSAGES.saveOverFolder);
        sha = existing.sha;
      } catch (error) {
        // 404: nothing there yet, so the file is created.
        if (githubStatus(error) !== 404) return fail(MESSAGES.denied);
      }
      return write(repo, target.path, message, sha);
    },
    [connection, client, write, fail],
  );

  return { opened, open, save, saveAs };
}
