import { INVALID_REFRESH_TOKEN, LoginRequest, RefreshTokenRequest, TokenPair } from '@sa/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AppDeps, isRecord, OK } from '../http/deps';
import { badRequest, HttpError, parseInput } from '../http/errors';
import { signInAddressKey, signInCodeKey } from './guess-limits';
import { ProviderError } from './providers/types';
import { providerErrorMessage, signIn } from './service';
import type { IssuedTokens } from './tokens';

/** POST /v2/auth/login, /refresh and /logout (api-reference-routes 1.1; snake_case bodies). */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, tokens, providers, guessLimits } = deps;

  /** The code exchanged at its provider; a refusal becomes the reference's 400 text (cause logged). */
  async function exchange(request: FastifyRequest, input: z.output<typeof LoginRequest>) {
    try {
      return await signIn(db, tokens, providers, {
        provider: input.provider,
        code: input.code,
        clientId: input.client_id,
        redirectUri: input.redirect_uri,
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.info(
        { err: error.cause ?? error, provider: input.provider },
        'sign-in refused by provider',
      );
      throw badRequest(providerErrorMessage(error));
    }
  }

  app.post('/v2/auth/login', async (request) => {
    // The reference reads these from the body or the query string.
    const input = parseWithMissing(LoginRequest, { ...asRecord(request.query), ...asRecord(request.body) }, [
      'code',
      'provider',
    ]);
    // Wrong codes count per code and address (one user's retries lock out only that user) and per
    // address (many different codes from one place); a right code gives its attempts back.
    const { signInCode, signInAddress } = guessLimits;
    const codeKey = signInCodeKey(input.provider, input.code, request.ip);
    const pair = await signInCode.attempt(request, codeKey, isRefusedCode, () =>
      signInAddress.attempt(request, signInAddressKey(request.ip), isRefusedCode, () =>
        exchange(request, input),
      ),
    );
    return tokenPair(pair);
  });

  app.post('/v2/auth/refresh', async (request) => {
    const { refresh_token } = parseWithMissing(RefreshTokenRequest, request.body, ['refresh_token']);
    const result = await tokens.rotate(refresh_token);
    if (!result.ok) {
      if (result.reason === 'reused') {
        request.log.warn('revoked refresh token presented again: all of its user’s refresh tokens revoked');
      }
      throw new HttpError(401, INVALID_REFRESH_TOKEN);
    }
    return tokenPair(result.tokens);
  });

  app.post('/v2/auth/logout', async (request) => {
    const { refresh_token } = parseWithMissing(RefreshTokenRequest, request.body, ['refresh_token']);
    if (!(await tokens.revoke(refresh_token))) throw new HttpError(401, 'Invalid token');
    return OK;
  });
};

/** A code the provider refused, or an unknown provider (400): a wrong guess. A 429 or our own 500 is not. */
function isRefusedCode(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 400;
}

function tokenPair(tokens: IssuedTokens) {
  return TokenPair.parse({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
}

function asRecord(value: FastifyRequest['body']): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

/** 400 `Missing parameter` when a required field is absent (the reference's text), else the details. */
function parseWithMissing<S extends z.ZodType>(schema: S, input: unknown, required: string[]): z.output<S> {
  const record = isRecord(input) ? input : {};
  if (required.some((key) => record[key] === undefined || record[key] === null || record[key] === '')) {
    throw badRequest('Missing parameter');
  }
  return parseInput(schema, record);
}
