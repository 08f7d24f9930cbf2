import { SHARED_SESSION_ID_PATTERN } from '@sa/contracts';
import { z } from 'zod';
import { couldNotCreate, UNKNOWN_CREATE_ERROR } from './messages';

/** A session's id as the service hands it out: 16 letters and digits. */
export const SessionId = z.string().regex(SHARED_SESSION_ID_PATTERN);

/** A session call that failed; `message` is the text shown to the user. */
export class SessionBackendError extends Error {
  override name = 'SessionBackendError';
}

export interface SessionBackendDeps {
  /** The deployment's `sharedbBackendUrl` (`{origin}/sharedb/`). */
  baseUrl: string;
  /** The API client's authorizedFetch: our bearer token, refreshed once on a 401. */
  fetch: typeof fetch;
}

export interface SessionBackend {
  /** Creates a session holding `program`; resolves to its id. */
  create(program: string): Promise<string>;
  /** Whether a session with this id exists (the spec's GET: ok or not). */
  exists(id: string): Promise<boolean>;
}

/**
 * The shared-editing service's two plain HTTP calls (spec 3 section 7): POST a program as
 * text/plain to create a session, answered with its id as text; GET a session's address to ask
 * whether it exists. They are not /v2 routes of the route table: the service answers text, and
 * its address comes from the deployment.
 */
export function createSessionBackend(deps: SessionBackendDeps): SessionBackend {
  const doFetch = deps.fetch;
  const base = deps.baseUrl.endsWith('/') ? deps.baseUrl : `${deps.baseUrl}/`;

  return {
    async create(program) {
      let response: Response;
      let text: string;
      try {
        response = await doFetch(base, {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: program,
        });
        text = await response.text();
      } catch {
        throw new SessionBackendError(UNKNOWN_CREATE_ERROR);
      }
      if (!response.ok) throw new SessionBackendError(couldNotCreate(text));
      const id = SessionId.safeParse(text.trim());
      if (!id.success) throw new SessionBackendError(UNKNOWN_CREATE_ERROR);
      return id.data;
    },
    async exists(id) {
      if (!SessionId.safeParse(id).success) return false;
      const response = await doFetch(`${base}${encodeURIComponent(id)}`, { method: 'GET' });
      if (response.status === 404) return false;
      if (!response.ok) throw new SessionBackendError(`${response.status} ${response.statusText}`.trim());
      return true;
    },
  };
}

/** The session's websocket address: the service's own, as ws:// or wss://, without the trailing '/'. */
export function socketBase(baseUrl: string, pageOrigin: string): string {
  const url = new URL(baseUrl, pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString().replace(/\/+$/, '');
}
