import * as fake from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives each test of the calling file a fresh, empty IndexedDB (fake-indexeddb) as the page's
 * `indexedDB`, with the IDB* classes `idb` checks values against, and takes them away after it:
 * the test files share a worker (isolate: false), and the others run without IndexedDB, on the
 * shared layer's memory fallback. Call once at the top of a describe block or file.
 */
export function useFakeIndexedDb(): void {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new fake.IDBFactory());
    vi.stubGlobal('IDBFactory', fake.IDBFactory);
    vi.stubGlobal('IDBKeyRange', fake.IDBKeyRange);
    vi.stubGlobal('IDBDatabase', fake.IDBDatabase);
    vi.stubGlobal('IDBObjectStore', fake.IDBObjectStore);
    vi.stubGlobal('IDBIndex', fake.IDBIndex);
    vi.stubGlobal('IDBCursor', fake.IDBCursor);
    vi.stubGlobal('IDBCursorWithValue', fake.IDBCursorWithValue);
    vi.stubGlobal('IDBTransaction', fake.IDBTransaction);
    vi.stubGlobal('IDBRequest', fake.IDBRequest);
    vi.stubGlobal('IDBOpenDBRequest', fake.IDBOpenDBRequest);
    vi.stubGlobal('IDBVersionChangeEvent', fake.IDBVersionChangeEvent);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
