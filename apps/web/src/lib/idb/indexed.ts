import { type IDBPDatabase, openDB } from 'idb';
import { isEmptyRange, toIdbRange } from './keys';
import { type Database, type DatabaseDefinition, isKeyRange, type Schema, type Write } from './types';

/**
 * A database in the browser's IndexedDB through `idb`. The connection is opened again when the
 * browser drops it or another tab needs a newer version (this one closes to let it upgrade), so a
 * long-open page keeps working. Rejects when IndexedDB refuses to open (see open.ts).
 */
export async function openIndexedDatabase<S extends Schema>(
  definition: DatabaseDefinition,
): Promise<Database<S>> {
  const version = definition.upgrades.length;
  let connection: Promise<IDBPDatabase> | null = null;
  const connect = (): Promise<IDBPDatabase> => {
    if (connection) return connection;
    const attempt = openDB(definition.name, version, {
      upgrade(db, oldVersion) {
        for (const step of definition.upgrades.slice(oldVersion)) {
          step({
            createStore: (name, options) => void db.createObjectStore(name, options),
            deleteStore: (name) => db.deleteObjectStore(name),
          });
        }
      },
      blocking: () => drop(),
      terminated: () => {
        connection = null;
      },
    });
    connection = attempt;
    // A failed open is tried again by the next call rather than remembered.
    attempt.catch(() => {
      if (connection === attempt) connection = null;
    });
    return attempt;
  };
  const drop = () => {
    const open = connection;
    connection = null;
    open?.then((db) => db.close()).catch(() => undefined);
  };

  await connect();

  const database: Database<S> = {
    persistent: true,
    async get(store, key) {
      return (await connect()).get(store, key);
    },
    async getAll(store, range, count) {
      if (isEmptyRange(range) || count === 0) return [];
      return (await connect()).getAll(store, toIdbRange(range), count);
    },
    async getAllKeys(store, range) {
      if (isEmptyRange(range)) return [];
      return (await connect()).getAllKeys(store, toIdbRange(range)) as Promise<S[typeof store]['key'][]>;
    },
    async put(store, value, key) {
      return (await connect()).put(store, value, key) as Promise<S[typeof store]['key']>;
    },
    async delete(store, key) {
      await database.write([{ type: 'delete', store, key } as Write<S>]);
    },
    async clear(store) {
      await (await connect()).clear(store);
    },
    async update(store, key, change) {
      const tx = (await connect()).transaction(store, 'readwrite');
      const objects = tx.objectStore(store);
      const current: S[typeof store]['value'] | undefined = await objects.get(key);
      const next = change(current);
      // A store with a key path reads the key from the value; the others take it beside the value.
      if (next !== undefined) {
        // A failed put aborts the transaction: tx.done rejects with its error.
        objects.put(next, objects.keyPath === null ? key : undefined).catch(() => undefined);
      }
      await tx.done;
      return next ?? current;
    },
    async write(writes) {
      if (writes.length === 0) return;
      const names = [...new Set(writes.map((w) => w.store))];
      const tx = (await connect()).transaction(names, 'readwrite');
      // Requests are queued without awaiting each: the transaction commits once all are done,
      // and any failure aborts it (tx.done rejects) with nothing kept.
      const requests: Promise<unknown>[] = [];
      for (const write of writes) {
        const store = tx.objectStore(write.store);
        if (write.type === 'clear') requests.push(store.clear());
        else if (write.type === 'put') requests.push(store.put(write.value, write.key));
        else if (!isKeyRange(write.key)) requests.push(store.delete(write.key));
        else if (!isEmptyRange(write.key)) {
          const range = toIdbRange(write.key);
          requests.push(range ? store.delete(range) : store.clear());
        }
      }
      await Promise.all([...requests.map((r) => r.catch(() => undefined)), tx.done]);
    },
    close() {
      drop();
    },
  };
  return database;
}
