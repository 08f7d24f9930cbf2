import { SHORT_LINK_FAILED, ShortenAnswer, ShortenFailure } from '@sa/contracts';

/** Spec 3 section 9: the shortener gets 10 seconds, then the Share popover shows its error. */
export const SHORTENER_TIMEOUT_MS = 10_000;

/** A failed shortening; `message` is what the user is told (the server's words when it gave some). */
export class ShortenError extends Error {
  constructor(message: string = SHORT_LINK_FAILED) {
    super(message);
    this.name = 'ShortenError';
  }
}

export interface ShortenRequest {
  /** `urlShortenerBase` of GET /v2/deployment, ending in '/'. */
  base: string;
  /** The playground link to shorten. */
  longUrl: string;
  /** A custom keyword, or '' for a generated one. */
  keyword: string;
  /** The API client's authorizedFetch: our bearer token, refreshed once on a 401. */
  fetch: typeof fetch;
  timeoutMs?: number;
}

/**
 * Posts the spec's shortener form (`signature`, `action`, `format`, `keyword`, `url`) to
 * `{base}yourls-api.php` with our bearer token instead of a signature, and answers the short
 * link. The URL's existing link (YOURLS' `status: 'fail'` with a `shorturl`) is a success too.
 * Refusals the user can act on (a taken or bad keyword, the rate limit) keep the server's
 * message; anything else, the time-out included, is the spec's generic one.
 */
export async function shortenLink(request: ShortenRequest): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? SHORTENER_TIMEOUT_MS);
  const send = () => {
    const form = new FormData();
    form.append('signature', '');
    form.append('action', 'shorturl');
    form.append('format', 'json');
    form.append('keyword', request.keyword);
    form.append('url', request.longUrl);
    return request.fetch(`${request.base}yourls-api.php`, {
      method: 'POST',
      body: form,
      signal: controller.signal,
    });
  };
  try {
    const response = await send();
    const body = parseJson(await response.text());
    if (response.ok) {
      const answer = ShortenAnswer.safeParse(body);
      if (answer.success) return answer.data.shorturl;
      throw new ShortenError();
    }
    const failure = ShortenFailure.safeParse(body);
    const actionable = response.status >= 400 && response.status < 500 && response.status !== 401;
    throw new ShortenError(actionable && failure.success ? failure.data.message : SHORT_LINK_FAILED);
  } catch (error) {
    throw error instanceof ShortenError ? error : new ShortenError();
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
