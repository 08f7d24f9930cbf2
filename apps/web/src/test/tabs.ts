import type { StorageArea } from '../app/session/store';

/** One tab of a browser as the app sees it: the origin's local storage and the tab's window. */
export interface BrowserTab {
  storage: StorageArea;
  /** Receives the `storage` events of other tabs' writes, as a window does. */
  window: EventTarget;
}

/**
 * Tabs of one browser, at the edge the app meets: a local storage shared by all, and, for each
 * write that changes it, a storage event in every other tab (queued as a task, as browsers do;
 * never in the tab that wrote).
 */
export function createTabs(count: number): BrowserTab[] {
  const items = new Map<string, string>();
  const tabs: BrowserTab[] = [];

  const announce = (writer: BrowserTab, key: string, oldValue: string | null, newValue: string | null) => {
    for (const tab of tabs) {
      if (tab === writer) continue;
      setTimeout(() => tab.window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue })), 0);
    }
  };

  for (let i = 0; i < count; i++) {
    const tab: BrowserTab = {
      window: new EventTarget(),
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem(key, value) {
          const old = items.get(key) ?? null;
          items.set(key, value);
          if (old !== value) announce(tab, key, old, value);
        },
        removeItem(key) {
          const old = items.get(key);
          if (old === undefined) return;
          items.delete(key);
          announce(tab, key, old, null);
        },
      },
    };
    tabs.push(tab);
  }
  return tabs;
}

/** Lets the storage events queued so far reach their tabs. */
export const deliverStorageEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
