import { z } from 'zod';

/** POST /v2/auth/login. client_id and redirect_uri are passed to the provider's code exchange. */
export const LoginRequest = z.object({
  code: z.string().min(1).max(4096),
  provider: z.string().min(1).max(100),
  client_id: z.string().max(500).optional(),
  redirect_uri: z.string().max(2000).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const TokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof TokenPair>;

/** POST /v2/auth/refresh and POST /v2/auth/logout. */
export const RefreshTokenRequest = z.object({ refresh_token: z.string().min(1).max(4096) });
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequest>;

/** Exact text the client matches to force a logout (reference API, section 1.1). */
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';
