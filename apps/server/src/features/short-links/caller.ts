import { createHash, timingSafeEqual } from 'node:crypto';
import { SHORT_LINK_NEEDS_SIGN_IN, SHORT_LINK_RATE_LIMITED } from '@sa/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guards } from '../../auth/guard';
import { countRequest } from '../../http/request-limit';
import { ShortLinkError } from './answers';

/** Links one caller may make per window: plenty for sharing by hand, too few for a flood. */
export const SHORT_LINKS_PER_WINDOW = 30;
export const SHORT_LINK_WINDOW_MS = 10 * 60 * 1000;

/** Who shortens: a signed-in user, or (userId null) a client holding the deployment's signature. */
export interface ShortLinkCaller {
  userId: number | null;
  /** What the rate limit counts by: the user, or the address of a signature caller. */
  limitKey: string;
}

/** Compares digests, so neither the time taken nor a length check tells how much of it was right. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A bearer token decides when one is sent (a bad one is a 401, so the client refreshes it);
 * otherwise the signature, only when the deployment has one. Neither: 401.
 */
export async function identifyCaller(
  app: FastifyInstance,
  guards: Guards,
  request: FastifyRequest,
  reply: FastifyReply,
  signature: string | undefined,
  expected: string | undefined,
): Promise<ShortLinkCaller> {
  if (request.headers.authorization !== undefined) {
    await guards.authenticate.call(app, request, reply);
    const userId = request.user?.id;
    if (userId !== undefined) return { userId, limitKey: `short-links:user:${userId}` };
  }
  if (expected !== undefined && signature !== undefined && sameSecret(signature, expected)) {
    return { userId: null, limitKey: `short-links:address:${request.ip}` };
  }
  throw new ShortLinkError(401, 'error:auth', SHORT_LINK_NEEDS_SIGN_IN);
}

/** Counts one request of the caller; a 429 (with Retry-After) when the window's are used up. */
export async function takeRateLimit(
  app: FastifyInstance,
  request: FastifyRequest,
  caller: ShortLinkCaller,
): Promise<void> {
  const retryAfter = await countRequest(app, request, caller.limitKey, {
    max: SHORT_LINKS_PER_WINDOW,
    windowMs: SHORT_LINK_WINDOW_MS,
  });
  if (retryAfter === null) return;
  throw new ShortLinkError(429, 'error:ratelimit', SHORT_LINK_RATE_LIMITED, {
    'retry-after': String(retryAfter),
  });
}
