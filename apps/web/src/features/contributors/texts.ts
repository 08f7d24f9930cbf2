/** The contributors page's texts (spec 3 section 2.8 gives only 'Loading...'; the rest is ours). */
export const CONTRIBUTORS_LINK = 'Contributors';
export const PAGE_LABEL = 'Contributors';
export const PAGE_TITLE = 'Contributors';
export const LOADING = 'Loading...';
export const CREDITS_TITLE = 'With thanks';
/** Our own words of thanks; not taken from any other project. */
export const CREDITS = [
  'This platform is written, taught with and looked after by students and teaching staff, many of them volunteers who give up evenings and holidays so that the next class finds learning to program a little easier than they did.',
  'Every mission, lesson, bug fix and review listed below started with someone who cared about a learner they might never meet. To everyone who has written code, reported a problem, tried a new feature in class or helped a classmate get unstuck: thank you.',
];
export const REPOSITORIES_TITLE = 'Repositories';
export const NO_REPOSITORIES = 'No repositories to show yet.';
export const NO_CONTRIBUTIONS = 'No contributions yet.';
export const LOAD_FAILED = 'The list of contributors could not be loaded. Check your network and try again.';
export const TRY_AGAIN = 'Try again';

/** The link to the organisation, named by the service's host (github.com, or a self-hosted one). */
export const organisationLink = (login: string, url: string) =>
  `See ${login} on ${URL.canParse(url) ? new URL(url).host : url}`;
export const contributionsText = (count: number) =>
  `${count.toLocaleString()} ${count === 1 ? 'contribution' : 'contributions'}`;
export const avatarAlt = (login: string) => `${login}'s avatar`;
export const contributorListLabel = (repository: string) => `Contributors to ${repository}`;
export const fetchedText = (date: string) => `Last updated ${date}.`;
export const staleText = (date: string) =>
  `The code-hosting service cannot be reached right now: this list is from ${date} and may be out of date.`;
