/**
 * The contract between sign-in and the identity providers. POST /v2/auth/login looks the
 * provider up by id and calls `authenticate`; the web app's login page sends the browser to
 * `endpoint(...)` and the provider comes back to /login?provider={id}&code=...
 */
export interface ProviderIdentity {
  /** Stable username at that provider; users are unique by (username, provider id). */
  username: string;
  /** Display name, when the provider knows it. */
  name: string | null;
}

export interface AuthenticateInput {
  code: string;
  clientId?: string | undefined;
  redirectUri?: string | undefined;
}

export type ProviderKind = 'test' | 'oidc' | 'github';

export interface AuthProvider {
  readonly id: string;
  readonly kind: ProviderKind;
  /** Label on the login button: 'Log in with {name}'. */
  readonly name: string;
  readonly isDefault: boolean;
  /**
   * Browser URL that starts sign-in. `serverOrigin` is this server's public origin (e.g.
   * http://localhost:8000), used by providers whose sign-in page we serve ourselves.
   * The web app appends `redirect_uri` itself.
   */
  endpoint(serverOrigin: string): string;
  /** Exchanges the code for an identity; throws ProviderError with a client-safe message. */
  authenticate(input: AuthenticateInput): Promise<ProviderIdentity>;
}

/**
 * A failure the caller caused or the provider reported. `stage` picks the reference API's
 * message prefix: 'token' -> 'Unable to retrieve token from authentication provider: ...',
 * 'validate' -> 'Unable to validate token: ...', 'user' -> 'Unable to retrieve user: ...'.
 */
export class ProviderError extends Error {
  constructor(
    readonly stage: 'token' | 'validate' | 'user',
    message: string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
