import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SHARED_DOCUMENT_MAX_BYTES, SharedSessionCloseCode } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import type { TokenService } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Room, RoomConnection } from './room';
import type { Rooms } from './rooms';
import { isSessionId } from './session-id';
import type { SessionStore } from './store';

/** One message may carry an update as large as the whole document, plus its framing. */
const MAX_MESSAGE_BYTES = SHARED_DOCUMENT_MAX_BYTES + 64 * 1024;
/** A socket that has not answered a ping by the next one is dead (a laptop lid closed). */
const PING_INTERVAL_MS = 30_000;
/** A reader this far behind is not keeping up: it is closed and may reconnect and resync. */
const MAX_BUFFERED_BYTES = 16 * 1024 * 1024;

export interface SessionSocketsDeps {
  db: Database;
  tokens: TokenService;
  rooms: Rooms;
  store: SessionStore;
  log: FastifyBaseLogger;
}

type Admission = { ok: true; room: Room } | { ok: false; code: number; reason: string };

/**
 * The websocket at `/sharedb/{id}?token={access token}`. The socket is always upgraded, then
 * closed with a 44xx code when it may not join, because a browser's WebSocket sees close codes
 * but never the status of a refused upgrade. The token travels in the query because browsers
 * cannot set headers on a websocket; it is checked once, when the socket opens.
 */
export function createSessionSockets(deps: SessionSocketsDeps) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  async function admit(request: IncomingMessage, id: string): Promise<Admission> {
    const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
    const userId = token ? await deps.tokens.verifyAccessToken(token) : undefined;
    if (userId === undefined || !(await userExists(deps.db, userId))) {
      return { ok: false, code: SharedSessionCloseCode.unauthorised, reason: 'Unauthorised' };
    }
    if (!isSessionId(id))
      return { ok: false, code: SharedSessionCloseCode.notFound, reason: 'Session not found' };
    const joined = await deps.rooms.join(id);
    if (!joined.ok) {
      if (joined.reason === 'full')
        return { ok: false, code: SharedSessionCloseCode.full, reason: 'Session is full' };
      // 1001 "going away": the client reconnects, to another process or to this one restarted.
      if (joined.reason === 'closing') return { ok: false, code: 1001, reason: 'Server shutting down' };
      return { ok: false, code: SharedSessionCloseCode.notFound, reason: 'Session not found' };
    }
    await deps.store.touch([id]).catch((error: unknown) => {
      deps.log.error({ err: error, session: id }, 'shared session: could not mark it active');
    });
    return { ok: true, room: joined.room };
  }

  function open(ws: WebSocket, room: Room): void {
    let alive = true;
    const connection: RoomConnection = {
      send(message) {
        if (ws.readyState !== ws.OPEN) return;
        if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
          ws.terminate();
          return;
        }
        ws.send(message, (error) => {
          if (error) deps.log.debug({ err: error, session: room.id }, 'shared session: send failed');
        });
      },
      close(code, reason) {
        ws.close(code, reason);
      },
    };
    const ping = setInterval(() => {
      if (!alive) return ws.terminate();
      alive = false;
      ws.ping();
    }, PING_INTERVAL_MS);
    ping.unref();
    ws.on('pong', () => {
      alive = true;
    });
    ws.on('message', (data: RawData, isBinary: boolean) => {
      // After a close was sent, what is still on the wire is not read.
      if (ws.readyState !== ws.OPEN) return;
      if (!isBinary) {
        ws.close(SharedSessionCloseCode.malformed, 'Malformed message');
        return;
      }
      room.receive(connection, bytesOf(data));
    });
    ws.on('error', (error) =>
      deps.log.debug({ err: error, session: room.id }, 'shared session socket error'),
    );
    ws.on('close', () => {
      clearInterval(ping);
      room.remove(connection);
      deps.rooms.leave(room).catch((error: unknown) => {
        deps.log.error({ err: error, session: room.id }, 'shared session: could not unload');
      });
    });
    room.add(connection);
  }

  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer, id: string) {
    socket.on('error', () => socket.destroy());
    let admission: Admission;
    try {
      admission = await admit(request, id);
    } catch (error) {
      deps.log.error({ err: error }, 'shared session: could not admit a socket');
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    let opened = false;
    wss.handleUpgrade(request, socket, head, (ws) => {
      opened = true;
      if (admission.ok) open(ws, admission.room);
      else ws.close(admission.code, admission.reason);
    });
    // ws refused the handshake (bad headers, socket already gone): give the place back.
    if (!opened && admission.ok) {
      admission.room.release();
      await deps.rooms.leave(admission.room);
    }
  }

  return {
    /** Takes an upgrade of `/sharedb/{id}`; any other path under /sharedb/ is a missing session. */
    upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      // Ids are letters and digits: anything else (encoded or not) is simply not found.
      const id = path.slice(PATH_PREFIX.length);
      handleUpgrade(request, socket, head, id).catch((error: unknown) => {
        deps.log.error({ err: error }, 'shared session: upgrade failed');
        socket.destroy();
      });
    },
    close(): void {
      wss.close();
    },
  };
}

export const PATH_PREFIX = '/sharedb/';

function bytesOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}

async function userExists(db: Database, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}
