import {
  type AssessmentTypeListing,
  assessmentTypeListings,
  CLASSROOM_TEXTS,
  COURSE_INFO_FILE,
  COURSE_INFO_REPO,
  type CourseOrg,
  discoverCourses,
  parseCourseInfo,
} from '@sa/domain';
import { listAllOrgRepos, listAllOrgs, listAllRepos, type RepoSummary, readFile } from '../../lib/github/api';
import type { GitHubClient } from '../../lib/github/client';
import { githubStatus } from '../../lib/github/client';

/**
 * What the Classroom finds on GitHub for the signed-in account (spec 3 sections 2.4 and 5): the
 * courses (organisations named with the course prefix), the selected course's assessment types
 * from its course-info.json, and every repository the user can see, which tells whether a
 * mission was accepted yet.
 */
export interface ClassroomData {
  login: string;
  courses: CourseOrg[];
  /** The first course: the course select is shown disabled, so there is no other choice. */
  selected: CourseOrg | null;
  /** The selected course's types; empty when its course information could not be read. */
  types: AssessmentTypeListing[];
  repos: RepoSummary[];
}

/** Reports a problem the user should see (a 2-second toast); discovery goes on without it. */
export type Warn = (message: string) => void;

export async function discoverClassroom(client: GitHubClient, warn: Warn): Promise<ClassroomData> {
  // Settled before failing, so that no list is still being read when discovery reports an error.
  const [orgs, user, repos] = await allSettled([
    listAllOrgs(client),
    client.rest.users.getAuthenticated(),
    listAllRepos(client),
  ] as const);
  const courses = discoverCourses(orgs);
  const selected = courses[0] ?? null;
  const types = selected ? await courseTypes(client, selected.login, warn) : [];
  return { login: user.data.login, courses, selected, types, repos };
}

async function courseTypes(client: GitHubClient, org: string, warn: Warn): Promise<AssessmentTypeListing[]> {
  const orgRepos = await listAllOrgRepos(client, org);
  const infoRepo = orgRepos.find((repo) => repo.name.toLowerCase() === COURSE_INFO_REPO);
  if (!infoRepo) {
    warn(CLASSROOM_TEXTS.courseInfoRepoMissing);
    return [];
  }
  let text: string;
  try {
    ({ text } = await readFile(client, infoRepo, COURSE_INFO_FILE));
  } catch (error) {
    // Missing (404) or a folder of that name (no status): the spec's message. Anything else
    // (network, 401) is not about the file.
    const status = githubStatus(error);
    if (status !== 404 && status !== undefined) throw error;
    warn(CLASSROOM_TEXTS.courseInfoFileMissing);
    return [];
  }
  const parsed = parseCourseInfo(text);
  if (!parsed.ok) {
    // Ours: the staff who wrote the file learn from the message where it is wrong.
    warn(`${COURSE_INFO_FILE} of ${org} cannot be read: ${parsed.errors.join('; ')}`);
    return [];
  }
  return assessmentTypeListings(parsed.courseInfo);
}

/** Like Promise.all, but rejects (with the first error) only once every promise has settled. */
async function allSettled<T extends readonly unknown[]>(
  promises: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
