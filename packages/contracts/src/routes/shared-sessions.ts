import { z } from 'zod';
import { defineRoute, OkText } from '../http/route';
import {
  SHARED_PROGRAM_TOO_LARGE,
  SHARED_SESSION_NOT_FOUND,
  SHARED_SESSIONS_PER_USER,
  SharedSessionParams,
  SharedSessionProgram,
  sharedSessionsLimitText,
} from '../shared-sessions';

const differs =
  'The reference platform runs a separate ShareDB service; ours is part of this server and speaks the y-websocket protocol at the same address (ADR 18).';

/**
 * The shared-editing service: create a session (its id answered as text), ask whether one exists;
 * the session itself is a Yjs websocket at the same address (a websocket upgrade, so it is no
 * route of this table: apps/server/src/features/shared-sessions/socket.ts).
 */
export const sharedSessionRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/sharedb/',
    feature: 'shared-sessions',
    access: 'signed-in',
    summary:
      'Creates a shared editing session holding the program sent as text/plain; answers its id as text',
    body: SharedSessionProgram,
    response: z.string(),
    produces: 'text/plain',
    errors: [
      { status: 413, text: SHARED_PROGRAM_TOO_LARGE },
      { status: 429, text: sharedSessionsLimitText(SHARED_SESSIONS_PER_USER) },
    ],
    differs,
  }),
  exists: defineRoute({
    method: 'GET',
    path: '/sharedb/:id',
    feature: 'shared-sessions',
    access: 'public',
    summary: 'Whether a shared editing session exists (the client checks every 5 s)',
    params: SharedSessionParams,
    response: OkText,
    errors: [{ status: 404, text: SHARED_SESSION_NOT_FOUND }],
    differs,
  }),
};
