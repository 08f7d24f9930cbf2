import {
  INVALID_REFRESH_TOKEN,
  INVALID_TOKEN,
  MISSING_PARAMETER,
  routes,
  type TokenPair,
} from '@sa/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type AppDeps, OK } from '../http/deps';
import { badRequest, HttpError } from '../http/errors';
import { createRouter } from '../http/route';
import { exchangeForPlayground } from './github-token';
import { signInAddressKey, signInCodeKey } from './guess-limits';
import { ProviderError } from './providers/types';
import { providerErrorMessage, type SignInInput, signIn } from './service';
import type { IssuedTokens } from './tokens';

const { auth } = routes;

/** POST /v2/auth/login, /refresh and /logout, and /github/token for the playground's GitHub connection (api-reference-routes 1.1; snake_case bodies). */
export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, tokens, providers, guessLimits } = deps;
  const route = createRouter(app, deps.guards);

  /** The code exchanged at its provider; a refusal becomes the reference's 400 text (cause logged). */
  async function exchange(request: FastifyRequest, input: SignInInput) {
    try {
      return await signIn(db, tokens, providers, input);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      request.log.info(
        { err: error.cause ?? error, provider: input.provider },
        'sign-in refused by provider',
      );
      throw badRequest(providerErrorMessage(error));
    }
  }

  route(auth.login, async ({ request, query, body }) => {
    // The reference reads these from the body or the query string.
    const fields = { ...query, ...body };
    const { code, provider } = fields;
    if (!code || !provider) throw badRequest(MISSING_PARAMETER);
    const input = { provider, code, clientId: fields.client_id, redirectUri: fields.redirect_uri };
    // Wrong codes count per code and address (one user's retries lock out only that user) and per
    // address (many different codes from one place); a right code gives its attempts back.
    const { signInCode, signInAddress } = guessLimits;
    const pair = await signInCode.attempt(
      request,
      signInCodeKey(provider, code, request.ip),
      isRefusedCode,
      () =>
        signInAddress.attempt(request, signInAddressKey(request.ip), isRefusedCode, () =>
          exchange(request, input),
        ),
    );
    return tokenPair(pair);
  });

  route(auth.githubToken, ({ request, body }) =>
    exchangeForPlayground(deps.config.github, body, request.log),
  );

  route(auth.refresh, async ({ request, body }) => {
    const result = await tokens.rotate(requireToken(body.refresh_token));
    if (!result.ok) {
      if (result.reason === 'reused') {
        request.log.warn('revoked refresh token presented again: all of its user’s refresh tokens revoked');
      }
      throw new HttpError(401, INVALID_REFRESH_TOKEN);
    }
    return tokenPair(result.tokens);
  });

  route(auth.logout, async ({ body }) => {
    if (!(await tokens.revoke(requireToken(body.refresh_token)))) throw new HttpError(401, INVALID_TOKEN);
    return OK;
  });
};

/** A code the provider refused, or an unknown provider (400): a wrong guess. A 429 or our own 500 is not. */
function isRefusedCode(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 400;
}

function requireToken(token: string | undefined): string {
  if (!token) throw badRequest(MISSING_PARAMETER);
  return token;
}

function tokenPair(tokens: IssuedTokens): TokenPair {
  return { access_token: tokens.accessToken, refresh_token: tokens.refreshToken };
}
