import { z } from 'zod';

/**
 * Shared editing sessions (issue 20): the HTTP side creates and looks up sessions, the session
 * itself is a y-websocket connection at `ws(s)://host/sharedb/{id}?token={access token}`.
 * The document holds `getText('code')` (the program) and `getMap('settings')` (`chapter`, `variant`).
 */

/** A session id: 16 letters and digits, random. */
export const SHARED_SESSION_ID_PATTERN = /^[A-Za-z0-9]{16}$/;
export const SHARED_SESSION_ID_LENGTH = 16;

/** The encoded document (Y.encodeStateAsUpdate) may not grow beyond this. */
export const SHARED_DOCUMENT_MAX_BYTES = 1024 * 1024;
/** Sessions one user may own at a time (a session counts until it expires). */
export const SHARED_SESSIONS_PER_USER = 20;
/** Websocket connections one session takes (per server process). */
export const SHARED_SESSION_MAX_CONNECTIONS = 50;

/** The Yjs document's names for the program and the playground settings. */
export const SHARED_DOC_CODE = 'code';
export const SHARED_DOC_SETTINGS = 'settings';

/** Close codes the server ends a session socket with (4000-4999 are the application's own). */
export const SharedSessionCloseCode = {
  /** No access token, or one that is not valid (expired, forged, user gone). */
  unauthorised: 4401,
  /** No session with that id (never created, or expired). */
  notFound: 4404,
  /** The session has as many connections as it takes. */
  full: 4429,
  /** An update would make the document larger than SHARED_DOCUMENT_MAX_BYTES. */
  tooLarge: 4413,
  /** A message that is not the y-websocket protocol. */
  malformed: 4400,
} as const;

export const SHARED_SESSION_NOT_FOUND = 'Session not found';
export const sharedSessionsLimitText = (limit: number) =>
  `You already have ${limit} shared sessions, the most one user may have; an unused session is deleted after its idle time`;
export const SHARED_PROGRAM_TOO_LARGE = `The program is too large for a shared session (at most ${SHARED_DOCUMENT_MAX_BYTES / 1024} KB)`;

/** GET /sharedb/:id. Any text is taken: an id of another shape is simply not found. */
export const SharedSessionParams = z.object({ id: z.string().max(64) });

/** POST /sharedb/: the initial program as text/plain (may be empty). */
export const SharedSessionProgram = z.string();
