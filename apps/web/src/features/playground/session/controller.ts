import type { EditorExtensionSlot } from '../../../workspace/editor/extensionSlot';
import type { WorkspaceStore } from '../../../workspace/state';
import { type SessionBackend, SessionBackendError, SessionId } from './backend';
import type { ConnectOptions, SessionConnection } from './connection';
import { couldNotConnect, SESSION_NOT_FOUND } from './messages';
import {
  NO_SESSION,
  type SessionEvent,
  type SessionState,
  sessionIdOf,
  sessionReducer,
} from './sessionState';
import { bindSharedSettings } from './settingsSync';

/** Spec 3 sections 4 and 9: while in a session, whether it still exists is asked every 5 s. */
export const LIVENESS_INTERVAL_MS = 5_000;

export interface SessionControllerDeps {
  store: WorkspaceStore;
  extensions: EditorExtensionSlot;
  /** The service, or null where there is none to use (signed out, no deployment settings). */
  backend(): SessionBackend | null;
  /**
   * Opens a session's document (connectSession, given the page's socket address and user). A
   * promise: the page loads Yjs and its editor binding only when a session starts.
   */
  connect(
    id: string,
    events: Pick<ConnectOptions, 'onStatus' | 'onFirstSync' | 'onFailed'>,
  ): Promise<SessionConnection | null>;
  notify(message: string): void;
  /** The session id the page's address should carry now (null: none). */
  onAddress(id: string | null): void;
  livenessMs?: number;
}

export interface SessionController {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Creates a session holding the editor's program, chapter and variant, and joins it. */
  create(): Promise<void>;
  /** Joins the session with this id, once the service says it exists. */
  join(id: string): Promise<void>;
  leave(): void;
  /** Leaves without touching the address (the page is going away). */
  dispose(): void;
}

/**
 * The playground's side of a shared editing session: the service calls, the document's
 * connection, binding it to the editor and the chapter, the liveness check and the address.
 */
export function createSessionController(deps: SessionControllerDeps): SessionController {
  let state: SessionState = NO_SESSION;
  const listeners = new Set<() => void>();
  const dispatch = (event: SessionEvent) => {
    const next = sessionReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  /** What the current session holds open; each attempt has its own, so late answers of an old one are ignored. */
  interface Attempt {
    id: string | null;
    connection: SessionConnection | null;
    cleanups: (() => void)[];
  }
  let attempt: Attempt | null = null;
  const current = (a: Attempt) => attempt === a;

  const close = (address: boolean) => {
    const a = attempt;
    attempt = null;
    if (a) {
      for (const cleanup of a.cleanups.splice(0).reverse()) cleanup();
      a.connection?.destroy();
    }
    dispatch({ type: 'leave' });
    if (address) deps.onAddress(null);
  };

  const failed = (a: Attempt, message: string) => {
    if (!current(a)) return;
    deps.notify(message);
    close(true);
  };

  const bindEditor = (a: Attempt, connection: SessionConnection, creator: boolean) => {
    const { store, extensions } = deps;
    // The editor shows the shared text before the binding goes in; from then on, edits flow both ways.
    const shared = connection.text.toString();
    if (store.getState().editorValue !== shared)
      store.setState({ editorValue: shared, hasUnsavedChanges: true });
    a.cleanups.push(bindSharedSettings(store, connection.settings, { creator }));
    a.cleanups.push(extensions.add(connection.editorExtensions));
  };

  const enter = async (a: Attempt, id: string, creator: boolean) => {
    a.id = id;
    dispatch({ type: 'enter', id });
    deps.onAddress(id);
    let synced = false;
    let connection: SessionConnection | null;
    try {
      connection = await deps.connect(id, {
        onStatus(status) {
          // 'connected' once the document is here; until then the editor is not yet shared.
          if (current(a) && (synced || status === 'connecting')) dispatch({ type: 'status', id, status });
        },
        onFirstSync() {
          if (!current(a) || !a.connection) return;
          synced = true;
          bindEditor(a, a.connection, creator);
          dispatch({ type: 'status', id, status: 'connected' });
        },
        onFailed: (message) => failed(a, message),
      });
    } catch (error) {
      // The session's code could not be loaded (the network went away meanwhile).
      return failed(a, couldNotConnect(error instanceof Error ? error.message : undefined));
    }
    if (!current(a)) {
      connection?.destroy(); // left, or another session started, while it loaded
      return;
    }
    a.connection = connection;
    if (!a.connection) return failed(a, couldNotConnect());
    const timer = setInterval(() => {
      const backend = deps.backend();
      backend?.exists(id).then(
        (exists) => {
          if (!exists) failed(a, SESSION_NOT_FOUND);
        },
        // Unreachable for a moment: the socket's own state says so; the next check tries again.
        () => undefined,
      );
    }, deps.livenessMs ?? LIVENESS_INTERVAL_MS);
    a.cleanups.push(() => clearInterval(timer));
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async create() {
      const backend = deps.backend();
      if (!backend || state.phase !== 'none') return;
      const a: Attempt = { id: null, connection: null, cleanups: [] };
      attempt = a;
      dispatch({ type: 'create' });
      let id: string;
      try {
        id = await backend.create(deps.store.getState().editorValue);
      } catch (error) {
        const message = error instanceof SessionBackendError ? error.message : couldNotConnect();
        return failed(a, message);
      }
      if (current(a)) await enter(a, id, true);
    },
    async join(rawId) {
      const id = rawId.trim();
      if (sessionIdOf(state) === id) return;
      const backend = deps.backend();
      if (!backend) return;
      if (attempt) close(false);
      const a: Attempt = { id, connection: null, cleanups: [] };
      attempt = a;
      if (!SessionId.safeParse(id).success) return failed(a, SESSION_NOT_FOUND);
      dispatch({ type: 'check', id });
      let exists: boolean;
      try {
        exists = await backend.exists(id);
      } catch (error) {
        return failed(a, couldNotConnect(error instanceof Error ? error.message : undefined));
      }
      if (!current(a)) return;
      if (!exists) return failed(a, SESSION_NOT_FOUND);
      await enter(a, id, false);
    },
    leave: () => close(true),
    dispose: () => close(false),
  };
}
