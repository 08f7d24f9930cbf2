import {
  ApiError,
  backendErrorText,
  NETWORK_ERROR_TEXT,
  NetworkError,
  NoCourseError,
} from '../../api/errors';

/**
 * The toast for a failed Ground Control call. The server explains a refused upload or date
 * change in a plain-text 4xx body ('Missing TASK', 'New end date should occur after new opening
 * date'), which says more than the generic text; 401 and 403 keep the generic text with its
 * hint to log in again. Null when the API client has already said something ('No course
 * selected!').
 */
export function callErrorText(error: unknown): string | null {
  if (error instanceof NoCourseError) return null;
  if (error instanceof NetworkError) return NETWORK_ERROR_TEXT;
  if (error instanceof ApiError) {
    const explained =
      error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403;
    const body = error.body.trim();
    return explained && body !== '' ? body : backendErrorText(error.status, error.statusText);
  }
  return 'Something went wrong';
}
