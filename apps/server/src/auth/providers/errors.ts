import { ProviderError } from './types';

/**
 * A ProviderError whose message is safe to show the client, keeping the underlying error as
 * `cause` so that the login route can log what really went wrong.
 */
export function providerError(
  stage: ProviderError['stage'],
  message: string,
  cause?: unknown,
): ProviderError {
  const error = new ProviderError(stage, message);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/** Upstream calls give up after this long, so a hung provider cannot hold a login request open. */
export const UPSTREAM_TIMEOUT_MS = 10_000;
