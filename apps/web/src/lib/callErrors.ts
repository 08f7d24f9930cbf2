import { ApiError, backendErrorText, NETWORK_ERROR_TEXT, NetworkError, NoCourseError } from '../api/errors';

/**
 * The texts a failed call is toasted with when the caller asked the API client to stay quiet.
 * Both return null when the client has already said something ('No course selected!').
 */

/**
 * A refused staff change (an upload, a date change, a grade): the server explains it in a
 * plain-text 4xx body ('Missing TASK', 'New end date should occur after new opening date'), which
 * says more than the generic text; 401 and 403 keep the generic text with its hint to log in again.
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

/** Longer bodies are not a message meant for people (spec 1 section 8's call helper). */
const MAX_SHOWN_BODY = 100;

/**
 * A refused learner save (an answer, a vote). The server says why in plain text ('Assessment not
 * open', 'Assessment submission already finalised'), which is what a student needs to read, 403
 * included; a long or empty body gives the generic text.
 */
export function saveErrorText(error: unknown): string | null {
  if (error instanceof NoCourseError) return null;
  if (error instanceof NetworkError) return NETWORK_ERROR_TEXT;
  if (error instanceof ApiError) {
    const body = error.body.trim();
    const readable = error.status >= 400 && error.status < 500 && error.status !== 401;
    if (readable && body !== '' && body.length <= MAX_SHOWN_BODY) return body;
    return backendErrorText(error.status, error.statusText);
  }
  return error instanceof Error ? error.message : String(error);
}
