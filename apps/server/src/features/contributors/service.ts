import { CONTRIBUTORS_UNAVAILABLE, type ContributorsResponse } from '@sa/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ContributorsConfig } from '../../config';
import { HttpError } from '../../http/errors';
import { ApiFailure, fetchContributors, fetchRepositories } from './github-api';
import { listedRepositories, repositoryEntry, sortRepositories } from './list';

/**
 * After a failed fetch, the API is not asked again for this long: while it is down, each visitor
 * gets the last good list (or the 503) at once instead of waiting for another timeout.
 */
export const RETRY_AFTER_FAILURE_MS = 60_000;
/** Contributors of this many repositories are asked for at once. */
const PARALLEL_REQUESTS = 4;

type List = Omit<ContributorsResponse, 'fetchedAt' | 'stale'>;

interface Snapshot {
  list: List;
  fetchedAt: number;
}

/**
 * The organisation's repositories and contributors, kept in this process's memory: the list
 * changes slowly, the API allows anonymous callers 60 requests an hour, and one fetch takes a
 * request per repository. A fresh list is served as it is. An expired one is still served at
 * once while a single fetch refreshes it in the background; only the very first visitor after
 * start waits for the fetch. Concurrent visitors share one fetch. When fetching fails, the last
 * good list stays (marked stale); with none, the answer is 503 with a message, never a 500.
 */
export class ContributorsService {
  private snapshot: Snapshot | undefined;
  private lastFailureAt: number | undefined;
  private refreshing: Promise<void> | undefined;
  private readonly closing = new AbortController();

  constructor(
    private readonly settings: ContributorsConfig,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(): Promise<ContributorsResponse> {
    const now = this.now().getTime();
    const mayTry = this.lastFailureAt === undefined || now - this.lastFailureAt >= RETRY_AFTER_FAILURE_MS;
    const cached = this.snapshot;
    if (cached) {
      if (now - cached.fetchedAt >= this.settings.cacheMs && mayTry) void this.refresh();
      return this.answer(cached);
    }
    if (this.refreshing || mayTry) await this.refresh();
    if (this.snapshot) return this.answer(this.snapshot);
    throw new HttpError(503, CONTRIBUTORS_UNAVAILABLE, {
      'retry-after': String(RETRY_AFTER_FAILURE_MS / 1000),
    });
  }

  /** Stops fetches under way (the server is closing). */
  close(): void {
    this.closing.abort();
  }

  /** One fetch at a time; it never rejects (a failure is logged and remembered). */
  private refresh(): Promise<void> {
    this.refreshing ??= this.fetchList()
      .then((list) => {
        this.snapshot = { list, fetchedAt: this.now().getTime() };
        this.lastFailureAt = undefined;
      })
      .catch((error: unknown) => {
        this.lastFailureAt = this.now().getTime();
        const reason = error instanceof ApiFailure ? error.message : String(error);
        this.log.warn({ reason }, 'the contributors list could not be fetched');
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  private async fetchList(): Promise<List> {
    const { settings } = this;
    const api = { ...settings, signal: this.closing.signal };
    const repositories = listedRepositories(
      await fetchRepositories(api, settings.organisation),
      settings.excludedRepositories,
    );
    const entries = await mapInBatches(repositories, PARALLEL_REQUESTS, async (repo) =>
      repositoryEntry(repo, await fetchContributors(api, repo.contributors_url), settings),
    );
    return {
      organisation: {
        login: settings.organisation,
        url: `${settings.webUrl}/${encodeURIComponent(settings.organisation)}`,
      },
      repositories: sortRepositories(entries),
    };
  }

  private answer(snapshot: Snapshot): ContributorsResponse {
    return {
      ...snapshot.list,
      fetchedAt: new Date(snapshot.fetchedAt).toISOString(),
      // The last try to refresh it failed: the page says the list may be out of date.
      stale: this.lastFailureAt !== undefined && this.lastFailureAt >= snapshot.fetchedAt,
    };
  }
}

/**
 * `work` over `items`, at most `limit` at a time; the results in the items' order. The first
 * failure rejects, and no further item is started after it.
 */
async function mapInBatches<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  const queue = items.entries();
  let failed = false;
  const worker = async () => {
    for (const [index, item] of queue) {
      if (failed) return;
      try {
        results[index] = await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
