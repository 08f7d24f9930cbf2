import {
  CLASSROOM_COMMIT_MESSAGE,
  CLASSROOM_TEXTS,
  defaultMission,
  FILE_CONTENT_WARNING_MS,
  hasUnsavedChanges,
  type LoadedFile,
  type Mission,
  missionFromLoaded,
  newMissionFiles,
  type RepoRef,
  saveRefusal,
  successfully,
} from '@sa/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Notifier } from '../../../app/toaster';
import { getAuthenticatedUser, writeFile } from '../../../lib/github/api';
import { type GitHubClient, githubClient } from '../../../lib/github/client';
import { createUserRepository, deleteFile, readMissionRepository } from '../../../lib/github/contents';
import type { GitHubConnection } from '../../../lib/github/session';
import { classroomUnsaved } from '../unsaved';
import { type MissionFileApi, saveMission } from './saveMission';
import { WORKSPACE_TEXTS } from './texts';

export interface MissionCopy {
  /** The repository's files as last loaded or saved, with their shas. */
  loaded: Map<string, LoadedFile>;
  /** The mission those files hold: what Reset goes back to and unsaved changes are measured from. */
  baseline: Mission;
}

export type MissionLoad = { status: 'loading' } | { status: 'failed' } | ({ status: 'ready' } & MissionCopy);

const ERROR = { intent: 'danger', timeout: 2000 } as const;

/** Reads the mission repository (or starts a new mission when there is none). */
export function useMissionLoad(
  repo: RepoRef | null,
  connection: GitHubConnection,
  apiUrl: string,
  notifier: Notifier,
): MissionLoad {
  const [load, setLoad] = useState<MissionLoad>(() =>
    repo ? { status: 'loading' } : { status: 'ready', loaded: new Map(), baseline: defaultMission() },
  );
  const owner = repo?.owner;
  const name = repo?.name;
  const { token } = connection;
  useEffect(() => {
    if (owner === undefined || name === undefined) return;
    let live = true;
    githubClient(token, apiUrl)
      .then((client) => readMissionRepository(client, { owner, name }))
      .then(
        (loaded) => live && setLoad({ status: 'ready', loaded, baseline: missionFromLoaded(loaded) }),
        () => {
          if (!live) return;
          notifier.show(CLASSROOM_TEXTS.fileContentError, {
            intent: 'warning',
            timeout: FILE_CONTENT_WARNING_MS,
          });
          setLoad({ status: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [owner, name, token, apiUrl, notifier]);
  return load;
}

function fileApi(
  client: GitHubClient,
  repo: RepoRef,
  author: Awaited<ReturnType<typeof getAuthenticatedUser>>,
) {
  const message = CLASSROOM_COMMIT_MESSAGE;
  const api: MissionFileApi = {
    write: ({ path, text, sha }) => writeFile(client, { repo, path, text, sha, message, author }),
    remove: ({ path, sha }) => deleteFile(client, { repo, path, sha, message, author }),
  };
  return api;
}

export interface MissionEditing {
  /** The mission's repository; null until a new mission is first saved. */
  repo: RepoRef | null;
  mission: Mission;
  setMission(change: (mission: Mission) => Mission): void;
  unsaved: boolean;
  /** Back to the copy last loaded or saved. */
  reset(): void;
  /** Saves to the existing repository; for a new mission, the caller shows the save dialog first. */
  save(): Promise<void>;
  /** Whether saving may start (signed in, before the due date); says why not when it may not. */
  mayStart(): boolean;
  /** Creates the repository `title` and writes every file; answers the new repository. */
  createRepository(title: string): Promise<RepoRef | null>;
  saving: boolean;
}

/**
 * The mission being edited, against the copy last loaded or saved (spec 3 section 4): the unsaved
 * flag (kept in step with the area's navbar), Reset, Save and a new mission's repository.
 */
export function useMissionEditing(options: {
  repo: RepoRef | null;
  copy: MissionCopy;
  connection: GitHubConnection | null;
  apiUrl: string;
  dueDate: string | undefined;
  notifier: Notifier;
}): MissionEditing {
  const { connection, apiUrl, dueDate, notifier } = options;
  const [repo, setRepo] = useState(options.repo);
  const [copy, setCopy] = useState(options.copy);
  const [mission, setMissionState] = useState(options.copy.baseline);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const current = useRef(mission);
  current.current = mission;
  const unsaved = useMemo(() => hasUnsavedChanges(copy.baseline, mission), [copy.baseline, mission]);

  useEffect(() => classroomUnsaved.set(unsaved), [unsaved]);
  useEffect(() => () => classroomUnsaved.set(false), []);

  const setMission = useCallback((change: (mission: Mission) => Mission) => setMissionState(change), []);

  const mayStart = useCallback(() => {
    const refusal = saveRefusal({ signedIn: connection !== null, dueDate, now: new Date() });
    if (refusal !== null) notifier.show(refusal, ERROR);
    return refusal === null;
  }, [connection, dueDate, notifier]);

  const save = useCallback(async () => {
    // One save at a time: a second one would send the shas the first is replacing.
    if (busy.current || !mayStart() || !connection || !repo) return;
    busy.current = true;
    setSaving(true);
    try {
      const client = await githubClient(connection.token, apiUrl);
      const author = await getAuthenticatedUser(client);
      const saved = current.current;
      const outcome = await saveMission(fileApi(client, repo, author), copy.loaded, saved);
      // What did get written is the new baseline: the next save must carry those files' new shas.
      setCopy({
        loaded: outcome.loaded,
        baseline: outcome.kind === 'saved' ? saved : missionFromLoaded(outcome.loaded),
      });
      if (outcome.kind === 'stopped') notifier.show(outcome.message, { intent: 'danger', timeout: 8000 });
      else if (outcome.kind === 'nothing')
        notifier.show(WORKSPACE_TEXTS.nothingToSave, { intent: 'primary' });
      else notifier.show(successfully('saved', `${repo.owner}/${repo.name}`), { intent: 'success' });
    } catch {
      notifier.show(CLASSROOM_TEXTS.saveFileFailed, ERROR);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [mayStart, connection, repo, apiUrl, copy.loaded, notifier]);

  const createRepository = useCallback(
    async (title: string): Promise<RepoRef | null> => {
      if (!connection) return null;
      setSaving(true);
      try {
        const client = await githubClient(connection.token, apiUrl);
        const author = await getAuthenticatedUser(client);
        let created: RepoRef;
        try {
          created = await createUserRepository(client, title.trim());
        } catch {
          notifier.show(CLASSROOM_TEXTS.createRepositoryFailed, ERROR);
          return null;
        }
        const saved = current.current;
        const api = fileApi(client, created, author);
        const loaded = new Map<string, LoadedFile>();
        try {
          for (const file of newMissionFiles(saved))
            loaded.set(file.path, { text: file.text, sha: await api.write(file) });
        } catch {
          notifier.show(CLASSROOM_TEXTS.saveFileFailed, ERROR);
        }
        setRepo(created);
        setCopy({ loaded, baseline: missionFromLoaded(loaded) });
        notifier.show(successfully('created', `${created.owner}/${created.name}`), { intent: 'success' });
        return created;
      } finally {
        setSaving(false);
      }
    },
    [connection, apiUrl, notifier],
  );

  const reset = useCallback(() => setMissionState(copy.baseline), [copy.baseline]);

  return { repo, mission, setMission, unsaved, reset, save, mayStart, createRepository, saving };
}
