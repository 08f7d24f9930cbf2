/**
 * The shared IndexedDB layer (over `idb`): named databases with versioned upgrades and typed
 * stores, kept in memory where IndexedDB is missing. Sourcereel keeps its recording here; an
 * offline save queue or an event log defines its own database the same way.
 */
export { openDatabase } from './open';
export type {
  Database,
  DatabaseDefinition,
  KeyRange,
  Schema,
  SchemaChange,
  StoreOptions,
  Write,
} from './types';
