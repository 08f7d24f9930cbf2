import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The GitHub connection of this tab (the playground's menu, later the Classroom): GitHub's access
 * token and who it belongs to. It lives in sessionStorage only, so it ends with the tab and never
 * reaches our server (spec 3 section 7, issue 20). It is separate from signing in to the platform.
 */
export interface GitHubUser {
  login: string;
  /** The profile's name, or the login when the profile has none. */
  name: string;
  /** The public email, or GitHub's own wording for none (spec 3 section 7). */
  email: string;
}

export interface GitHubConnection {
  token: string;
  user: GitHubUser;
}

export const NO_PUBLIC_EMAIL = 'No public email provided';
export const GITHUB_SESSION_KEY = 'sa-github-connection';

export interface GitHubSessionStore {
  getSnapshot(): GitHubConnection | null;
  subscribe(listener: () => void): () => void;
  set(connection: GitHubConnection): void;
  clear(): void;
}

function isConnection(value: unknown): value is GitHubConnection {
  if (typeof value !== 'object' || value === null) return false;
  const { token, user } = value as Record<string, unknown>;
  if (typeof token !== 'string' || typeof user !== 'object' || user === null) return false;
  const { login, name, email } = user as Record<string, unknown>;
  return typeof login === 'string' && typeof name === 'string' && typeof email === 'string';
}

export function createGitHubSessionStore(storage: Storage | undefined): GitHubSessionStore {
  const read = (): GitHubConnection | null => {
    try {
      const raw = storage?.getItem(GITHUB_SESSION_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : null;
      return isConnection(parsed) ? parsed : null;
    } catch {
      return null; // storage off or a damaged entry: not connected
    }
  };
  let current = read();
  const listeners = new Set<() => void>();
  const update = (next: GitHubConnection | null) => {
    current = next;
    try {
      if (next) storage?.setItem(GITHUB_SESSION_KEY, JSON.stringify(next));
      else storage?.removeItem(GITHUB_SESSION_KEY);
    } catch {
      // Storage off: the connection lasts as long as the page.
    }
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: update,
    clear: () => update(null),
  };
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let tabStore: GitHubSessionStore | null = null;

/** The tab's one connection, shared by every part of the app that talks to GitHub. */
export function tabGitHubSession(): GitHubSessionStore {
  tabStore ??= createGitHubSessionStore(sessionStorageOrUndefined());
  return tabStore;
}

/** Tests give a store of their own; the app uses the tab's. */
export const GitHubSessionContext = createContext<GitHubSessionStore | null>(null);

export function useGitHubSessionStore(): GitHubSessionStore {
  return useContext(GitHubSessionContext) ?? tabGitHubSession();
}

/** The current connection, or null when not signed in to GitHub. */
export function useGitHubConnection(): GitHubConnection | null {
  const store = useGitHubSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
