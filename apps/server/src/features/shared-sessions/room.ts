import { SHARED_DOCUMENT_MAX_BYTES, SharedSessionCloseCode } from '@sa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import {
  awarenessMessage,
  awarenessUpdateMessage,
  ProtocolError,
  readClientMessage,
  syncStep1Message,
  syncStep2Message,
  updateMessage,
} from './protocol';
import type { SessionStore } from './store';

/** One socket of a room, as the room sees it (socket.ts wraps a `ws` WebSocket). */
export interface RoomConnection {
  send(message: Uint8Array): void;
  close(code: number, reason: string): void;
}

/** Where a room's changes go besides its own sockets: other server processes (redis-bridge.ts). */
export interface RoomPeers {
  publishUpdate(id: string, update: Uint8Array): void;
  publishAwareness(id: string, update: Uint8Array): void;
}

/** The origin of changes that came from another process: applied here, never sent back out. */
export const FROM_PEERS = Symbol('from peers');

/** Edits are written at most this long after they were made (while edits keep coming, too). */
export const FLUSH_DELAY_MS = 500;
/** An awareness state is a cursor, a name and a colour: far less than this. */
const AWARENESS_MAX_BYTES = 64 * 1024;

export interface RoomOptions {
  id: string;
  /** The stored document. */
  state: Uint8Array;
  store: SessionStore;
  peers: RoomPeers | undefined;
  log: FastifyBaseLogger;
  flushDelayMs: number;
}

/**
 * A loaded session: its Y.Doc and awareness, the sockets of this process, and the pending write.
 * Every change is sent to the room's other sockets and to the peers, and written to the database
 * within its flush delay (FLUSH_DELAY_MS unless a test sets another).
 */
export class Room {
  readonly id: string;
  readonly doc = new Y.Doc({ gc: true });
  readonly awareness: awarenessProtocol.Awareness;
  /** Each socket with the awareness client ids it has announced (removed when it leaves). */
  private readonly connections = new Map<RoomConnection, Set<number>>();
  /** Joins under way (token checked, upgrade not done): they count against the connection limit. */
  private reserved = 0;
  /** An upper bound of the encoded document's size, recomputed exactly when it nears the limit. */
  private sizeBound: number;
  private dirty = false;
  private flushTimer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private outgoing: Outgoing = emptyOutgoing();
  private sendScheduled = false;
  private destroyed = false;

