import { z } from 'zod';
import type { ContributorsConfig } from '../../config';

/**
 * The two reads of the code-hosting API the contributors page needs (spec 3 section 7): the
 * organisation's repositories, then each repository's contributors. Answers are validated with
 * zod and extra fields are ignored, so a field GitHub adds tomorrow changes nothing; a field we
 * read that is missing or of another type fails the whole fetch (the last good list is kept).
 */

/** One item of GET /orgs/{org}/repos: what we read of it. */
export const ApiRepository = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  description: z.string().nullish(),
  contributors_url: z.string(),
  /** A fork's contributors are mostly those of the project it copies: it is left out. */
  fork: z.boolean().optional(),
  /** Asked for public ones only; checked again, as a token may see private ones. */
  private: z.boolean().optional(),
});
export type ApiRepository = z.infer<typeof ApiRepository>;

/** One item of GET /repos/{owner}/{repo}/contributors. */
export const ApiContributor = z.object({
  id: z.number().int(),
  login: z.string().min(1),
  avatar_url: z.url({ protocol: /^https?$/ }),
  html_url: z.url({ protocol: /^https?$/ }),
  contributions: z.number().int().nonnegative(),
});
export type ApiContributor = z.infer<typeof ApiContributor>;

/** 100 is the most the API gives per page. */
const PER_PAGE = 100;
/** 1,000 repositories; more would be another organisation than ours, or a loop. */
const MAX_REPOSITORY_PAGES = 10;
/** GitHub links only the first 500 authors of a repository to accounts anyway. */
const MAX_CONTRIBUTOR_PAGES = 5;

/** The code-hosting API could not be reached, answered an error, or answered something else. */
export class ApiFailure extends Error {
  override name = 'ApiFailure';
}

type ApiSettings = Pick<ContributorsConfig, 'apiUrl' | 'token' | 'timeoutMs'> & {
  /** Aborts every request at once (the server is closing). */
  signal?: AbortSignal;
};

export function fetchRepositories(settings: ApiSettings, organisation: string): Promise<ApiRepository[]> {
  const url = new URL(`${settings.apiUrl}/orgs/${encodeURIComponent(organisation)}/repos`);
  url.searchParams.set('type', 'public');
  return fetchAllPages(settings, url, ApiRepository, MAX_REPOSITORY_PAGES);
}

/** `contributorsUrl` is the repository's own link, which must lead to the same API. */
export function fetchContributors(settings: ApiSettings, contributorsUrl: string): Promise<ApiContributor[]> {
  return fetchAllPages(
    settings,
    sameApiUrl(settings, contributorsUrl),
    ApiContributor,
    MAX_CONTRIBUTOR_PAGES,
  );
}

/**
 * Follows the Link header's `next` page up to `maxPages`. A link to another origin is refused:
 * our token is sent with every request and must never reach anyone but the configured API.
 */
async function fetchAllPages<T>(
  settings: ApiSettings,
  first: URL,
  item: z.ZodType<T>,
  maxPages: number,
): Promise<T[]> {
  const items: T[] = [];
  let next: URL | undefined = first;
  next.searchParams.set('per_page', String(PER_PAGE));
  for (let page = 0; next && page < maxPages; page++) {
    const { body, nextLink } = await getJson(settings, next);
    const parsed = z.array(item).safeParse(body);
    if (!parsed.success) {
      throw new ApiFailure(
        `${next.pathname} answered an unexpected shape: ${parsed.error.issues[0]?.message}`,
      );
    }
    items.push(...parsed.data);
    next = nextLink === undefined ? undefined : sameApiUrl(settings, nextLink);
  }
  return items;
}

async function getJson(settings: ApiSettings, url: URL): Promise<{ body: unknown; nextLink?: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        // GitHub refuses requests without a User-Agent.
        'user-agent': 'source-academy-platform',
        ...(settings.token ? { authorization: `Bearer ${settings.token}` } : {}),
      },
      // The whole answer, body included: a server that stops sending must not hold the page.
      signal: settings.signal
        ? AbortSignal.any([settings.signal, AbortSignal.timeout(settings.timeoutMs)])
        : AbortSignal.timeout(settings.timeoutMs),
      redirect: 'error',
    });
    // GitHub's contributors of an empty repository: 204 without a body.
    if (response.status === 204) return { body: [] };
    if (!response.ok)
      throw new ApiFailure(`${url.pathname} answered ${response.status}${limitNote(response)}`);
    return { body: await response.json(), nextLink: nextPageLink(response.headers.get('link')) };
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new ApiFailure(
      `${url.pathname} ${reason}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** A 403 or 429 with no requests left is the hourly limit, which a token raises. */
function limitNote(response: Response): string {
  if (response.headers.get('x-ratelimit-remaining') !== '0') return '';
  return ' (the hourly request limit is used up; CONTRIBUTORS_TOKEN raises it)';
}

/** `<https://api.github.com/...&page=2>; rel="next", <...>; rel="last"` -> the next page's address. */
export function nextPageLink(header: string | null): string | undefined {
  for (const part of header?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="?([^";]+)"?/.exec(part.trim());
    if (match?.[2]?.split(/\s+/).includes('next')) return match[1];
  }
  return undefined;
}

function sameApiUrl(settings: ApiSettings, address: string): URL {
  const url = URL.canParse(address) ? new URL(address) : undefined;
  if (!url || url.origin !== new URL(settings.apiUrl).origin) {
    throw new ApiFailure(`a link outside the configured API was refused: ${address}`);
  }
  return url;
}
