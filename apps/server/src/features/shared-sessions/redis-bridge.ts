import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Room } from './room';
import type { PeerLink } from './rooms';

const CHANNEL_PREFIX = 'sa:shared:';
/** What goes over a session's channel. */
const KIND_UPDATE = 0;
const KIND_AWARENESS = 1;
/** "I have just loaded this session: send me what you have." */
const KIND_STATE_REQUEST = 2;
/** A command waits this long for Redis before the room carries on without it. */
const REDIS_WAIT_MS = 3000;
/** The same Redis error is logged at most this often (it repeats at every reconnection attempt). */
const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Several server processes serving one session (REDIS_URL): each publishes its sockets' document
 * and awareness updates on the session's channel, tagged with its own instance id, and applies
 * what the others publish (without publishing it again). A process loading a session asks the
 * others for their full state, so edits not yet written to the database reach it too; Yjs merges
 * are idempotent, so whatever arrives twice changes nothing. Redis being away is logged and the
 * rooms go on serving their own sockets.
 */
export class RedisBridge implements PeerLink {
  private readonly instanceId = randomBytes(8).toString('hex');
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly rooms = new Map<string, Room>();
  private readonly lastLogged = new Map<string, number>();

  constructor(
    url: string,
    private readonly log: FastifyBaseLogger,
  ) {
    // A few retries, then a command fails instead of queueing without end while Redis is down.
    const options = { maxRetriesPerRequest: 2, connectTimeout: REDIS_WAIT_MS };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (error: Error) => this.logError('redis connection error', error));
    }
    this.subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => this.receive(channel, message));
  }

  async attach(room: Room): Promise<void> {
    this.rooms.set(room.id, room);
    await withTimeout(this.subscriber.subscribe(CHANNEL_PREFIX + room.id));
    this.publish(room.id, KIND_STATE_REQUEST, new Uint8Array());
  }

  async detach(id: string): Promise<void> {
    this.rooms.delete(id);
    await withTimeout(this.subscriber.unsubscribe(CHANNEL_PREFIX + id)).catch((error: unknown) =>
      this.logError('redis unsubscribe failed', error),
    );
  }

  publishUpdate(id: string, update: Uint8Array): void {
    this.publish(id, KIND_UPDATE, update);
  }

  publishAwareness(id: string, update: Uint8Array): void {
    this.publish(id, KIND_AWARENESS, update);
  }

  async close(): Promise<void> {
    this.rooms.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }

  private publish(id: string, kind: number, payload: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, this.instanceId);
    encoding.writeVarUint(encoder, kind);
    encoding.writeVarUint8Array(encoder, payload);
    this.publisher
      .publish(CHANNEL_PREFIX + id, Buffer.from(encoding.toUint8Array(encoder)))
      .catch((error: unknown) => this.logError('redis publish failed', error));
  }

  private receive(channel: Buffer, message: Buffer): void {
    const id = channel.toString().slice(CHANNEL_PREFIX.length);
    const room = this.rooms.get(id);
    if (!room) return;
    try {
      const decoder = decoding.createDecoder(message);
      if (decoding.readVarString(decoder) === this.instanceId) return;
      const kind = decoding.readVarUint(decoder);
      const payload = decoding.readVarUint8Array(decoder);
      if (kind === KIND_UPDATE) room.applyFromPeers(payload);
      else if (kind === KIND_AWARENESS) room.applyAwarenessFromPeers(payload);
      else if (kind === KIND_STATE_REQUEST) {
        const { update, awareness } = room.fullState();
        this.publish(id, KIND_UPDATE, update);
        if (awareness) this.publish(id, KIND_AWARENESS, awareness);
      }
    } catch (error) {
      this.logError('unreadable message from another server process', error);
    }
  }

  private logError(message: string, error: unknown): void {
    const text = `${message}: ${error instanceof Error ? error.message : String(error)}`;
    const now = Date.now();
    if (now - (this.lastLogged.get(text) ?? 0) < ERROR_LOG_INTERVAL_MS) return;
    this.lastLogged.set(text, now);
    this.log.error({ err: error }, message);
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${REDIS_WAIT_MS} ms`)),
      REDIS_WAIT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
