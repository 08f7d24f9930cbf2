import type { Extension } from '@codemirror/state';
import { Prec } from '@codemirror/state';
import { keymap } from '@codemirror/view';
import { SHARED_DOC_CODE, SHARED_DOC_SETTINGS } from '@sa/contracts';
import { yCollab, yUndoManagerKeymap } from 'y-codemirror.next';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import { CLOSE_CODES, closeMessage, couldNotConnect } from './messages';

/** How a collaborator is drawn in the others' editors (y-codemirror.next's awareness `user`). */
export interface SessionUser {
  name: string;
  color: string;
  colorLight: string;
}

export type ConnectionStatus = 'connecting' | 'connected';

export interface ConnectOptions {
  /** ws(s)://host/sharedb: the session's socket is `{socketBase}/{id}`. */
  socketBase: string;
  id: string;
  /** The current access token, read before each (re)connection: tokens live minutes. */
  accessToken(): string | undefined;
  /** Refreshes the tokens once; false when the sign-in is over. */
  refresh(): Promise<boolean>;
  user: SessionUser;
  onStatus(status: ConnectionStatus): void;
  /** The document has caught up with the server's for the first time. */
  onFirstSync(): void;
  /** The connection ended for good (a close code retrying cannot fix); the session is unusable. */
  onFailed(message: string): void;
  /** The WebSocket class (Node's own in tests); the browser's by default. */
  WebSocketClass?: typeof WebSocket;
}

export interface SessionConnection {
  doc: Y.Doc;
  /** The program. */
  text: Y.Text;
  /** `chapter` (number) and `variant` (string). */
  settings: Y.Map<unknown>;
  provider: WebsocketProvider;
  /** Undo and redo of this user's own edits only. */
  undoManager: Y.UndoManager;
  /** What binds the editor to the shared text: edits both ways, collaborators' cursors, undo. */
  editorExtensions: Extension[];
  destroy(): void;
}

/**
 * Joins a session's Yjs document over the y-websocket protocol. Dropped connections are retried
 * (the provider backs off); the server's 44xx close codes end the session, except an expired
 * token (4401), which is refreshed once before one more try.
 */
export function connectSession(options: ConnectOptions): SessionConnection {
  const doc = new Y.Doc();
  const text = doc.getText(SHARED_DOC_CODE);
  const settings = doc.getMap<unknown>(SHARED_DOC_SETTINGS);
  const tokenParams = (): Record<string, string> => {
    const token = options.accessToken();
    return token ? { token } : {};
  };
  const provider = new WebsocketProvider(options.socketBase, options.id, doc, {
    params: tokenParams(),
    // Every edit goes through the server, even between tabs of one browser: what users see is
    // what the session holds.
    disableBc: true,
    ...(options.WebSocketClass ? { WebSocketPolyfill: options.WebSocketClass } : {}),
  });
  provider.awareness.setLocalStateField('user', options.user);
  const undoManager = new Y.UndoManager(text);

  let everOpened = false;
  let everSynced = false;
  let refreshedSinceSync = false;
  let over = false;
  const fail = (message: string) => {
    if (over) return;
    over = true;
    provider.disconnect();
    options.onFailed(message);
  };

  provider.on('status', ({ status }) => {
    if (over) return;
    if (status === 'connected') everOpened = true;
    options.onStatus(status === 'connected' ? 'connected' : 'connecting');
  });
  provider.on('sync', (synced) => {
    if (!synced || over) return;
    refreshedSinceSync = false;
    if (!everSynced) {
      everSynced = true;
      options.onFirstSync();
    }
  });
  // Before the provider's next attempt: the token may have been refreshed meanwhile.
  provider.on('connection-close', () => {
    provider.params = tokenParams();
  });
  provider.on('connection-error', () => {
    // Never reached at all (no server, refused upgrade): say so rather than retry silently.
    if (!everOpened) fail(couldNotConnect());
  });
  provider.on('closed', ({ code, reason }) => {
    if (over) return;
    if (code === CLOSE_CODES.unauthorised && !refreshedSinceSync) {
      refreshedSinceSync = true;
      void options.refresh().then(
        (fresh) => {
          if (over) return;
          if (!fresh) return fail(closeMessage(code, reason));
          provider.params = tokenParams();
          provider.connect();
        },
        () => fail(closeMessage(code, reason)),
      );
      return;
    }
    fail(closeMessage(code, reason));
  });

  return {
    doc,
    text,
    settings,
    provider,
    undoManager,
    editorExtensions: [
      yCollab(text, provider.awareness, { undoManager }),
      // Undo takes back this user's own edits, never a collaborator's: ahead of the editor's history.
      Prec.high(keymap.of(yUndoManagerKeymap)),
    ],
    destroy() {
      over = true;
      undoManager.destroy();
      provider.destroy();
      doc.destroy();
    },
  };
}
