import { z } from 'zod';
import { UPSTREAM_TIMEOUT_MS } from './errors';

/**
 * GitHub's OAuth code exchange (POST {GITHUB_URL}/login/oauth/access_token with the client
 * secret), shared by platform sign-in with GitHub (providers/github.ts) and the playground's
 * code-hosting connection (POST /v2/auth/github/token), which only hands the token on.
 */

/** GitHub answers a failed exchange with 200 and an `error` field, so both shapes are expected. */
const TokenResponse = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

export interface GitHubExchangeInput {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri?: string | undefined;
}

/**
 * Why an exchange failed: GitHub could not be reached or answered something else than its
 * protocol ('unreachable', message safe to show, the real error in `cause`), or GitHub refused
 * the code or the client ('refused', GitHub's own words, e.g. bad_verification_code).
 */
export class GitHubExchangeError extends Error {
  override name = 'GitHubExchangeError';
  constructor(
    readonly kind: 'unreachable' | 'refused',
    message: string,
    cause?: unknown,
  ) {
    super(message);
    if (cause !== undefined) this.cause = cause;
  }
}

/** The access token for `code`; throws GitHubExchangeError. */
export async function exchangeGitHubCode(input: GitHubExchangeInput): Promise<string> {
  const body = new URLSearchParams({
    client_id: input.clientId,
    client_secret: input.clientSecret,
    code: input.code,
  });
  if (input.redirectUri !== undefined) body.set('redirect_uri', input.redirectUri);

  let json: unknown;
  try {
    const response = await fetch(input.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    if (!response.ok) {
      throw new Error(`GitHub token endpoint answered HTTP ${response.status}`);
    }
    json = await response.json();
  } catch (error) {
    throw new GitHubExchangeError('unreachable', 'GitHub did not answer the token request', error);
  }

  const parsed = TokenResponse.safeParse(json);
  if (!parsed.success) {
    throw new GitHubExchangeError('unreachable', 'Unexpected answer from GitHub', parsed.error);
  }
  if ('error' in parsed.data) {
    // e.g. bad_verification_code: the code is wrong, expired or already used.
    const { error, error_description } = parsed.data;
    throw new GitHubExchangeError('refused', error_description ? `${error}: ${error_description}` : error);
  }
  return parsed.data.access_token;
}
