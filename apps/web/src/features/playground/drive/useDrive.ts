import { useCallback, useMemo, useState } from 'react';
import type { Notifier } from '../../../app/toaster';
import { languageAppProperties, languageFromAppProperties } from '../../../lib/google/appProperties';
import {
  createDriveClient,
  type DriveClient,
  type DriveFile,
  DriveUnauthorizedError,
} from '../../../lib/google/drive';
import {
  dropGoogleToken,
  type GoogleToken,
  loadGoogleToken,
  signInToGoogle,
} from '../../../lib/google/token';
import { createStore, type Store, useStore } from '../../../workspace/createStore';
import type { WorkspaceStore } from '../../../workspace/state';
import { loadedMessage, OPEN_ERROR, SAVE_ERROR, SIGN_IN_AGAIN, savedMessage } from './messages';

export interface DriveSettings {
  clientId: string;
  accountsUrl: string;
  apiUrl: string;
}

/** The Drive file the playground last opened or saved, and the program it then held. */
export interface OpenedFile {
  id: string;
  name: string;
  content: string;
}

/** Spec 3 section 2.6: the cloud file button's states. */
export type DriveFileState = 'inactive' | 'saved' | 'dirty';

export interface DriveOptions {
  settings: DriveSettings;
  store: WorkspaceStore;
  notifier: Notifier;
  /** Test seam: the fetch Drive calls go through. */
  fetch?: typeof fetch;
}

const success = { intent: 'success' as const };

/**
 * The opened file belongs to the workspace, not to the menu: on a phone the menu sits in the
 * control bar's popover and unmounts when it closes, and the file must still be there for Save.
 */
const openedFiles = new WeakMap<WorkspaceStore, Store<{ file: OpenedFile | null }>>();

function openedFileStore(workspace: WorkspaceStore): Store<{ file: OpenedFile | null }> {
  let found = openedFiles.get(workspace);
  if (!found) {
    found = createStore<{ file: OpenedFile | null }>({ file: null });
    openedFiles.set(workspace, found);
  }
  return found;
}

/**
 * The playground's Google Drive connection: the sign-in, the opened file and the calls, with
 * the spec's messages. A rejected token (401, or expired) is dropped and the user asked to log in.
 */
export function useDrive({ settings, store, notifier, fetch }: DriveOptions) {
  const [token, setToken] = useState<GoogleToken | null>(() => loadGoogleToken());
  const openedStore = openedFileStore(store);
  const opened = useStore(openedStore, (s) => s.file);
  const setOpened = useCallback((file: OpenedFile) => openedStore.setState({ file }), [openedStore]);
  const [busy, setBusy] = useState(false);
  const editorValue = useStore(store, (s) => s.editorValue);
  const fileState: DriveFileState = !opened ? 'inactive' : opened.content === editorValue ? 'saved' : 'dirty';

  const forget = useCallback(() => {
    dropGoogleToken();
    setToken(null);
  }, []);

  const { clientId, accountsUrl, apiUrl } = settings;
  /** Keeps the token object while the token is the same, so nothing re-renders (and re-lists) for it. */
  const keep = useCallback((next: GoogleToken | null) => {
    setToken((previous) => (previous?.token === next?.token ? previous : next));
  }, []);

  const logIn = useCallback(async (): Promise<GoogleToken | null> => {
    try {
      const fresh = await signInToGoogle({ clientId, accountsUrl, origin: window.location.origin });
      keep(fresh);
      return fresh;
    } catch (error) {
      notifier.show(error instanceof Error ? error.message : String(error));
      return null;
    }
  }, [clientId, accountsUrl, notifier, keep]);

  /** Before a dialog opens: signs in first (the popup needs the click's user gesture). */
  const ensureSignedIn = useCallback(async (): Promise<boolean> => {
    const current = loadGoogleToken();
    keep(current);
    if (current) return true;
    return (await logIn()) !== null;
  }, [logIn, keep]);

  /** The menu opening: a token that expired meanwhile shows as logged out. */
  const refresh = useCallback(() => keep(loadGoogleToken()), [keep]);

  /** A client with a good token: the stored one, or one from a fresh sign-in. */
  const client = useCallback(async (): Promise<DriveClient | null> => {
    const current = loadGoogleToken() ?? (await logIn());
    if (!current) return null;
    keep(current);
    return createDriveClient({ apiUrl, token: current.token, ...(fetch ? { fetch } : {}) });
  }, [apiUrl, fetch, logIn, keep]);

  const failed = useCallback(
    (error: unknown, message: string) => {
      if (error instanceof DriveUnauthorizedError) {
        forget();
        notifier.show(SIGN_IN_AGAIN, { intent: 'warning' });
      } else {
        console.error(error);
        notifier.show(message);
      }
    },
    [forget, notifier],
  );

  /** Runs one Drive call with the busy flag; the failure message names what was being done. */
  const run = useCallback(
    async <T>(message: string, work: (drive: DriveClient) => Promise<T>): Promise<T | undefined> => {
      const drive = await client();
      if (!drive) return undefined;
      setBusy(true);
      try {
        return await work(drive);
      } catch (error) {
        failed(error, message);
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [client, failed],
  );

  const open = useCallback(
    async (file: DriveFile): Promise<boolean> => {
      const got = await run(OPEN_ERROR, (drive) => drive.openFile(file.id));
      if (!got) return false;
      const language = languageFromAppProperties(got.file.appProperties);
      store.setState({ editorValue: got.content, chapter: language.chapter, variant: language.variant });
      setOpened({ id: got.file.id, name: got.file.name, content: got.content });
      notifier.show(loadedMessage(got.file.name), success);
      return true;
    },
    [run, store, notifier, setOpened],
  );

  const program = useCallback(() => {
    const { editorValue: content, chapter, variant } = store.getState();
    return { content, appProperties: languageAppProperties({ chapter, variant }) };
  }, [store]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!opened) return false;
    const { content, appProperties } = program();
    const saved = await run(SAVE_ERROR, (drive) => drive.updateFile(opened.id, { content, appProperties }));
    if (!saved) return false;
    setOpened({ id: saved.id, name: saved.name, content });
    notifier.show(savedMessage(saved.name), success);
    return true;
  }, [opened, program, run, notifier, setOpened]);

  const saveAs = useCallback(
    async (name: string, parent?: string): Promise<boolean> => {
      const { content, appProperties } = program();
      const saved = await run(SAVE_ERROR, (drive) =>
        drive.createFile({ name, appProperties, content, ...(parent ? { parent } : {}) }),
      );
      if (!saved) return false;
      setOpened({ id: saved.id, name: saved.name, content });
      notifier.show(savedMessage(saved.name), success);
      return true;
    },
    [program, run, notifier, setOpened],
  );

  /** Listing for the dialogs: they show their own failure, so no toast here beyond the 401's. */
  const list = useCallback(
    async (what: 'files' | 'folders'): Promise<DriveFile[] | null> => {
      const drive = await client();
      if (!drive) return null;
      try {
        return what === 'files' ? await drive.listFiles() : await drive.listFolders();
      } catch (error) {
        if (error instanceof DriveUnauthorizedError) failed(error, '');
        else console.error(error);
        return null;
      }
    },
    [client, failed],
  );

  return useMemo(
    () => ({
      signedIn: token !== null,
      opened,
      fileState,
      busy,
      logIn,
      logOut: forget,
      ensureSignedIn,
      refresh,
      open,
      save,
      saveAs,
      list,
    }),
    [token, opened, fileState, busy, logIn, forget, ensureSignedIn, refresh, open, save, saveAs, list],
  );
}

export type Drive = ReturnType<typeof useDrive>;
