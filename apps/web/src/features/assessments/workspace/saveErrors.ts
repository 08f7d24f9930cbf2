import {
  ApiError,
  backendErrorText,
  NETWORK_ERROR_TEXT,
  NetworkError,
  NoCourseError,
} from '../../../api/errors';

/** Longer bodies are not a message meant for people (spec 1 section 8's call helper). */
const MAX_SHOWN_BODY = 100;

/**
 * The toast for a refused save. The server says why in plain text ('Assessment not open',
 * 'Assessment submission already finalised'), which is what a student needs to read, 403 included;
 * a long or empty body gives the generic text. Null when the client already said something.
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
