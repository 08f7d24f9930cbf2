import { z } from 'zod';
import type { GitHubProviderSettings } from './config';
import { providerError, UPSTREAM_TIMEOUT_MS } from './errors';
import type { AuthenticateInput, AuthProvider, ProviderIdentity } from './types';

/** GitHub answers a failed exchange with 200 and an `error` field, so both shapes are expected. */
const TokenResponse = z.union([
  z.object({ access_token: z.string().min(1) }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

const GitHubUser = z.object({
  login: z.string().min(1),
  name: z.string().nullish(),
});

/** Reading only the public profile is enough: the login is the username, the name the display name. */
const SCOPE = 'read:user';

/** GitHub OAuth app sign-in: code -> access token -> GET /user. */
export class GitHubProvider implements AuthProvider {
  readonly kind = 'github';
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly #settings: GitHubProviderSettings;

  constructor(settings: GitHubProviderSettings) {
    this.id = settings.id;
    this.name = settings.name;
    this.isDefault = settings.isDefault;
    this.#settings = settings;
  }

  endpoint(): string {
    const url = new URL(this.#settings.authorizeUrl);
    url.searchParams.set('client_id', this.#settings.clientId);
    url.searchParams.set('scope', SCOPE);
    return url.href;
  }

  async authenticate(input: AuthenticateInput): Promise<ProviderIdentity> {
    // One OAuth app is configured; a client naming another one cannot be served with our secret.
    if (input.clientId !== undefined && input.clientId !== this.#settings.clientId) {
      throw providerError('validate', 'Invalid client id');
    }
    const token = await this.#exchangeCode(input);
    return this.#fetchUser(token);
  }

  async #exchangeCode({ code, redirectUri }: AuthenticateInput): Promise<string> {
    const body = new URLSearchParams({
      client_id: this.#settings.clientId,
      client_secret: this.#settings.clientSecret,
      code,
    });
    if (redirectUri !== undefined) body.set('redirect_uri', redirectUri);

    let json: unknown;
    try {
      const response = await fetch(this.#settings.tokenUrl, {
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
      throw providerError('token', 'GitHub did not answer the token request', error);
    }

    const parsed = TokenResponse.safeParse(json);
    if (!parsed.success) {
      throw providerError('token', 'Unexpected answer from GitHub', parsed.error);
    }
    if ('error' in parsed.data) {
      // e.g. bad_verification_code: the code is wrong, expired or already used.
      const { error, error_description } = parsed.data;
      throw providerError('validate', error_description ? `${error}: ${error_description}` : error);
    }
    return parsed.data.access_token;
  }

  async #fetchUser(accessToken: string): Promise<ProviderIdentity> {
    let json: unknown;
    try {
      const response = await fetch(new URL('user', withTrailingSlash(this.#settings.apiUrl)), {
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${accessToken}`,
          // GitHub rejects API requests without a User-Agent.
          'user-agent': 'source-academy-server',
          'x-github-api-version': '2022-11-28',
        },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
      if (!response.ok) {
        throw new Error(`GitHub API answered HTTP ${response.status}`);
      }
      json = await response.json();
    } catch (error) {
      throw providerError('user', 'Could not read the GitHub profile', error);
    }
    const user = GitHubUser.safeParse(json);
    if (!user.success) {
      throw providerError('user', 'Unexpected GitHub profile', user.error);
    }
    return { username: user.data.login, name: user.data.name || user.data.login };
  }
}

/** So that an apiUrl with a path (GitHub Enterprise: https://host/api/v3) keeps it. */
function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
