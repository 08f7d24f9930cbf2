/** A non-ok answer from the backend; `body` is its plain-text message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
  ) {
    super(`${status} ${statusText}: ${body}`);
    this.name = 'ApiError';
  }
}

/** The fetch itself failed: no answer came back. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network failure', { cause });
    this.name = 'NetworkError';
  }
}

/** A course-scoped call was made while no course was chosen. */
export class NoCourseError extends Error {
  constructor() {
    super('No course selected!');
    this.name = 'NoCourseError';
  }
}

/** Spec 1 section 8: texts shown for failed calls. */
export const NETWORK_ERROR_TEXT = 'Error while communicating with backend; check your network?';
export const RELOGIN_HINT = '; try logging in again, after manually saving any work.';

export function backendErrorText(status: number, statusText: string): string {
  const base = `Error while communicating with backend: ${status} ${statusText}`;
  return status === 401 || status === 403 ? base + RELOGIN_HINT : base;
}
