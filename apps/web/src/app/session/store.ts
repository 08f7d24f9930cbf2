import type { UserResponse } from '@sa/contracts';
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { SessionSnapshot } from './snapshot';

export type { SessionSnapshot } from './snapshot';

/** Local storage key of the compressed session. */
export const SESSION_STORAGE_KEY = 'sa-session';
/** Spec 1 section 9: local state is saved at most once per second. */
export const SAVE_INTERVAL_MS = 1000;

export const SIGNED_OUT: SessionSnapshot = { tokens: null, profile: null };

export interface SessionStore {
  getSnapshot(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  setTokens(tokens: SessionSnapshot['tokens']): void;
  setProfile(profile: UserResponse | null): void;
  setAgreedToResearch(agreed: boolean): void;
  /** Forget everything and remove the stored copy at once (not throttled). */
  clear(): void;
  /** Write a pending save now (tests, page unload). */
  flush(): void;
}

export interface SessionStoreOptions {
  storage?: Storage | undefined;
  /** Called when the stored blob cannot be read back. */
  onCorrupt?: () => void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Reads the stored session: undefined when none is stored, 'corrupt' when it cannot be used. */
export function readStoredSession(storage: Storage): SessionSnapshot | 'corrupt' | undefined {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const text = decompressFromUTF16(raw);
    if (!text) return 'corrupt';
    const parsed = SessionSnapshot.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : 'corrupt';
  } catch {
    return 'corrupt';
  }
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

  const write = () => {
    pending = false;
    lastSave = now();
    if (!storage) return;
    if (!state.tokens && !state.profile) storage.removeItem(SESSION_STORAGE_KEY);
    else storage.setItem(SESSION_STORAGE_KEY, compressToUTF16(JSON.stringify(state)));
  };

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
    for (const listener of listeners) listener();
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
      for (const listener of listeners) listener();
      pending = false;
      storage?.removeItem(SESSION_STORAGE_KEY);
    },
    flush() {
      if (pending) write();
    },
  };
}
