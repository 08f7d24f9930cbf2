import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestLimit {
  /** Requests one key may make per window. */
  max: number;
  windowMs: number;
}

/**
 * Counts one request against `key` in @fastify/rate-limit's store (registered by guess-limits.ts,
 * on the app's clock). Answers null while the window has room, else the seconds until it has (a
 * 429's Retry-After): each caller answers the 429 in its own words and shape.
 */
export async function countRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  limit: RequestLimit,
): Promise<number | null> {
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: () => key,
  });
  const state = await limiter(request);
  if (state.isAllowed || !state.isExceeded) return null;
  return Math.max(1, state.ttlInSeconds);
}
