import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { WebSocket, WebSocketServer } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

/**
 * A small shared-editing service for the web app's tests, speaking the documented protocol the
 * playground uses (POST / creates a session from a text/plain program and answers its id, GET
 * /{id} answers 'OK' or 404, /{id}?token= is a y-websocket document) - the real server lives in
 * apps/server and has its own tests; the web app must not import it. `closeWith` makes the next
 * connections close with a given code, as the real one does for a bad token or a full session.
 */
export interface TestSessionServer {
  /** http://127.0.0.1:{port}/sharedb/ */
  baseUrl: string;
  /** The token the service accepts; others get 401 / close code 4401. */
  token: string;
  docs: Map<string, Y.Doc>;
  /** The next `count` websocket connections close at once with `code`. */
  closeWith(code: number, count?: number): void;
  /** Removes a session, as its expiry would. */
  remove(id: string): void;
  close(): Promise<void>;
}

const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;

interface Room {
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  sockets: Set<WebSocket>;
}

export async function startTestSessionServer(token = 'good-token'): Promise<TestSessionServer> {
  const rooms = new Map<string, Room>();
  const docs = new Map<string, Y.Doc>();
  let closing: { code: number; count: number } | null = null;
  let next = 0;

  const authorised = (header: string | undefined) => header === `Bearer ${token}`;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // The tests' page has another origin than this server (the app's service is same-origin).
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const id = path.replace(/^\/sharedb\/?/, '');
    if (req.method === 'POST' && id === '') {
      if (!authorised(req.headers.authorization)) {
        res.writeHead(401, { 'Content-Type': 'text/plain' }).end('Not signed in');
        return;
      }
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        next++;
        const newId = `Sess${String(next).padStart(12, '0')}`;
        const doc = new Y.Doc();
        doc.getText('code').insert(0, body);
        docs.set(newId, doc);
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end(newId);
      });
      return;
    }
    if (req.method === 'GET' && docs.has(id)) {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };

  const roomOf = (id: string, doc: Y.Doc): Room => {
    let room = rooms.get(id);
    if (!room) {
      const created: Room = { doc, awareness: new awarenessProtocol.Awareness(doc), sockets: new Set() };
      created.awareness.setLocalState(null);
      doc.on('update', (update: Uint8Array) => {
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_SYNC);
        syncProtocol.writeUpdate(encoder, update);
        const message = encoding.toUint8Array(encoder);
        for (const socket of created.sockets) socket.send(message);
      });
      created.awareness.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
        const changed = [...(added ?? []), ...(updated ?? []), ...(removed ?? [])];
        const encoder = encoding.createEncoder();
        encoding.writeVarUint(encoder, MESSAGE_AWARENESS);
        encoding.writeVarUint8Array(
          encoder,
          awarenessProtocol.encodeAwarenessUpdate(created.awareness, changed),
        );
        const message = encoding.toUint8Array(encoder);
        for (const socket of created.sockets) socket.send(message);
      });
      rooms.set(id, created);
      room = created;
    }
    return room;
  };

  const http = createServer(handle);
  const wss = new WebSocketServer({ server: http });
  wss.on('connection', (socket, req) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const id = url.pathname.replace(/^\/sharedb\//, '');
    if (closing && closing.count > 0) {
      closing.count--;
      socket.close(closing.code, 'closed by test');
      return;
    }
    if (url.searchParams.get('token') !== token) return socket.close(4401, 'bad token');
    const doc = docs.get(id);
    if (!doc) return socket.close(4404, 'no such session');
    const room = roomOf(id, doc);
    room.sockets.add(socket);
    socket.binaryType = 'arraybuffer';
    socket.on('message', (data: ArrayBuffer) => {
      const decoder = decoding.createDecoder(new Uint8Array(data));
      const encoder = encoding.createEncoder();
      const type = decoding.readVarUint(decoder);
      if (type === MESSAGE_SYNC) {
        encoding.writeVarUint(encoder, MESSAGE_SYNC);
        syncProtocol.readSyncMessage(decoder, encoder, room.doc, socket);
        if (encoding.length(encoder) > 1) socket.send(encoding.toUint8Array(encoder));
      } else if (type === MESSAGE_AWARENESS) {
        awarenessProtocol.applyAwarenessUpdate(room.awareness, decoding.readVarUint8Array(decoder), socket);
      }
    });
    socket.on('close', () => room.sockets.delete(socket));
    const encoder = encoding.createEncoder();
    encoding.writeVarUint(encoder, MESSAGE_SYNC);
    syncProtocol.writeSyncStep1(encoder, room.doc);
    socket.send(encoding.toUint8Array(encoder));
  });

  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/sharedb/`,
    token,
    docs,
    closeWith(code, count = 1) {
      closing = { code, count };
    },
    remove(id) {
      docs.delete(id);
      const room = rooms.get(id);
      for (const socket of room?.sockets ?? []) socket.close(4404, 'no such session');
      rooms.delete(id);
    },
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Node's WebSocket class in the shape y-websocket takes (the browser's in the app). */
export const NodeWebSocket = WebSocket as unknown as typeof globalThis.WebSocket;

/** What the API client's authorizedFetch does for the session calls, with a token of the test's. */
export function withBearer(token: () => string): typeof fetch {
  return (input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token()}`);
    return fetch(input, { ...init, headers });
  };
}
