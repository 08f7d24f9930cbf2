import { authRoutes, INVALID_REFRESH_TOKEN, TokenPair } from '@sa/contracts';
import type { z } from 'zod';
import type { SessionStore } from '../app/session/store';
import { browserTabLock, type TabLock } from '../app/session/tab-lock';
import type { Notifier } from '../app/toaster';
import { ApiError, backendErrorText, NETWORK_ERROR_TEXT, NetworkError, NoCourseError } from './errors';

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON-encoded, except a FormData which goes as multipart. */
  body?: unknown;
  /** Contract schema of the answer; the parsed value is returned. */
  schema: S;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** On 401, refresh the tokens once and retry (default true when auth is on). */
  refreshOnUnauthorised?: boolean;
  /** Shown instead of the generic text when the call fails. */
  errorMessage?: string;
  /** Opt out of toasts: the failure is only thrown for the caller to handle. */
  quiet?: boolean;
}

export interface ApiClientDeps {
  /** Origin of the backend; '' means the page's own origin. */
  backend: string;
  session: SessionStore;
  notifier: Notifier;
  fetch?: typeof fetch;
  /**
   * Called when the session ends: it can no longer be refreshed, or it was signed out here or in
   * another tab.
   */
  onSessionExpired?: () => void;
  /** Lets one tab at a time refresh the shared tokens (default: the browser's best, see tab-lock). */
  tabLock?: TabLock;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(deps: ApiClientDeps) {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const tabLock = deps.tabLock ?? browserTabLock();
  let refreshing: Promise<boolean> | null = null;

  // However the session ends (a refused refresh, logout, another tab's sign-out taken in by the
  // store), what was loaded for it is dropped.
  let signedIn = deps.session.getSnapshot().tokens !== null;
  deps.session.subscribe(() => {
    const wasSignedIn = signedIn;
    signedIn = deps.session.getSnapshot().tokens !== null;
    if (wasSignedIn && !signedIn) deps.onSessionExpired?.();
  });

  // A route's full path (`/v2/auth/refresh`) or one relative to /v2 (`courses/1/config`).
  const url = (path: string) =>
    path.startsWith('/v2/') ? `${deps.backend}${path}` : `${deps.backend}/v2/${path.replace(/^\//, '')}`;

  const send = (path: string, method: string, body: unknown, token: string | undefined) => {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain' };
    // A FormData body (file uploads) is sent as multipart; the browser sets its boundary.
    const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return doFetch(url(path), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    });
  };

  /** Exchanges the refresh token; false when the session is over (and then it is cleared). */
  const exchange = async (refreshToken: string): Promise<boolean> => {
    try {
      // The raw send: a refresh must never itself refresh on 401 or toast.
      const { path, method } = authRoutes.refresh;
      const response = await send(path, method, { refresh_token: refreshToken }, undefined);
      const text = await response.text();
      if (!response.ok) {
        // 'Invalid refresh token' is the server's word that this session is over; any other
        // failure also leaves us without a usable token, so both end the session.
        if (text.includes(INVALID_REFRESH_TOKEN) || response.status === 401) deps.session.clear();
        return false;
      }
      const pair = TokenPair.parse(JSON.parse(text));
      deps.session.setTokens({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
      // Stored at once, not at the next throttled save: the tab waiting for the lock reads it next.
      deps.session.flush();
      return true;
    } catch {
      return false;
    }
  };

  /**
   * Refreshes holding the tab lock. The tokens are read again once it is held: when another tab
   * rotated them meanwhile, its pair is used and the server is not called (presenting the old
   * token again is what the server takes for theft).
   */
  const refreshTokens = async (): Promise<boolean> => {
    const held = deps.session.getSnapshot().tokens?.refreshToken;
    if (!held) return false;
    return tabLock.run(async () => {
      deps.session.syncFromStorage();
      const current = deps.session.getSnapshot().tokens;
      if (!current) return false;
      if (current.refreshToken !== held) return true;
      return exchange(current.refreshToken);
    });
  };

  /** All calls of this tab that meet a 401 at the same time share one refresh. */
  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= refreshTokens().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const currentToken = () => deps.session.getSnapshot().tokens?.accessToken;

  /**
   * Sends with the current access token; on a 401, refreshes once (or takes the token another
   * call refreshed meanwhile) and sends again with the new one.
   */
  const withFreshToken = async (sendWith: (token: string | undefined) => Promise<Response>) => {
    const tokenUsed = currentToken();
    const response = await sendWith(tokenUsed);
    if (response.status !== 401) return response;
    const current = currentToken();
    const fresh = current !== undefined && current !== tokenUsed ? true : await refreshOnce();
    return fresh ? sendWith(currentToken()) : response;
  };

  /**
   * fetch for services outside /v2 that take our token (the short-link and shared-session
   * services): the bearer token added, and the same refresh on a 401 as every API call.
   */
  const authorizedFetch: typeof fetch = (input, init = {}) =>
    withFreshToken((token) => {
      const headers = new Headers(init.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return doFetch(input, { ...init, headers });
    });

  async function request<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const method = options.method ?? 'GET';
    const auth = options.auth ?? true;
    let response: Response;
    try {
      response =
        auth && (options.refreshOnUnauthorised ?? true)
          ? await withFreshToken((token) => send(path, method, options.body, token))
          : await send(path, method, options.body, auth ? currentToken() : undefined);
    } catch (cause) {
      if (!options.quiet) deps.notifier.show(options.errorMessage ?? NETWORK_ERROR_TEXT);
      throw new NetworkError(cause);
    }
    const text = await response.text();
    if (!response.ok) {
      if (!options.quiet) {
        deps.notifier.show(options.errorMessage ?? backendErrorText(response.status, response.statusText));
      }
      throw new ApiError(response.status, response.statusText, text);
    }
    return options.schema.parse(decodeBody(response, text));
  }

  /** Course-scoped call: courses/{courseId}/{path}; with no course it toasts and throws. */
  function courseRequest<S extends z.ZodType>(
    path: string,
    options: RequestOptions<S>,
  ): Promise<z.output<S>> {
    const courseId = deps.session.getSnapshot().profile?.courseRegistration?.courseId;
    if (courseId === undefined) {
      deps.notifier.show('No course selected!', { timeout: 1000 });
      return Promise.reject(new NoCourseError());
    }
    return request(`courses/${courseId}/${path.replace(/^\//, '')}`, options);
  }

  /**
   * The client's own transport to the backend, with no token added and no refresh: for a caller
   * that must send with a token of its own choosing (the research log's sync, which sends one
   * user's entries only with that user's token).
   */
  const backendFetch = (path: string, init: RequestInit): Promise<Response> => doFetch(url(path), init);

  return { request, courseRequest, refreshOnce, authorizedFetch, backendFetch };
}

/** JSON answers are parsed; plain-text answers such as 'OK' are passed through as text. */
function decodeBody(response: Response, text: string): unknown {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') && text !== '') return JSON.parse(text);
  return text;
}
