import { z } from 'zod';

/**
 * The contributors page (spec 3 sections 2.8 and 7, issue 26): the open-source organisation's
 * repositories with their contributors, as our server fetched them from the code-hosting API and
 * keeps them. The page reads only this; it never calls the code-hosting API itself.
 */

/** An http(s) address: links and images on the page come from outside, never `javascript:` ones. */
const WebAddress = z.url({ protocol: /^https?$/ });

/** A person (or an account) who contributed to a repository. */
export const Contributor = z.object({
  id: z.number().int(),
  login: z.string(),
  /** Their picture on the code-hosting service. */
  avatarUrl: WebAddress,
  /** Their page on the code-hosting service. */
  url: WebAddress,
  /** Commits counted by the code-hosting service in the repository's default branch. */
  contributions: z.number().int().nonnegative(),
});
export type Contributor = z.infer<typeof Contributor>;

export const ContributorsRepository = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The repository's page on the code-hosting service. */
  url: WebAddress,
  /** The sum of its listed contributors' contributions (the order of the list). */
  contributions: z.number().int().nonnegative(),
  /** Most contributions first. */
  contributors: z.array(Contributor),
});
export type ContributorsRepository = z.infer<typeof ContributorsRepository>;

export const ContributorsResponse = z.object({
  organisation: z.object({
    login: z.string(),
    /** The organisation's page on the code-hosting service. */
    url: WebAddress,
  }),
  /** Most contributions first. */
  repositories: z.array(ContributorsRepository),
  /** When this list was fetched from the code-hosting service (ISO 8601). */
  fetchedAt: z.iso.datetime(),
  /**
   * The list is older than the server keeps it for, because refreshing it failed (the service
   * could not be reached or answered an error): it is the last good one.
   */
  stale: z.boolean(),
});
export type ContributorsResponse = z.infer<typeof ContributorsResponse>;

/** 503: the server has never fetched the list, and the code-hosting service cannot be reached now. */
export const CONTRIBUTORS_UNAVAILABLE =
  'The list of contributors cannot be fetched from the code-hosting service right now. Please try again later.';
