import { Card, H4 } from '@blueprintjs/core';
import type { ContributorsRepository } from '@sa/contracts';
import { useId } from 'react';
import styles from './contributors.module.css';
import { avatarAlt, contributionsText, contributorListLabel, NO_CONTRIBUTIONS } from './texts';

/** One repository: its name (a link to it), its description, and who contributed how much. */
export function RepositoryContributors({ repository }: { repository: ContributorsRepository }) {
  const headingId = useId();
  return (
    <Card className={styles.repository} aria-labelledby={headingId} role="region">
      <H4 id={headingId}>
        <a href={repository.url} target="_blank" rel="noreferrer">
          {repository.name}
        </a>
      </H4>
      {repository.description ? <p>{repository.description}</p> : null}
      {repository.contributors.length === 0 ? (
        <p className={styles.muted}>{NO_CONTRIBUTIONS}</p>
      ) : (
        <ul className={styles.people} aria-label={contributorListLabel(repository.name)}>
          {repository.contributors.map((person) => (
            <li key={person.id} className={styles.person}>
              <img
                className={styles.avatar}
                src={person.avatarUrl}
                alt={avatarAlt(person.login)}
                width={48}
                height={48}
                loading="lazy"
              />
              <a href={person.url} target="_blank" rel="noreferrer">
                {person.login}
              </a>
              <span className={styles.muted}>{contributionsText(person.contributions)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
