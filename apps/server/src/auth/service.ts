import type { Database } from '../db/client';
import { badRequest } from '../http/errors';
import type { AuthProvider, ProviderError } from './providers/types';
import { upsertSignedInUser } from './queries';
import type { IssuedTokens, TokenService } from './tokens';

const PROVIDER_ERROR_PREFIX: Record<ProviderError['stage'], string> = {
  token: 'Unable to retrieve token from authentication provider',
  validate: 'Unable to validate token',
  user: 'Unable to retrieve user',
};

/** The client-facing text of a provider failure, with the reference API's prefixes. */
export function providerErrorMessage(error: ProviderError): string {
  return `${PROVIDER_ERROR_PREFIX[error.stage]}: ${error.message}`;
}

export interface SignInInput {
  provider: string;
  code: string;
  clientId?: string | undefined;
  redirectUri?: string | undefined;
}

/**
 * POST /v2/auth/login: the provider turns the code into an identity, the user is found or
 * created (with no course: courses come from creating one or from an admin's enrolment) and a
 * token pair is issued. Provider errors propagate as ProviderError.
 */
export async function signIn(
  db: Database,
  tokens: TokenService,
  providers: readonly AuthProvider[],
  input: SignInInput,
): Promise<IssuedTokens> {
  const provider = providers.find((p) => p.id === input.provider);
  // The reference answers 500 here; it is the caller's mistake, so we answer 400.
  if (!provider) throw badRequest('Invalid or nonexistent provider config');
  const identity = await provider.authenticate({
    code: input.code,
    clientId: input.clientId,
    redirectUri: input.redirectUri,
  });
  return db.transaction(async (tx) => {
    const user = await upsertSignedInUser(tx, { ...identity, provider: provider.id });
    return tokens.issue(user.id, tx);
  });
}
