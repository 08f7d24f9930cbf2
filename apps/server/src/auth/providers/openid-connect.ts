import * as client from 'openid-client';
import type { OidcProviderSettings } from './config';
import { providerError, UPSTREAM_TIMEOUT_MS } from './errors';
import type { AuthenticateInput, AuthProvider, ProviderIdentity } from './types';

type Claims = Record<string, unknown>;

/** openid-client error codes that mean "the tokens we got back are not acceptable". */
const INVALID_TOKEN_CODES = new Set<string>([
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_PARSE_ERROR',
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
]);

/**
 * A generic OpenID Connect provider (authorization-code flow, confidential client).
 *
 * The web app starts the flow itself and sends neither `state`, `nonce` nor a PKCE verifier, so
 * none is checked here; the code is bound to our client and its secret, and to the redirect_uri.
 * Discovery runs once (`prepare`, at startup) and the Configuration is cached; a failed discovery
 * is retried by the next sign-in.
 */
export class OpenIdConnectProvider implements AuthProvider {
  readonly kind = 'oidc';
  readonly id: string;
  readonly name: string;
  readonly isDefault: boolean;
  readonly #settings: OidcProviderSettings;
  #configuration: client.Configuration | undefined;
  #pending: Promise<client.Configuration> | undefined;

  constructor(settings: OidcProviderSettings) {
    this.id = settings.id;
    this.name = settings.name;
    this.isDefault = settings.isDefault;
    this.#settings = settings;
  }

  /** Runs discovery now so that `endpoint` can name the real authorization endpoint. */
  async prepare(): Promise<void> {
    await this.#discover();
  }

  /**
   * Until discovery has succeeded this is the issuer URL, so the login button still shows (and
   * leads somewhere meaningful) while the provider is unreachable.
   */
  endpoint(): string {
    if (!this.#configuration) return this.#settings.issuer;
    return client.buildAuthorizationUrl(this.#configuration, {
      response_type: 'code',
      scope: this.#settings.scope,
    }).href;
  }

  async authenticate({ code, redirectUri }: AuthenticateInput): Promise<ProviderIdentity> {
    let configuration: client.Configuration;
    try {
      configuration = await this.#discover();
    } catch (error) {
      throw providerError('token', 'The identity provider is unreachable', error);
    }
    const tokens = await this.#exchangeCode(configuration, code, redirectUri);
    const idTokenClaims: Claims | undefined = tokens.claims();
    if (!idTokenClaims) throw providerError('validate', 'The identity provider returned no ID token');

    let userInfo: Claims | undefined;
    const lookUp = async (claim: string): Promise<unknown> => {
      if (idTokenClaims[claim] !== undefined) return idTokenClaims[claim];
      userInfo ??= await this.#fetchUserInfo(configuration, tokens.access_token, idTokenClaims);
      return userInfo[claim];
    };

    let username: string | undefined;
    for (const claim of this.#usernameClaims()) {
      const value = await lookUp(claim);
      if (claim === 'email' && (await lookUp('email_verified')) === false) continue;
      if (typeof value === 'string' && value !== '') {
        username = value;
        break;
      }
    }
    if (username === undefined) {
      throw providerError(
        'user',
        `The identity provider did not send the ${this.#usernameClaims().join(' or ')} claim`,
      );
    }
    const name = await lookUp(this.#settings.nameClaim);
    return { username, name: typeof name === 'string' && name !== '' ? name : null };
  }

  /**
   * An explicitly configured claim is the only one accepted, so usernames never silently change
   * shape; by default we fall back to a verified email and finally the (opaque but stable) sub.
   */
  #usernameClaims(): string[] {
    const configured = this.#settings.usernameClaim;
    return configured ? [configured] : ['preferred_username', 'email', 'sub'];
  }

  #discover(): Promise<client.Configuration> {
    if (this.#configuration) return Promise.resolve(this.#configuration);
    if (!this.#pending) {
      const settings = this.#settings;
      const authentication =
        settings.tokenEndpointAuthMethod === 'client_secret_post'
          ? client.ClientSecretPost(settings.clientSecret)
          : client.ClientSecretBasic(settings.clientSecret);
      const execute = [client.enableNonRepudiationChecks];
      if (settings.allowInsecureHttp) execute.push(client.allowInsecureRequests);
      this.#pending = client
        .discovery(new URL(settings.issuer), settings.clientId, undefined, authentication, {
          execute,
          timeout: UPSTREAM_TIMEOUT_MS / 1000,
        })
        .then(
          (configuration) => {
            this.#configuration = configuration;
            return configuration;
          },
          (error: unknown) => {
            this.#pending = undefined;
            throw error;
          },
        );
    }
    return this.#pending;
  }

  async #exchangeCode(configuration: client.Configuration, code: string, redirectUri: string | undefined) {
    // genericGrantRequest rather than authorizationCodeGrant: the latter rebuilds redirect_uri from
    // the callback URL without its query, but ours is /login?provider={id} and must match exactly.
    const parameters: Record<string, string> = { code };
    if (redirectUri !== undefined) parameters.redirect_uri = redirectUri;
    try {
      return await client.genericGrantRequest(configuration, 'authorization_code', parameters);
    } catch (error) {
      throw classifyTokenError(error);
    }
  }

  async #fetchUserInfo(configuration: client.Configuration, accessToken: string, idTokenClaims: Claims) {
    if (!configuration.serverMetadata().userinfo_endpoint) return {};
    const subject = typeof idTokenClaims.sub === 'string' ? idTokenClaims.sub : client.skipSubjectCheck;
    try {
      return await client.fetchUserInfo(configuration, accessToken, subject);
    } catch (error) {
      throw providerError('user', 'Could not read the user profile from the identity provider', error);
    }
  }
}

function classifyTokenError(error: unknown) {
  if (error instanceof client.ResponseBodyError) {
    const detail = error.error_description ? `${error.error}: ${error.error_description}` : error.error;
    // invalid_grant: the code is wrong, expired, already used or was issued for another redirect_uri.
    return providerError(error.error === 'invalid_grant' ? 'validate' : 'token', detail, error);
  }
  if (error instanceof client.WWWAuthenticateChallengeError) {
    // A 401 with a challenge, typically invalid_client: our client id or secret is wrong.
    const reason = error.cause[0]?.parameters.error;
    return providerError('token', reason ?? `HTTP ${error.status} from the token endpoint`, error);
  }
  if (
    error instanceof client.ClientError &&
    error.code !== undefined &&
    INVALID_TOKEN_CODES.has(error.code)
  ) {
    return providerError('validate', 'The identity provider returned an invalid ID token', error);
  }
  return providerError('token', 'The token request to the identity provider failed', error);
}
