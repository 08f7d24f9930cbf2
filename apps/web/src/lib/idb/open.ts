import { openIndexedDatabase } from './indexed';
import { openMemoryDatabase } from './memory';
import type { Database, DatabaseDefinition, Schema } from './types';

/**
 * Opens (creating or upgrading) a named database: in IndexedDB where the browser has it and lets
 * the page use it, otherwise in memory with the same calls (`persistent` then says false), so a
 * feature works everywhere and keeps its data across reloads where it can.
 */
export async function openDatabase<S extends Schema>(definition: DatabaseDefinition): Promise<Database<S>> {
  if (typeof indexedDB === 'undefined') return openMemoryDatabase<S>(definition);
  try {
    return await openIndexedDatabase<S>(definition);
  } catch {
    // Refused: storage switched off, a private window, a newer version of the page's database.
    return openMemoryDatabase<S>(definition);
  }
}
