import { compareKeys, inRange } from './keys';
import {
  type Database,
  type DatabaseDefinition,
  isKeyRange,
  type KeyRange,
  type Schema,
  type StoreOptions,
  type Write,
} from './types';

interface MemoryStore {
  options: StoreOptions;
  /** Sorted by key, as IndexedDB keeps them. */
  entries: Array<[IDBValidKey, unknown]>;
  nextKey: number;
}

interface MemoryData {
  version: number;
  stores: Map<string, MemoryStore>;
}

/**
 * The page's memory databases by name: opening one twice (two features, a remount) gives the same
 * data, as IndexedDB would for the page's lifetime.
 */
const databases = new Map<string, MemoryData>();

/**
 * A database kept in memory, for browsers without IndexedDB (or that refuse it, as some private
 * windows do) and for tests: the same calls and semantics (values are copied in and out, keys kept
 * in IndexedDB's order, a failed `write` changes nothing), but nothing survives a reload.
 */
export function openMemoryDatabase<S extends Schema>(definition: DatabaseDefinition): Database<S> {
  const data = databases.get(definition.name) ?? { version: 0, stores: new Map<string, MemoryStore>() };
  databases.set(definition.name, data);
  for (const step of definition.upgrades.slice(data.version)) {
    step({
      createStore(name, options = {}) {
        if (data.stores.has(name)) throw new Error(`Store ${name} exists already`);
        data.stores.set(name, { options, entries: [], nextKey: 1 });
      },
      deleteStore(name) {
        data.stores.delete(name);
      },
    });
  }
  data.version = Math.max(data.version, definition.upgrades.length);

  const storeOf = (name: string): MemoryStore => {
    const store = data.stores.get(name);
    if (!store) throw new Error(`No store ${name} in database ${definition.name}`);
    return store;
  };

  /** Applies one change to `stores` (a copy while a batch runs); answers the key put. */
  const apply = (stores: Map<string, MemoryStore>, write: Write<S>): IDBValidKey | undefined => {
    const store = stores.get(write.store);
    if (!store) throw new Error(`No store ${write.store} in database ${definition.name}`);
    if (write.type === 'clear') {
      store.entries = [];
      return undefined;
    }
    if (write.type === 'delete') {
      const { key } = write;
      store.entries = store.entries.filter(([k]) =>
        isKeyRange(key) ? !inRange(k, key) : compareKeys(k, key) !== 0,
      );
      return undefined;
    }
    const value = structuredClone(write.value);
    const key = keyFor(store, value, write.key);
    const at = store.entries.findIndex(([k]) => compareKeys(k, key) >= 0);
    const entry: [IDBValidKey, unknown] = [key, value];
    if (at === -1) store.entries.push(entry);
    else if (compareKeys(store.entries[at]?.[0] as IDBValidKey, key) === 0) store.entries[at] = entry;
    else store.entries.splice(at, 0, entry);
    return key;
  };

  const selected = (name: string, range: KeyRange<IDBValidKey> | undefined) =>
    storeOf(name).entries.filter(([key]) => inRange(key, range));

  const database: Database<S> = {
    persistent: false,
    async get(store, key) {
      const found = storeOf(store).entries.find(([k]) => compareKeys(k, key) === 0);
      return found ? structuredClone(found[1] as S[typeof store]['value']) : undefined;
    },
    async getAll(store, range, count) {
      const values = selected(store, range).slice(0, count);
      return values.map(([, value]) => structuredClone(value as S[typeof store]['value']));
    },
    async getAllKeys(store, range) {
      return selected(store, range).map(([key]) => structuredClone(key as S[typeof store]['key']));
    },
    async put(store, value, key) {
      return apply(data.stores, { type: 'put', store, value, key } as Write<S>) as S[typeof store]['key'];
    },
    async delete(store, key) {
      apply(data.stores, { type: 'delete', store, key } as Write<S>);
    },
    async clear(store) {
      apply(data.stores, { type: 'clear', store } as Write<S>);
    },
    async update(store, key, change) {
      // Nothing else runs between the read and the write: the page's one thread is the transaction.
      const found = storeOf(store).entries.find(([k]) => compareKeys(k, key) === 0);
      const current = found ? structuredClone(found[1] as S[typeof store]['value']) : undefined;
      const next = change(current);
      if (next === undefined) return current;
      const own = storeOf(store).options.keyPath === undefined ? key : undefined;
      apply(data.stores, { type: 'put', store, value: next, key: own } as Write<S>);
      return structuredClone(next);
    },
    async write(writes) {
      // All or nothing: the batch runs on copies of the stores, which replace them only at the end.
      const copies = new Map<string, MemoryStore>();
      for (const [name, store] of data.stores) copies.set(name, { ...store, entries: [...store.entries] });
      for (const write of writes) apply(copies, write);
      for (const [name, copy] of copies) data.stores.set(name, copy);
    },
    close() {},
  };
  return database;
}

/** The key a value is stored under: given, read from its key path, or the next generated one. */
function keyFor(store: MemoryStore, value: unknown, given: IDBValidKey | undefined): IDBValidKey {
  const { keyPath, autoIncrement } = store.options;
  if (keyPath !== undefined) {
    if (given !== undefined) throw new Error('A store with a key path takes no separate key');
    const record = isRecord(value) ? value : null;
    const own = record?.[keyPath];
    if (own !== undefined) {
      bumpGenerator(store, own as IDBValidKey);
      return own as IDBValidKey;
    }
    if (!autoIncrement || !record) throw new Error(`The value has no key at ${keyPath}`);
    const key = store.nextKey++;
    record[keyPath] = key;
    return key;
  }
  if (given !== undefined) {
    bumpGenerator(store, given);
    return given;
  }
  if (!autoIncrement) throw new Error('A store without a key path or key generator needs a key');
  return store.nextKey++;
}

/** A number key put explicitly moves the generator past it, as IndexedDB's does. */
function bumpGenerator(store: MemoryStore, key: IDBValidKey): void {
  if (store.options.autoIncrement && typeof key === 'number' && key >= store.nextKey)
    store.nextKey = Math.floor(key) + 1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
