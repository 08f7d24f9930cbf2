import { SHARED_SESSION_MAX_CONNECTIONS } from '@sa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Room, type RoomPeers } from './room';
import type { SessionStore } from './store';

/** How other processes learn that a room is loaded here and leave it again (redis-bridge.ts). */
export interface PeerLink extends RoomPeers {
  /** Subscribes to the room's channel and asks the peers for what they have not stored yet. */
  attach(room: Room): Promise<void>;
  detach(id: string): Promise<void>;
}

export type JoinResult = { ok: true; room: Room } | { ok: false; reason: 'not-found' | 'full' | 'closing' };

/**
 * The sessions loaded in this process. A room is loaded from the database when its first socket
 * joins and unloaded, after its edits are written, when its last socket leaves.
 */
export class Rooms {
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room | undefined>>();
  private closing = false;

  constructor(
    private readonly store: SessionStore,
    private readonly peers: PeerLink | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly flushDelayMs: number,
  ) {}

  /** Holds a place in the session for a new socket (released by `leave` or `room.release`). */
  async join(id: string): Promise<JoinResult> {
    if (this.closing) return { ok: false, reason: 'closing' };
    const room = await this.load(id);
    if (this.closing) return { ok: false, reason: 'closing' };
    if (!room) return { ok: false, reason: 'not-found' };
    if (room.size >= SHARED_SESSION_MAX_CONNECTIONS) return { ok: false, reason: 'full' };
    room.reserve();
    return { ok: true, room };
  }

  /** After a socket left (or a reserved one never opened): write, and unload an empty room. */
  async leave(room: Room): Promise<void> {
    if (room.size > 0) return;
    await room.flush();
    // Someone may have joined while the edits were being written.
    if (room.size > 0 || this.rooms.get(room.id) !== room) return;
    this.rooms.delete(room.id);
    room.destroy();
    await this.peers?.detach(room.id);
  }

  /** Whether the session has a socket in this process (so it exists, without asking the database). */
  isLive(id: string): boolean {
    return (this.rooms.get(id)?.size ?? 0) > 0;
  }

  /** Ids of the sessions with a socket in this process (never expired from here). */
  liveIds(): string[] {
    return [...this.rooms.values()].filter((room) => room.size > 0).map((room) => room.id);
  }

  /** Server shutting down: every socket closed (1001 going away), every edit written. */
  async closeAll(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.loading.values()]);
    const rooms = [...this.rooms.values()];
    this.rooms.clear();
    for (const room of rooms) room.closeAll(1001, 'Server shutting down');
    await Promise.all(
      rooms.map(async (room) => {
        await room.flush();
        room.destroy();
        await this.peers?.detach(room.id);
      }),
    );
  }

  private async load(id: string): Promise<Room | undefined> {
    const loaded = this.rooms.get(id);
    if (loaded) return loaded;
    const pending = this.loading.get(id);
    if (pending) return pending;
    const loading = this.read(id).finally(() => this.loading.delete(id));
    this.loading.set(id, loading);
    return loading;
  }

  private async read(id: string): Promise<Room | undefined> {
    const state = await this.store.load(id);
    if (!state) return undefined;
    const room = new Room({
      id,
      state,
      store: this.store,
      peers: this.peers,
      log: this.log,
      flushDelayMs: this.flushDelayMs,
    });
    this.rooms.set(id, room);
    try {
      await this.peers?.attach(room);
    } catch (error) {
      // Without Redis the room still works for this process's sockets.
      this.log.error({ err: error, session: id }, 'shared session: could not reach the other processes');
    }
    return room;
  }
}
