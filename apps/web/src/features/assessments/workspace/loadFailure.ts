import { ApiError } from '../../../api/errors';

/** The server's texts for a private assessment (api-reference-routes 1.3). */
export const MISSING_PASSWORD = 'Missing Password.';
export const INVALID_PASSWORD = 'Invalid Password.';
const NOT_OPEN = 'Assessment not open';

export type LoadFailure = 'password' | 'wrong-password' | 'not-open' | 'not-found';

/**
 * What a failed load or unlock means for the page: a password to ask for (again), an assessment
 * that is not open yet, or - for a 400 'Assessment not found' and any other failure - not found.
 */
export function loadFailure(error: unknown): LoadFailure {
  if (!(error instanceof ApiError) || error.status !== 403) return 'not-found';
  const body = error.body.trim();
  if (body === MISSING_PASSWORD) return 'password';
  if (body === INVALID_PASSWORD) return 'wrong-password';
  if (body === NOT_OPEN) return 'not-open';
  return 'not-found';
}
