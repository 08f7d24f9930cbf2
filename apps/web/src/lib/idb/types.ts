/**
 * The shapes of the shared IndexedDB layer: a database is named, has versioned upgrades, and
 * holds stores whose keys and values are typed by the feature that defines it (Sourcereel's
 * recording, an offline save queue, an event log).
 */

/** One store's key and value types. */
export interface StoreTypes {
  key: IDBValidKey;
  value: unknown;
}

/** A database's stores by name. */
export type Schema = Record<string, StoreTypes>;

export type StoreName<S extends Schema> = keyof S & string;
export type KeyOf<S extends Schema, N extends StoreName<S>> = S[N]['key'];
export type ValueOf<S extends Schema, N extends StoreName<S>> = S[N]['value'];

export interface StoreOptions {
  /** A top-level property of the value that holds its key; the key is then not passed to `put`. */
  keyPath?: string;
  /** Keys 1, 2, 3... for values put without one. */
  autoIncrement?: boolean;
}

/** What an upgrade step may do to the database's layout. */
export interface SchemaChange {
  createStore(name: string, options?: StoreOptions): void;
  deleteStore(name: string): void;
}

export interface DatabaseDefinition {
  name: string;
  /**
   * Step i brings the database from version i to i + 1, so the version is the number of steps.
   * A shipped step is never edited: a change of layout is a new step at the end.
   */
  upgrades: readonly ((change: SchemaChange) => void)[];
}

/** Keys from `atLeast` (inclusive) up to `below` (exclusive); either end may be left open. */
export interface KeyRange<K extends IDBValidKey> {
  atLeast?: K;
  below?: K;
}

/** One change of a `write` batch. */
export type Write<S extends Schema> = {
  [N in StoreName<S>]:
    | { type: 'put'; store: N; value: ValueOf<S, N>; key?: KeyOf<S, N> }
    | { type: 'delete'; store: N; key: KeyOf<S, N> | KeyRange<KeyOf<S, N>> }
    | { type: 'clear'; store: N };
}[StoreName<S>];

/** A database as features use it; every call is its own transaction, `write` groups several. */
export interface Database<S extends Schema> {
  /** False when IndexedDB is missing or refused: the data then lives only as long as the page. */
  readonly persistent: boolean;
  get<N extends StoreName<S>>(store: N, key: KeyOf<S, N>): Promise<ValueOf<S, N> | undefined>;
  /** The values in key order, all or those in `range`; at most `count` of them when given. */
  getAll<N extends StoreName<S>>(
    store: N,
    range?: KeyRange<KeyOf<S, N>>,
    count?: number,
  ): Promise<ValueOf<S, N>[]>;
  /** The keys in order, all or those in `range`. */
  getAllKeys<N extends StoreName<S>>(store: N, range?: KeyRange<KeyOf<S, N>>): Promise<KeyOf<S, N>[]>;
  /** Adds or replaces a value; answers its key (the generated one with `autoIncrement`). */
  put<N extends StoreName<S>>(store: N, value: ValueOf<S, N>, key?: KeyOf<S, N>): Promise<KeyOf<S, N>>;
  delete<N extends StoreName<S>>(store: N, key: KeyOf<S, N> | KeyRange<KeyOf<S, N>>): Promise<void>;
  clear<N extends StoreName<S>>(store: N): Promise<void>;
  /**
   * Reads the value under `key` and writes what `change` makes of it (undefined: leaves it as it
   * is) in one readwrite transaction, so two tabs changing the same value at once cannot lose
   * each other's change. `change` must not await anything (the transaction would end). Answers
   * the value now stored.
   */
  update<N extends StoreName<S>>(
    store: N,
    key: KeyOf<S, N>,
    change: (current: ValueOf<S, N> | undefined) => ValueOf<S, N> | undefined,
  ): Promise<ValueOf<S, N> | undefined>;
  /** Several changes in one transaction: all of them are kept, or (on a failure) none. */
  write(writes: readonly Write<S>[]): Promise<void>;
  close(): void;
}

export function isKeyRange<K extends IDBValidKey>(key: K | KeyRange<K>): key is KeyRange<K> {
  return (
    typeof key === 'object' &&
    key !== null &&
    !Array.isArray(key) &&
    !(key instanceof Date) &&
    !ArrayBuffer.isView(key) &&
    !(key instanceof ArrayBuffer)
  );
}
