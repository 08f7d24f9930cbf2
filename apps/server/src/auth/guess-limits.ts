import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GuessLimitConfig } from '../config';
import { HttpError } from '../http/errors';
import { guessStore } from './guess-store';

export const TOO_MANY_FAILED_LOGINS = 'Too many failed login attempts. Please try again later.';
export const TOO_MANY_WRONG_PASSWORDS =
  'Too many wrong passwords for this assessment. Please try again later.';

/**
 * Guesses of one secret, counted per key by `@fastify/rate-limit`: each attempt is counted
 * before it is tried and refused (429, with Retry-After) when the key has used up its attempts
 * in the window, and given back when it turned out right (or was never judged, e.g. our own
 * failure). So only wrong guesses stay counted: a user who signs in or unlocks again and again is
 * never refused for it, while a burst of parallel guesses is cut off at the limit. Counts live in
 * this process (ADR 14).
 */
export class GuessLimit {
  constructor(
    private readonly app: FastifyInstance,
    private readonly rule: GuessLimitConfig,
    private readonly message: string,
  ) {}

  /**
   * Tries one guess under the limit: counted before `tryIt` runs (429 when the key has none
   * left), given back unless `tryIt` fails with an error that `isWrong` calls a wrong guess.
   */
  async attempt<T>(
    request: FastifyRequest,
    key: string,
    isWrong: (error: unknown) => boolean,
    tryIt: () => Promise<T>,
  ): Promise<T> {
    await this.take(request, key);
    let wrong = false;
    try {
      return await tryIt();
    } catch (error) {
      wrong = isWrong(error);
      throw error;
    } finally {
      if (!wrong) await this.giveBack(request, key);
    }
  }

  private async take(request: FastifyRequest, key: string): Promise<void> {
    const state = await this.limiter(key, false)(request);
    if (state.isAllowed || !state.isExceeded) return;
    throw new HttpError(429, this.message, { 'retry-after': String(Math.max(1, state.ttlInSeconds)) });
  }

  private async giveBack(request: FastifyRequest, key: string): Promise<void> {
    await this.limiter(key, true)(request);
  }

  /** A limiter of the plugin for one key; `refund` takes one back (guess-store.ts). */
  private limiter(key: string, refund: boolean) {
    const options = {
      max: this.rule.maxFailures,
      timeWindow: this.rule.windowSeconds * 1000,
      keyGenerator: () => key,
      refund,
    };
    return this.app.createRateLimit(options);
  }
}

export interface GuessLimits {
  /** Wrong sign-in codes per provider, code and client address (one user's retries). */
  signInCode: GuessLimit;
  /** Wrong sign-in codes per client address, whatever the codes (guessing many codes). */
  signInAddress: GuessLimit;
  /** Wrong passwords of a private assessment per user and assessment. */
  assessmentPassword: GuessLimit;
}

export interface GuessLimitSettings {
  login: GuessLimitConfig & { maxFailuresPerAddress: number };
  assessmentPassword: GuessLimitConfig;
}

/**
 * Registers `@fastify/rate-limit` (no route is limited by default: `global: false`) on the app's
 * clock and builds the limits the sign-in and unlock routes use.
 */
export async function registerGuessLimits(
  app: FastifyInstance,
  settings: GuessLimitSettings,
  now: () => number,
): Promise<GuessLimits> {
  await app.register(rateLimit, { global: false, store: guessStore(now) });
  const { login } = settings;
  return {
    signInCode: new GuessLimit(app, login, TOO_MANY_FAILED_LOGINS),
    signInAddress: new GuessLimit(
      app,
      { maxFailures: login.maxFailuresPerAddress, windowSeconds: login.windowSeconds },
      TOO_MANY_FAILED_LOGINS,
    ),
    assessmentPassword: new GuessLimit(app, settings.assessmentPassword, TOO_MANY_WRONG_PASSWORDS),
  };
}

/** Keys name the secret only by a hash: a wrong code may be a typo of a right one. */
export function signInCodeKey(provider: string, code: string, ip: string): string {
  const digest = createHash('sha256').update(code).digest('base64url').slice(0, 22);
  return `sign-in:${provider}:${digest}:${ip}`;
}

export const signInAddressKey = (ip: string) => `sign-in:${ip}`;

export const assessmentPasswordKey = (userId: number, assessmentId: number) =>
  `assessment-password:${userId}:${assessmentId}`;
