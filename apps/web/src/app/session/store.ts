import type { UserResponse } from '@sa/contracts';
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { SessionSnapshot } from './snapshot';

export type { SessionSnapshot } from './snapshot';

/** Local storage key of the compressed session. */
export const SESSION_STORAGE_KEY = 'sa-session';
/** Spec 1 section 9: local state is saved at most once per second. */
export const SAVE_INTERVAL_MS = 1000;

export const SIGNED_OUT: SessionSnapshot = { tokens: null, profile: null };

/** The part of the Web Storage API the store uses (the page's localStorage, or a test's copy). */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  setTokens(tokens: SessionSnapshot['tokens']): void;
  setProfile(profile: UserResponse | null): void;
  setAgreedToResearch(agreed: boolean): void;
  /** Forget everything and remove the stored copy at once (not throttled). */
  clear(): void;
  /** Write a pending save now (a refreshed token pair, tests, page unload). */
  flush(): void;
  /**
   * Take in what another tab stored since this one last read or wrote the stored session: a
   * token pair it rotated, a sign-out, a sign-in. Runs on every storage event and before a save.
   */
  syncFromStorage(): void;
}

export interface SessionStoreOptions {
  storage?: StorageArea | undefined;
  /**
   * Where other tabs' writes to the storage are announced (`storage` events). Default: the
   * window, when the storage is the window's localStorage.
   */
  otherTabs?: EventTarget | undefined;
  /** Called when the stored blob cannot be read back. */
  onCorrupt?: () => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Reads the stored session: undefined when none is stored, 'corrupt' when it cannot be used. */
export function readStoredSession(storage: StorageArea): SessionSnapshot | 'corrupt' | undefined {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  return raw === null ? undefined : parseStoredSession(raw);
}

function parseStoredSession(raw: string): SessionSnapshot | 'corrupt' {
  try {
    const text = decompressFromUTF16(raw);
    if (!text) return 'corrupt';
    const parsed = SessionSnapshot.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'corrupt';
  } catch {
    return 'corrupt';
  }
}

type Tokens = SessionSnapshot['tokens'];

function sameTokens(a: Tokens, b: Tokens): boolean {
  return (
    a === b ||
    (a !== null && b !== null && a.accessToken === b.accessToken && a.refreshToken === b.refreshToken)
  );
}

/**
 * This tab's session after another tab stored `theirs`, `base` being the tokens stored when this
 * tab last read or wrote. Tokens this tab changed and has not saved yet win (they are written
 * next); otherwise the other tab's tokens are taken, or its sign-out. The profile stays this
 * tab's own (each tab may show another course) unless the other tab signed in someone else.
 */
function mergeOtherTab(ours: SessionSnapshot, base: Tokens, theirs: SessionSnapshot): SessionSnapshot {
  if (!sameTokens(ours.tokens, base) || sameTokens(ours.tokens, theirs.tokens)) return ours;
  if (theirs.tokens === null) return SIGNED_OUT;
  const otherUser = theirs.profile !== null && theirs.profile.user.userId !== ours.profile?.user.userId;
  return { tokens: theirs.tokens, profile: otherUser ? theirs.profile : ours.profile };
}

/** The window, when the storage is its localStorage: its storage events announce other tabs' writes. */
function windowOf(storage: StorageArea | undefined): EventTarget | undefined {
  return typeof window !== 'undefined' && storage !== undefined && storage === window.localStorage
    ? window
    : undefined;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage;
  const now = options.now ?? Date.now;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  let state: SessionSnapshot = SIGNED_OUT;
  const listeners = new Set<() => void>();

  if (storage) {
    const stored = readStoredSession(storage);
    if (stored === 'corrupt') {
      storage.removeItem(SESSION_STORAGE_KEY);
      options.onCorrupt?.();
    } else if (stored) {
      state = stored;
    }
  }

  let lastSave = Number.NEGATIVE_INFINITY;
  let pending = false;
  /** The stored blob as this tab last read or wrote it, and its tokens: later changes are another tab's. */
  let synced: { raw: string | null; tokens: Tokens } = {
    raw: storage?.getItem(SESSION_STORAGE_KEY) ?? null,
    tokens: state.tokens,
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };

  const syncFromStorage = () => {
    if (!storage) return;
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (raw === synced.raw) return;
    const theirs = raw === null ? SIGNED_OUT : parseStoredSession(raw);
    const base = synced.tokens;
    // A blob this tab cannot read is left for whoever wrote it; this tab keeps its own session.
    synced = { raw, tokens: theirs === 'corrupt' ? base : theirs.tokens };
    if (theirs === 'corrupt') return;
    const next = mergeOtherTab(state, base, theirs);
    if (next === state) return;
    state = next;
    notify();
  };

  const write = () => {
    pending = false;
    lastSave = now();
    if (!storage) return;
    // Another tab may have rotated the tokens since: take them in rather than write over them.
    syncFromStorage();
    if (!state.tokens && !state.profile) {
      storage.removeItem(SESSION_STORAGE_KEY);
      synced = { raw: null, tokens: null };
    } else {
      const raw = compressToUTF16(JSON.stringify(state));
      storage.setItem(SESSION_STORAGE_KEY, raw);
      synced = { raw, tokens: state.tokens };
    }
  };

  const otherTabs = options.otherTabs ?? windowOf(storage);
  otherTabs?.addEventListener('storage', (event) => {
    // key null: the other tab cleared the whole storage.
    if (event instanceof StorageEvent && (event.key === SESSION_STORAGE_KEY || event.key === null)) {
      syncFromStorage();
    }
  });

  // Leading and trailing throttle: the first change is saved at once, later changes within the
  // same second are folded into one save at the end of that second.
  const scheduleSave = () => {
    if (pending) return;
    const wait = lastSave + SAVE_INTERVAL_MS - now();
    if (wait <= 0) {
      write();
      return;
    }
    pending = true;
    setTimer(() => {
      if (pending) write();
    }, wait);
  };

  const set = (next: SessionSnapshot) => {
    state = next;
    notify();
    scheduleSave();
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTokens: (tokens) => set({ ...state, tokens }),
    setProfile: (profile) => set({ ...state, profile }),
    setAgreedToResearch(agreed) {
      const registration = state.profile?.courseRegistration;
      if (!state.profile || !registration) return;
      set({
        ...state,
        profile: { ...state.profile, courseRegistration: { ...registration, agreedToResearch: agreed } },
      });
    },
    clear() {
      state = SIGNED_OUT;
      notify();
      pending = false;
      storage?.removeItem(SESSION_STORAGE_KEY);
      synced = { raw: null, tokens: null };
    },
    flush() {
      if (pending) write();
    },
    syncFromStorage,
  };
}
