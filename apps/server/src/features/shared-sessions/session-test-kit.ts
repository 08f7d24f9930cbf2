import { SHARED_DOC_CODE } from '@sa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { WebsocketProvider } from 'y-websocket';
import * as Y from 'yjs';
import type { AppConfig } from '../../config';
import type { OpenDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { openTestDatabase } from '../../test/database';
import { buildQuietApp, testConfig } from '../../test/harness';
import { signedInUser as signedInUserAs } from '../../test/signed-in-user';
import type { SharedSessionSettings } from './routes';

/**
 * Shared-session tests need real sockets and, for a restart or a second process, several apps on
 * one database: this builds them listening on a free port, with the same config (so one token is
 * good on every instance).
 */
export interface SessionServer {
  app: FastifyInstance;
  /** http://127.0.0.1:{port} */
  origin: string;
  /** ws://127.0.0.1:{port}/sharedb, the y-websocket server URL (the room is the session id). */
  wsBase: string;
}

export async function startSessionServer(
  database: OpenDatabase,
  config: AppConfig,
  options: { now?: () => number; sharedSessions?: SharedSessionSettings } = {},
): Promise<SessionServer> {
  const app = await buildQuietApp(config, database, {
    ...(options.now ? { now: options.now } : {}),
    ...(options.sharedSessions ? { sharedSessions: options.sharedSessions } : {}),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, origin: `http://127.0.0.1:${port}`, wsBase: `ws://127.0.0.1:${port}/sharedb` };
}

export function sessionTestConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return testConfig({ graderWorkers: 0, ...overrides });
}

/** A user in the database and an access token for them. */
export const signedInUser = (database: OpenDatabase, config: AppConfig) =>
  signedInUserAs(database, config, 'collab');

export async function deleteUser(database: OpenDatabase, id: number): Promise<void> {
  await database.db.delete(users).where(eq(users.id, id));
}

/** POST /sharedb/ with the program as text/plain; answers the status and the body. */
export async function createSession(
  server: SessionServer,
  token: string | undefined,
  program: string,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${server.origin}/sharedb/`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: program,
  });
  return { status: response.status, text: await response.text() };
}

/** The browser's client, in Node: y-websocket's provider over `ws`, without the tabs' channel. */
export interface Editor {
  doc: Y.Doc;
  provider: WebsocketProvider;
  text(): string;
  destroy(): void;
}

export function openEditor(server: SessionServer, id: string, token: string): Editor {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(server.wsBase, id, doc, {
    params: { token },
    WebSocketPolyfill: WebSocket as unknown as typeof globalThis.WebSocket,
    disableBc: true,
  });
  return {
    doc,
    provider,
    text: () => doc.getText(SHARED_DOC_CODE).toString(),
    destroy: () => {
      provider.destroy();
      doc.destroy();
    },
  };
}

export function synced(editor: Editor): Promise<void> {
  if (editor.provider.synced) return Promise.resolve();
  return new Promise((resolve) => {
    const onSync = (state: boolean) => {
      if (!state) return;
      editor.provider.off('sync', onSync);
      resolve();
    };
    editor.provider.on('sync', onSync);
  });
}

/** Waits until the check holds (real sockets: changes arrive when they arrive). */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A raw socket to the session, for what the provider hides: close codes, malformed frames. */
export function rawSocket(server: SessionServer, id: string, token: string | undefined): WebSocket {
  const query = token === undefined ? '' : `?token=${encodeURIComponent(token)}`;
  return new WebSocket(`${server.wsBase}/${id}${query}`);
}

/** The close code the server ends the socket with. */
export function closeCode(socket: WebSocket): Promise<number> {
  return new Promise((resolve) => socket.on('close', (code: number) => resolve(code)));
}

export function opened(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
}

/** A sync-update message carrying a Yjs update, as y-websocket sends one (written by hand here). */
export function updateFrame(update: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, 0); // sync
  encoding.writeVarUint(encoder, 2); // update
  encoding.writeVarUint8Array(encoder, update);
  return encoding.toUint8Array(encoder);
}

/** What a test file of one server and one signed-in user works with. */
export interface SessionFixture {
  readonly database: OpenDatabase;
  readonly config: AppConfig;
  readonly server: SessionServer;
  /** An access token of the file's user. */
  readonly token: string;
  /** An editor of the session as the file's user, destroyed after the file. */
  editor(id: string): Editor;
  /** A raw socket to the session as the file's user, terminated after the file. */
  socket(id: string): WebSocket;
}

/**
 * One database, one listening server and one signed-in user for the whole test file, built in
 * beforeAll and closed, with every editor and socket it handed out, in afterAll.
 */
export function sessionServerPerFile(): SessionFixture {
  let made: { database: OpenDatabase; config: AppConfig; server: SessionServer; token: string } | undefined;
  const editors: Editor[] = [];
  const sockets: WebSocket[] = [];
  beforeAll(async () => {
    const database = await openTestDatabase();
    const config = sessionTestConfig();
    const server = await startSessionServer(database, config);
    made = { database, config, server, token: (await signedInUser(database, config)).token };
  });
  afterAll(async () => {
    for (const editor of editors) editor.destroy();
    for (const socket of sockets) socket.terminate();
    await made?.server.app.close();
    await made?.database.close();
  });
  const get = () => {
    if (!made) throw new Error('the session fixture is used before beforeAll ran');
    return made;
  };
  return {
    get database() {
      return get().database;
    },
    get config() {
      return get().config;
    },
    get server() {
      return get().server;
    },
    get token() {
      return get().token;
    },
    editor(id) {
      const opened = openEditor(get().server, id, get().token);
      editors.push(opened);
      return opened;
    },
    socket(id) {
      const socket = rawSocket(get().server, id, get().token);
      sockets.push(socket);
      return socket;
    },
  };
}
