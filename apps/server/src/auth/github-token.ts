import {
  GITHUB_NOT_CONFIGURED,
  GITHUB_UNREACHABLE,
  GITHUB_WRONG_CLIENT,
  type GitHubTokenResponse,
} from '@sa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { GitHubConnectionConfig } from '../config';
import { badRequest, HttpError } from '../http/errors';
import { exchangeGitHubCode, GitHubExchangeError } from './providers/github-exchange';

/**
 * POST /v2/auth/github/token: the "proxy" of the playground's code-hosting connection. The
 * browser cannot hold the client secret, so we exchange its code and hand GitHub's token back.
 * The token is only passed through: never stored, never logged (Fastify logs neither bodies
 * nor answers, and the failures logged here carry no token).
 */
export async function exchangeForPlayground(
  github: GitHubConnectionConfig,
  input: { code: string; clientId: string },
  log: FastifyBaseLogger,
): Promise<GitHubTokenResponse> {
  const { clientId, clientSecret } = github;
  if (!clientId || !clientSecret) throw badRequest(GITHUB_NOT_CONFIGURED);
  // One OAuth app is configured; a client naming another one cannot be served with our secret.
  if (input.clientId !== clientId) throw badRequest(GITHUB_WRONG_CLIENT);
  try {
    const token = await exchangeGitHubCode({
      tokenUrl: `${github.url}/login/oauth/access_token`,
      clientId,
      clientSecret,
      code: input.code,
    });
    return { access_token: token };
  } catch (error) {
    if (!(error instanceof GitHubExchangeError)) throw error;
    if (error.kind === 'refused') throw badRequest(error.message);
    log.warn({ err: error.cause ?? error }, 'GitHub token exchange failed');
    throw new HttpError(502, GITHUB_UNREACHABLE);
  }
}
