import type { Contributor, ContributorsRepository } from '@sa/contracts';
import type { ContributorsConfig } from '../../config';
import type { ApiContributor, ApiRepository } from './github-api';

/** GitHub's names, logins and repositories alike, ignore case. */
export function nameSet(names: readonly string[]): (name: string) => boolean {
  const set = new Set(names.map((name) => name.toLowerCase()));
  return (name) => set.has(name.toLowerCase());
}

/** The repositories whose contributors are worth asking for: public, not forks, not excluded. */
export function listedRepositories(
  repositories: readonly ApiRepository[],
  excluded: readonly string[],
): ApiRepository[] {
  const isExcluded = nameSet(excluded);
  return repositories.filter((repo) => repo.private !== true && repo.fork !== true && !isExcluded(repo.name));
}

/**
 * One repository of the page: its contributors without the excluded users, most contributions
 * first (then by login, so the order is the same on every fetch), and their total.
 */
export function repositoryEntry(
  repo: ApiRepository,
  contributors: readonly ApiContributor[],
  settings: Pick<ContributorsConfig, 'excludedUsers' | 'webUrl' | 'organisation'>,
): ContributorsRepository {
  const isExcluded = nameSet(settings.excludedUsers);
  const people: Contributor[] = contributors
    .filter((person) => !isExcluded(person.login))
    .map((person) => ({
      id: person.id,
      login: person.login,
      avatarUrl: person.avatar_url,
      url: person.html_url,
      contributions: person.contributions,
    }))
    .sort((a, b) => b.contributions - a.contributions || a.login.localeCompare(b.login));
  return {
    id: repo.id,
    name: repo.name,
    description: repo.description?.trim() || null,
    url: `${settings.webUrl}/${encodeURIComponent(settings.organisation)}/${encodeURIComponent(repo.name)}`,
    contributions: people.reduce((sum, person) => sum + person.contributions, 0),
    contributors: people,
  };
}

/** The busiest repositories first; equal ones by name. */
export function sortRepositories(entries: ContributorsRepository[]): ContributorsRepository[] {
  return entries.sort((a, b) => b.contributions - a.contributions || a.name.localeCompare(b.name));
}
