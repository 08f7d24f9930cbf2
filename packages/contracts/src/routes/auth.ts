import { z } from 'zod';
import { INVALID_REFRESH_TOKEN, LoginRequest, TokenPair } from '../auth';
import { defineRoute, OkText } from '../http/route';

/** The reference's text when code, provider or refresh_token is absent or empty. */
export const MISSING_PARAMETER = 'Missing parameter';
export const INVALID_TOKEN = 'Invalid token';
export const TOO_MANY_FAILED_LOGINS = 'Too many failed login attempts. Please try again later.';
export const INVALID_REDIRECT_URI = 'Invalid redirect_uri';

/** Each field as it may arrive; which ones are required is checked after (`Missing parameter`). */
export const LoginFields = z.object({
  code: z.string().max(4096).optional(),
  provider: z.string().max(100).optional(),
  client_id: LoginRequest.shape.client_id,
  redirect_uri: LoginRequest.shape.redirect_uri,
});
export const RefreshTokenFields = z.object({ refresh_token: z.string().max(4096).optional() });
/** The playground's code-hosting connection: a GitHub OAuth code to exchange for its token. */
export const GitHubTokenRequest = z.object({
  code: z.string().min(1).max(4096),
  clientId: z.string().min(1).max(200),
});
export const GitHubTokenResponse = z.object({ access_token: z.string().min(1) });
export type GitHubTokenResponse = z.infer<typeof GitHubTokenResponse>;
export const GITHUB_NOT_CONFIGURED = 'GitHub is not configured on this deployment';
export const GITHUB_WRONG_CLIENT = 'Client ID does not match this deployment';
export const GITHUB_UNREACHABLE = 'Could not reach GitHub to exchange the code';

export const TestAuthorizeQuery = z.object({ redirect_uri: z.string().max(2000).optional() });

const missing = { status: 400, text: MISSING_PARAMETER } as const;

/** Sign-in and tokens (api-reference-routes 1.1; snake_case bodies). */
export const authRoutes = {
  login: defineRoute({
    method: 'POST',
    path: '/v2/auth/login',
    feature: 'auth',
    access: 'public',
    summary:
      'Signs in with a code from a sign-in provider and answers a token pair; code and provider may also come in the query string',
    query: LoginFields,
    body: LoginFields,
    response: TokenPair,
    errors: [
      missing,
      { status: 400, text: 'Invalid or nonexistent provider config' },
      { status: 400, text: 'Unable to retrieve token from authentication provider: <reason>' },
      { status: 400, text: 'Unable to validate token: <reason>' },
      { status: 400, text: 'Unable to retrieve user: <reason>' },
      { status: 429, text: TOO_MANY_FAILED_LOGINS },
    ],
    differs:
      'An unknown provider is a 400, not a 500; wrong codes are limited per code and address and per address (ADR 14).',
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/v2/auth/refresh',
    feature: 'auth',
    access: 'public',
    summary:
      'Rotates a refresh token: answers a new pair; a rotated token presented again revokes the family',
    body: RefreshTokenFields,
    response: TokenPair,
    errors: [missing, { status: 401, text: INVALID_REFRESH_TOKEN }],
    differs:
      'Refresh tokens rotate on every use, with a 30 s grace for the one just rotated (two tabs refreshing at once) (ADR 2).',
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/v2/auth/logout',
    feature: 'auth',
    access: 'public',
    summary: 'Revokes a refresh token',
    body: RefreshTokenFields,
    response: OkText,
    errors: [missing, { status: 401, text: INVALID_TOKEN }],
  }),
  githubToken: defineRoute({
    method: 'POST',
    path: '/v2/auth/github/token',
    feature: 'auth',
    access: 'public',
    summary:
      "Exchanges a GitHub OAuth code for the playground's code-hosting connection with the deployment's client secret and answers GitHub's access token, which is neither stored nor logged",
    body: GitHubTokenRequest,
    response: GitHubTokenResponse,
    errors: [
      { status: 400, text: GITHUB_NOT_CONFIGURED },
      { status: 400, text: GITHUB_WRONG_CLIENT },
      {
        status: 400,
        text: "GitHub's refusal, e.g. 'bad_verification_code: The code passed is incorrect or expired.'",
      },
      { status: 502, text: GITHUB_UNREACHABLE },
    ],
    differs:
      'The reference leaves this to a separate OAuth proxy; here the server is that proxy, so the client secret never leaves it.',
  }),
  testAuthorize: defineRoute({
    method: 'GET',
    path: '/v2/auth/test/authorize',
    feature: 'auth',
    access: 'public',
    summary:
      "The test provider's sign-in page (demo deployments only): a link per demo user back to redirect_uri with its code",
    query: TestAuthorizeQuery,
    response: z.string(),
    produces: 'text/html',
    invalid: { query: INVALID_REDIRECT_URI },
    errors: [{ status: 400, text: INVALID_REDIRECT_URI }],
    ours: true,
  }),
};