  constructor(private readonly options: RoomOptions) {
    this.id = options.id;
    Y.applyUpdate(this.doc, options.state);
    this.sizeBound = options.state.length;
    this.awareness = new awarenessProtocol.Awareness(this.doc);
    // The server has no cursor of its own.
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => this.onDocUpdate(update, origin));
    this.awareness.on('update', (change: AwarenessChange, origin: unknown) =>
      this.onAwarenessUpdate(change, origin),
    );
  }

  get size(): number {
    return this.connections.size + this.reserved;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Holds a place for a socket being opened; `add` or `release` it. */
  reserve(): void {
    this.reserved++;
  }

  release(): void {
    this.reserved--;
  }

  /** A new socket: it gets the server's state vector (sync step 1) and every awareness state. */
  add(connection: RoomConnection): void {
    this.reserved--;
    this.connections.set(connection, new Set());
    connection.send(syncStep1Message(this.doc));
    const clients = [...this.awareness.getStates().keys()];
    if (clients.length > 0) connection.send(awarenessMessage(this.awareness, clients));
  }

  /** A socket closed: its cursors go away for everyone. */
  remove(connection: RoomConnection): void {
    // After the server closed the room, its sockets' close events come in one by one.
    if (this.destroyed) return;
    const clients = this.connections.get(connection);
    this.connections.delete(connection);
    if (clients && clients.size > 0) {
      awarenessProtocol.removeAwarenessStates(this.awareness, [...clients], null);
    }
  }

  /**
   * One message from a socket. A message that is not the protocol closes that socket (4400), and
   * an update that would make the document too large closes it too (4413); the room carries on.
   */
  receive(connection: RoomConnection, data: Uint8Array): void {
    try {
      const message = readClientMessage(data);
      switch (message.kind) {
        case 'sync-step1':
          connection.send(syncStep2Message(this.doc, message.stateVector));
          return;
        case 'update':
          if (!this.fits(message.update.length)) {
            connection.close(SharedSessionCloseCode.tooLarge, 'The document would be too large');
            return;
          }
          Y.applyUpdate(this.doc, message.update, connection);
          return;
        case 'awareness':
          if (message.update.length > AWARENESS_MAX_BYTES) {
            connection.close(SharedSessionCloseCode.tooLarge, 'Awareness state too large');
            return;
          }
          awarenessProtocol.applyAwarenessUpdate(this.awareness, message.update, connection);
          return;
        case 'query-awareness':
          connection.send(awarenessMessage(this.awareness, [...this.awareness.getStates().keys()]));
          return;
      }
    } catch (error) {
      // Yjs and lib0 throw plain errors on undecodable updates: the same protocol error.
      const reason = error instanceof ProtocolError ? error.message : 'Malformed update';
      this.options.log.debug({ session: this.id, reason }, 'shared session: malformed message');
      connection.close(SharedSessionCloseCode.malformed, 'Malformed message');
    }
  }

  /** An update from another process (or its full state answering ours). */
  applyFromPeers(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update, FROM_PEERS);
    this.sizeBound += update.length;
  }

  applyAwarenessFromPeers(update: Uint8Array): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, FROM_PEERS);
  }

  /** Everything this process has: the answer to a peer loading the room. */
  fullState(): { update: Uint8Array; awareness: Uint8Array | undefined } {
    const clients = [...this.awareness.getStates().keys()];
    return {
      update: Y.encodeStateAsUpdate(this.doc),
      awareness:
        clients.length > 0 ? awarenessProtocol.encodeAwarenessUpdate(this.awareness, clients) : undefined,
    };
  }

  /** Writes pending edits now (merged with what other processes stored). */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    if (this.dirty) {
      this.dirty = false;
      const state = Y.encodeStateAsUpdate(this.doc);
      // One write at a time per room, in order.
      this.writing = this.writing.then(() => this.write(state));
    }
    await this.writing;
  }

  /** Closes every socket (server shutting down, or the session is gone) and stops the timers. */
  closeAll(code: number, reason: string): void {
    for (const connection of [...this.connections.keys()]) connection.close(code, reason);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.awareness.destroy();
    this.doc.destroy();
  }

  private async write(state: Uint8Array): Promise<void> {
    try {
      const kept = await this.options.store.merge(this.id, state);
      if (!kept) {
        this.options.log.warn({ session: this.id }, 'shared session deleted while open');
        this.closeAll(SharedSessionCloseCode.notFound, 'Session not found');
      }
    } catch (error) {
      // Kept in memory and tried again with the next edit or when the room empties.
      this.dirty = true;
      this.options.log.error({ err: error, session: this.id }, 'could not store shared session');
    }
  }

  /** Whether an update of this many bytes keeps the encoded document within the limit. */
  private fits(updateBytes: number): boolean {
    if (this.sizeBound + updateBytes <= SHARED_DOCUMENT_MAX_BYTES) {
      this.sizeBound += updateBytes;
      return true;
    }
    // Updates overlap and deletions shrink: the bound is loose, so measure before refusing.
    const exact = Y.encodeStateAsUpdate(this.doc).length;
    if (exact + updateBytes > SHARED_DOCUMENT_MAX_BYTES) {
      this.sizeBound = exact;
      return false;
    }
    this.sizeBound = exact + updateBytes;
    return true;
  }

  /** The awareness clients of the socket a change came from (undefined: not from a socket here). */
  private clientsOf(origin: unknown): Set<number> | undefined {
    for (const [connection, clients] of this.connections) if (connection === origin) return clients;
    return undefined;
  }

  private onDocUpdate(update: Uint8Array, origin: unknown): void {
    this.outgoing.updates.push(update);
    this.outgoing.origins.add(origin);
    if (origin !== FROM_PEERS) this.outgoing.published.push(update);
    this.scheduleSend();
    this.dirty = true;
    if (!this.flushTimer && !this.destroyed) {
      this.flushTimer = setTimeout(() => void this.flush(), this.options.flushDelayMs);
      this.flushTimer.unref();
    }
  }

  private onAwarenessUpdate({ added, updated, removed }: AwarenessChange, origin: unknown): void {
    const owned = this.clientsOf(origin);
    if (owned) {
      for (const client of [...added, ...updated]) owned.add(client);
      for (const client of removed) owned.delete(client);
    }
    for (const client of [...added, ...updated, ...removed]) {
      this.outgoing.awareness.add(client);
      if (origin !== FROM_PEERS) this.outgoing.publishedAwareness.add(client);
    }
    this.scheduleSend();
  }

  /**
   * Changes go out once per turn of the event loop, merged: when keystrokes arrive faster than
   * they can be sent one by one (30 editors typing), each socket gets one message per turn
   * instead of one per keystroke, so the server keeps up instead of falling behind.
   */
  private scheduleSend(): void {
    if (this.sendScheduled) return;
    this.sendScheduled = true;
    setImmediate(() => this.sendOutgoing());
  }

  private sendOutgoing(): void {
    this.sendScheduled = false;
    if (this.destroyed) return;
    const { updates, origins, published, awareness, publishedAwareness } = this.outgoing;
    this.outgoing = emptyOutgoing();
    if (updates.length > 0) {
      const message = updateMessage(updates.length === 1 ? updates[0]! : Y.mergeUpdates(updates));
      // A socket whose own edit is all there is to send does not get it back.
      const [only] = origins.size === 1 ? [...origins] : [];
      for (const connection of this.connections.keys()) {
        if (connection !== only) connection.send(message);
      }
    }
    if (published.length > 0) {
      this.options.peers?.publishUpdate(
        this.id,
        published.length === 1 ? published[0]! : Y.mergeUpdates(published),
      );
    }
    if (awareness.size > 0) {
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...awareness]);
      const message = awarenessUpdateMessage(update);
      for (const connection of this.connections.keys()) connection.send(message);
    }
    if (publishedAwareness.size > 0) {
      this.options.peers?.publishAwareness(
        this.id,
        awarenessProtocol.encodeAwarenessUpdate(this.awareness, [...publishedAwareness]),
      );
    }
  }
}

/** Changes made during one turn of the event loop, not sent yet. */
interface Outgoing {
  updates: Uint8Array[];
  /** Where the updates came from (a socket, the peers, ...). */
  origins: Set<unknown>;
  /** The updates the peers do not have yet (not from them). */
  published: Uint8Array[];
  awareness: Set<number>;
  publishedAwareness: Set<number>;
}

function emptyOutgoing(): Outgoing {
  return {
    updates: [],
    origins: new Set(),
    published: [],
    awareness: new Set(),
    publishedAwareness: new Set(),
  };
}

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}
