import {
  routes,
  SHARED_DOCUMENT_MAX_BYTES,
  SHARED_PROGRAM_TOO_LARGE,
  SHARED_SESSION_NOT_FOUND,
  SHARED_SESSIONS_PER_USER,
  sharedSessionsLimitText,
} from '@sa/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { type AppDeps, OK } from '../../http/deps';
import { HttpError, notFound } from '../../http/errors';
import { createRouter } from '../../http/route';
import { registerUpgrade } from '../../http/upgrades';
import { idleSince, SessionExpiry } from './expiry';
import { initialState } from './initial-state';
import { RedisBridge } from './redis-bridge';
import { FLUSH_DELAY_MS } from './room';
import { Rooms } from './rooms';
import { isSessionId, newSessionId } from './session-id';
import { createSessionSockets, PATH_PREFIX } from './socket';
import { SessionStore } from './store';

export interface SharedSessionSettings {
  /** Sweep idle sessions at start and every hour (default true). */
  expiry?: boolean;
  /** Edits are written at most this long after they were made (default FLUSH_DELAY_MS). */
  flushDelayMs?: number;
}

type SharedSessionOptions = AppDeps & SharedSessionSettings;

/**
 * The shared-editing service: POST /sharedb/ creates a session, GET /sharedb/:id says whether it
 * exists, and the websocket at /sharedb/:id is the session (socket.ts). Everything the service
 * holds is closed with the app: sockets closed, edits written, Redis left.
 */
export const sharedSessionRoutes: FastifyPluginAsync<SharedSessionOptions> = async (app, deps) => {
  const { config, db, guards, now, tokens } = deps;
  const store = new SessionStore(db, now);
  const bridge = config.sharing.redisUrl ? new RedisBridge(config.sharing.redisUrl, app.log) : undefined;
  const rooms = new Rooms(store, bridge, app.log, deps.flushDelayMs ?? FLUSH_DELAY_MS);
  const sockets = createSessionSockets({ db, tokens, rooms, store, log: app.log });
  registerUpgrade(app, PATH_PREFIX, (request, socket, head) => sockets.upgrade(request, socket, head));

  const route = createRouter(app, guards);
  route(
    routes.sharedSessions.create,
    async ({ body, user }) => {
      if (
        (await store.countLive(user.id, idleSince(now(), config.sharing.sessionIdleDays))) >=
        SHARED_SESSIONS_PER_USER
      ) {
        throw new HttpError(429, sharedSessionsLimitText(SHARED_SESSIONS_PER_USER));
      }
      const state = initialState(body);
      if (state.length > SHARED_DOCUMENT_MAX_BYTES) throw new HttpError(413, SHARED_PROGRAM_TOO_LARGE);
      const id = newSessionId();
      await store.create(id, user.id, state);
      return id;
    },
    // A program of the document's whole size, as text (JSON quoting may add a little).
    { bodyLimit: SHARED_DOCUMENT_MAX_BYTES + 64 * 1024 },
  );
  route(routes.sharedSessions.exists, async ({ params }) => {
    // Every editor asks every 5 s: a session open here is answered without the database.
    const exists = isSessionId(params.id) && (rooms.isLive(params.id) || (await store.exists(params.id)));
    if (!exists) throw notFound(SHARED_SESSION_NOT_FOUND);
    return OK;
  });

  if (deps.expiry !== false) {
    const expiry = new SessionExpiry({
      store,
      rooms,
      idleDays: config.sharing.sessionIdleDays,
      now,
      log: app.log,
    });
    app.addHook('onReady', () => expiry.start());
    app.addHook('onClose', async () => expiry.stop());
  }
  // Before the server stops listening: its close waits for open sockets, so they are closed first.
  app.addHook('preClose', async () => {
    await rooms.closeAll();
    sockets.close();
  });
  app.addHook('onClose', async () => bridge?.close());
};

/**
 * `POST /sharedb` is `POST /sharedb/` (the deployment advertises the address with its slash;
 * a client joining paths may drop it). Fastify's rewriteUrl, because the route table declares
 * each route once.
 */
export function sharedSessionUrlAlias(url: string): string {
  return url === '/sharedb' || url.startsWith('/sharedb?') ? `/sharedb/${url.slice('/sharedb'.length)}` : url;
}
