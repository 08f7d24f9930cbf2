import {
  coalesceSave,
  isDelivered,
  type NewQueuedSave,
  type QueuedAnswer,
  type QueuedSave,
  queuedSaveKey,
  rememberSent,
} from '@sa/domain';
import { z } from 'zod';
import { type Database, type DatabaseDefinition, openDatabase } from '../../../lib/idb';

/**
 * The offline save queue (issue 26): answers that could not reach the server, kept in IndexedDB
 * (its own database, `sa-offline-saves`) under [user, course, question] until the server has
 * them. The rules are the domain's (offline-saves.ts); this is their store. Every change runs
 * after the previous one, and the page's copy of the entries (for the Save button, the listing
 * and the conflict dialog) is published to subscribers after each.
 */

type QueueKey = [number, number, number];
type QueueSchema = { saves: { key: QueueKey; value: unknown } };

export const SAVE_QUEUE_DEFINITION: DatabaseDefinition = {
  name: 'sa-offline-saves',
  upgrades: [(db) => db.createStore('saves')],
};

const Vote = z.object({ submission_id: z.number().int(), score: z.number().int().nullable() });
const Answer = z.union([z.string(), z.number().int(), z.array(Vote)]);
/** What is read back is parsed: another version of the page may have written it. */
const StoredSave = z.object({
  userId: z.number().int(),
  courseId: z.number().int(),
  assessmentId: z.number().int(),
  questionId: z.number().int(),
  answer: Answer,
  editedAt: z.string(),
  base: z.string().nullable(),
  known: z.array(Answer.nullable()),
  queuedAt: z.number(),
  conflict: z.boolean(),
});

/** What happened to a question's queued answer, for an open workspace showing that question. */
export type QueueEvent =
  | { type: 'delivered'; key: QueueKey; answer: QueuedAnswer }
  | { type: 'server-chosen'; key: QueueKey; answer: QueuedAnswer | null };

export const sameKey = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

export class SaveQueue {
  private db: Promise<Database<QueueSchema>> | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private entries: readonly QueuedSave[] = [];
  private loaded = false;
  private readonly listeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: QueueEvent) => void>();
  private readonly flushListeners = new Set<() => void>();

  constructor(private readonly definition: DatabaseDefinition = SAVE_QUEUE_DEFINITION) {}

  /** The page's copy of every entry (all users: callers pick the signed-in one's). */
  readonly getSnapshot = (): readonly QueuedSave[] => this.entries;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the entries were read from the database (before, the snapshot is empty). */
  get isLoaded(): boolean {
    return this.loaded;
  }

  /** The entry of a question, from the page's copy. */
  peek(key: readonly number[]): QueuedSave | undefined {
    return this.entries.find((e) => sameKey(queuedSaveKey(e), key));
  }

  /** Reads the entries from the database (at app start; any change reads them too). */
  load(): Promise<readonly QueuedSave[]> {
    // The entries are read after the (empty) change, when it is published.
    return this.run(async () => undefined).then(() => this.entries);
  }

  /** Queues a save, coalesced onto the question's entry (domain coalesceSave). */
  enqueue(save: NewQueuedSave): Promise<QueuedSave> {
    return this.run(async (db) => {
      const key = queuedSaveKey(save);
      const entry = coalesceSave(await this.read(db, key), save);
      await db.put('saves', entry, key);
      return entry;
    });
  }

  /** The server confirmed `sent`: the entry goes, unless a newer edit was queued meanwhile. */
  confirmSent(sent: QueuedSave): Promise<void> {
    return this.run(async (db) => {
      const key = queuedSaveKey(sent);
      const stored = await this.read(db, key);
      if (!stored) return;
      if (isDelivered(stored, sent)) await db.delete('saves', key);
      // The server holds the sent answer now: the newer edit's check must see it as ours.
      else await db.put('saves', rememberSent(stored, sent.answer), key);
    }).then(() => this.emit({ type: 'delivered', key: queuedSaveKey(sent), answer: sent.answer }));
  }

  /** A send whose response never came: the server may hold its answer, which is then ours. */
  sendInDoubt(sent: QueuedSave): Promise<void> {
    return this.update(sent, (stored) => rememberSent(stored, sent.answer));
  }

  /** The server's copy changed meanwhile: nothing is sent until the student chooses. */
  markConflict(entry: QueuedSave): Promise<void> {
    return this.update(entry, (stored) => ({ ...stored, conflict: true }));
  }

  /**
   * The student keeps their version: it is sent as a new edit (`editedAt`) over the server's copy
   * as it is now (`base`, `serverAnswer`).
   */
  keepMine(
    entry: QueuedSave,
    resolution: { editedAt: string; base: string | null; serverAnswer: QueuedAnswer | null },
  ): Promise<void> {
    return this.update(entry, (stored) => ({
      ...stored,
      conflict: false,
      editedAt: resolution.editedAt,
      base: resolution.base,
      known: [resolution.serverAnswer],
    }));
  }

  /** The student takes the server's copy: the queued answer is dropped. */
  takeServers(entry: QueuedSave, serverAnswer: QueuedAnswer | null): Promise<void> {
    return this.remove(entry).then(() =>
      this.emit({ type: 'server-chosen', key: queuedSaveKey(entry), answer: serverAnswer }),
    );
  }

  /** Drops an entry (one the server refuses for good, or the server's copy delivered it). */
  remove(entry: QueuedSave): Promise<void> {
    return this.run(async (db) => db.delete('saves', queuedSaveKey(entry)));
  }

  /** Open workspaces hear what happened to their question's entry. */
  onEvent(listener: (event: QueueEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Asks the page's sender to send now (a save joined the queue while online). */
  requestFlush(): void {
    for (const listener of this.flushListeners) listener();
  }

  onFlushRequest(listener: () => void): () => void {
    this.flushListeners.add(listener);
    return () => this.flushListeners.delete(listener);
  }

  /** Forgets every entry (tests). */
  clear(): Promise<void> {
    return this.run(async (db) => db.clear('saves'));
  }

  private update(entry: QueuedSave, change: (stored: QueuedSave) => QueuedSave): Promise<void> {
    return this.run(async (db) => {
      const key = queuedSaveKey(entry);
      const stored = await this.read(db, key);
      if (stored) await db.put('saves', change(stored), key);
    });
  }

  private async read(db: Database<QueueSchema>, key: QueueKey): Promise<QueuedSave | undefined> {
    const parsed = StoredSave.safeParse(await db.get('saves', key));
    return parsed.success ? parsed.data : undefined;
  }

  /** Runs a change after the previous one, then publishes the entries as stored. */
  private run<T>(change: (db: Database<QueueSchema>) => Promise<T>): Promise<T> {
    const result = this.chain.then(async () => {
      this.db ??= openDatabase<QueueSchema>(this.definition);
      const db = await this.db;
      try {
        return await change(db);
      } finally {
        const stored = await db.getAll('saves');
        this.entries = stored.flatMap((value) => {
          const parsed = StoredSave.safeParse(value);
          return parsed.success ? [parsed.data] : [];
        });
        this.loaded = true;
        for (const listener of this.listeners) listener();
      }
    });
    this.chain = result.catch(() => undefined);
    return result;
  }

  private emit(event: QueueEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }
}

/** The page's one queue: the workspace adds to it, the app-level sender and dialog work through it. */
export const saveQueue = new SaveQueue();
