import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials, matched without regard to case. `code` is the
 * one that reaches us: providers send the browser back to `/login?provider=..&code=..&state=..`
 * (served by us as the web app), and `POST /v2/auth/login` also takes code and provider from the
 * query string like the reference. The others are here so that a client passing a token in a URL
 * does not put it into the logs either.
 */
const SECRET_PARAMS = new Set([
  'code',
  'state',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
  'client_secret',
]);
/** Parameters whose value is itself a URL that may carry a code (an OAuth redirect target). */
const URL_PARAMS = new Set(['redirect_uri', 'return_to', 'next']);

/** Plain letters, so that the query string keeps it readable (brackets would be percent-encoded). */
export const REDACTED = 'REDACTED';

/** The URL with the values of credential parameters replaced, at any depth of redirect URLs. */
export function redactUrl(url: string, depth = 0): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || depth > 2) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const [key, value] of [...params]) {
    const name = key.toLowerCase();
    const redacted = SECRET_PARAMS.has(name)
      ? REDACTED
      : URL_PARAMS.has(name)
        ? redactUrl(value, depth + 1)
        : value;
    if (redacted !== value) {
      params.set(key, redacted);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params}` : url;
}

/**
 * Fastify's request serializer (the fields it logs with 'incoming request' and with errors), with
 * the URL redacted. It replaces Fastify's own `req` serializer for every request, including the
 * web app's pages that the not-found handler serves.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { req: serializeRequest };
