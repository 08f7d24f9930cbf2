import { Button, Callout, H2, H3, NonIdealState } from '@blueprintjs/core';
import { CONTRIBUTORS_UNAVAILABLE, contributorRoutes } from '@sa/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { useServices } from '../../app/services';
import { formatDate } from '../../lib/formatDate';
import styles from './contributors.module.css';
import { RepositoryContributors } from './RepositoryContributors';
import {
  CREDITS,
  CREDITS_TITLE,
  fetchedText,
  LOAD_FAILED,
  LOADING,
  NO_REPOSITORIES,
  organisationLink,
  PAGE_LABEL,
  PAGE_TITLE,
  REPOSITORIES_TITLE,
  staleText,
  TRY_AGAIN,
} from './texts';

/** The server keeps the list for hours; a visit within minutes need not ask again. */
const FIVE_MINUTES = 5 * 60_000;

/**
 * The contributors page: team credits, then the organisation's repositories with their
 * contributors. Everything comes from our own server (GET /v2/contributors); the browser never
 * calls the code-hosting API, so visitors need no token and share the server's request limit.
 */
export default function ContributorsPage() {
  const { call } = useServices();
  const list = useQuery({
    queryKey: ['contributors'],
    // The page says what went wrong itself: no toast.
    queryFn: () => call(contributorRoutes.list, undefined, { quiet: true }),
    staleTime: FIVE_MINUTES,
  });
  const data = list.data;

  return (
    <main className={`sa-page ${styles.page}`} aria-label={PAGE_LABEL}>
      <H2>{PAGE_TITLE}</H2>
      <section className={styles.credits} aria-labelledby="contributors-credits">
        <H3 id="contributors-credits">{CREDITS_TITLE}</H3>
        {CREDITS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {data ? (
          <p>
            <a href={data.organisation.url} target="_blank" rel="noreferrer">
              {organisationLink(data.organisation.login, data.organisation.url)}
            </a>
          </p>
        ) : null}
      </section>
      {list.isPending ? <p role="status">{LOADING}</p> : null}
      {list.isError ? (
        <Callout intent="warning" role="alert" className={styles.notice}>
          <p>{isUnavailable(list.error) ? CONTRIBUTORS_UNAVAILABLE : LOAD_FAILED}</p>
          <Button text={TRY_AGAIN} loading={list.isFetching} onClick={() => void list.refetch()} />
        </Callout>
      ) : null}
      {data ? (
        <section aria-labelledby="contributors-repositories">
          <H3 id="contributors-repositories">{REPOSITORIES_TITLE}</H3>
          {data.stale ? (
            <Callout intent="warning" className={styles.notice}>
              {staleText(formatDate(data.fetchedAt))}
            </Callout>
          ) : (
            <p className={styles.muted}>{fetchedText(formatDate(data.fetchedAt))}</p>
          )}
          {data.repositories.length === 0 ? <NonIdealState title={NO_REPOSITORIES} /> : null}
          {data.repositories.map((repository) => (
            <RepositoryContributors key={repository.id} repository={repository} />
          ))}
        </section>
      ) : null}
    </main>
  );
}

/** The server's 503: it has never got the list, and the service cannot be reached now. */
function isUnavailable(error: Error): boolean {
  return error instanceof ApiError && error.status === 503;
}
