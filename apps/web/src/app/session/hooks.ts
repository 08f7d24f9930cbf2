import type { Role } from '@sa/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionSnapshot, SessionStore } from './store';

export const SessionContext = createContext<SessionStore | null>(null);

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore needs the app providers');
  return store;
}

export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/** The facts the shell asks about most, derived from the snapshot. */
export interface SessionView {
  signedIn: boolean;
  name: string | null;
  role: Role | null;
  courseId: number | null;
}

export function viewOf(snapshot: SessionSnapshot): SessionView {
  const user = snapshot.profile?.user;
  const registration = snapshot.profile?.courseRegistration;
  // A user without a display name still signed in: the username stands in as the name.
  const name = user ? user.name || user.username : null;
  return {
    signedIn: snapshot.tokens !== null && name !== null,
    name: snapshot.tokens ? name : null,
    role: snapshot.tokens ? (registration?.role ?? null) : null,
    courseId: snapshot.tokens ? (registration?.courseId ?? null) : null,
  };
}

export function useSessionView(): SessionView {
  return viewOf(useSession());
}
