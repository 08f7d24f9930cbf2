import { z } from 'zod';
import type { GitHubProviderSettings } from './config';
import { providerError, UPSTREAM_TIMEOUT_MS } from './errors';
import { exchangeGitHubCode, GitHubExchangeError } from './github-exchange';
import type { AuthenticateInput, AuthProvider, ProviderIdentity } from './types';

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
    const { tokenUrl, clientId, clientSecret } = this.#settings;
    try {
      return await exchangeGitHubCode({ tokenUrl, clientId, clientSecret, code, redirectUri });
    } catch (error) {
      if (!(error instanceof GitHubExchangeError)) throw error;
      // A refused code or client is a validation failure; anything else is the token stage's.
      if (error.kind === 'refused') throw providerError('validate', error.message);
      throw providerError('token', error.message, error.cause);
    }
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
