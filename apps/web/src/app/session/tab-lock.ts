import { z } from 'zod';
import type { StorageArea } from './store';

/**
 * A lock shared by every tab of the app on this origin: only one tab at a time refreshes the
 * tokens, so no two tabs present the same refresh token (ADR 2). Tasks of one tab run in order.
 */
export interface TabLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** The part of the Web Locks API (`navigator.locks`) the refresh lock needs. */
export interface LockRequester {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The name of the refresh lock, and the storage key of its fallback lease. */
export const REFRESH_LOCK_NAME = 'sa-token-refresh';
/**
 * How long a fallback lease holds when its tab goes away mid-refresh (closed, crashed) and never
 * releases it: then the next tab takes over. Well above a slow refresh, well below a user's patience.
 */
export const LEASE_MS = 10_000;

/** The Web Locks API: the browser grants the lock to one tab at a time and frees it if a tab dies. */
export function webLocksTabLock(locks: LockRequester): TabLock {
  return { run: (task) => locks.request(REFRESH_LOCK_NAME, task) };
}

const Lease = z.object({ owner: z.string(), until: z.number() });

export interface StorageLockOptions {
  storage: StorageArea;
  /** Where other tabs' storage writes are announced: the window's `storage` event. */
  otherTabs: EventTarget;
  now?: () => number;
}

/**
 * For browsers without Web Locks: a lease in local storage naming its tab and its expiry. A tab
 * that finds another tab's live lease waits for its removal (the storage event) or its expiry.
 * Reading and writing the lease are not one atomic step across tabs, so two tabs may rarely both
 * take it; the server's grace window (ADR 2) makes that harmless.
 */
export function storageTabLock(options: StorageLockOptions): TabLock {
  const { storage, otherTabs } = options;
  const now = options.now ?? Date.now;
  const owner = tabId();

  const readLease = () => {
    const raw = storage.getItem(REFRESH_LOCK_NAME);
    if (raw === null) return undefined;
    try {
      return Lease.safeParse(JSON.parse(raw)).data;
    } catch {
      return undefined;
    }
  };

  /** Resolves when the lease changes in another tab, or after `ms`. */
  const leaseChangeOrTimeout = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        otherTabs.removeEventListener('storage', onStorage);
        clearTimeout(timer);
        resolve();
      };
      const onStorage = (event: Event) => {
        if (event instanceof StorageEvent && (event.key === REFRESH_LOCK_NAME || event.key === null)) done();
      };
      otherTabs.addEventListener('storage', onStorage);
      const timer = setTimeout(done, ms);
    });

  const acquire = async () => {
    for (;;) {
      const lease = readLease();
      if (!lease || lease.owner === owner || lease.until <= now()) break;
      await leaseChangeOrTimeout(lease.until - now());
    }
    storage.setItem(REFRESH_LOCK_NAME, JSON.stringify({ owner, until: now() + LEASE_MS }));
  };

  const release = () => {
    if (readLease()?.owner === owner) storage.removeItem(REFRESH_LOCK_NAME);
  };

  return inOrder(async (task) => {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  });
}

/** No other tab to agree with (no shared storage): tasks of this tab still run one at a time. */
export function inTabLock(): TabLock {
  return inOrder((task) => task());
}

/** The best lock this browser has: Web Locks, else a lease in localStorage, else this tab alone. */
export function browserTabLock(): TabLock {
  if (typeof navigator !== 'undefined' && navigator.locks) return webLocksTabLock(navigator.locks);
  if (typeof window !== 'undefined' && window.localStorage) {
    return storageTabLock({ storage: window.localStorage, otherTabs: window });
  }
  return inTabLock();
}

/**
 * A random name for this tab's leases. Not `crypto.randomUUID`: the fallback serves pages without a
 * secure context (plain http on a LAN address), where that function and Web Locks are missing.
 */
function tabId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Runs each task after the previous one of this tab settled, through `hold`. */
function inOrder(hold: <T>(task: () => Promise<T>) => Promise<T>): TabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(task) {
      const result = tail.then(() => hold(task));
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
