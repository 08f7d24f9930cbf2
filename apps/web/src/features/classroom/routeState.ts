import type { RepoRef } from '@sa/domain';

/**
 * What the Classroom's listing hands the workspace (`/githubassessments/editor`) in the
 * navigation state (spec 3 section 3 "Repository missions": missionRepoData and dueDate). No state
 * (or no `missionRepoData`) opens a new mission, saved later to a new repository.
 */
export interface EditorRouteState {
  missionRepoData?: RepoRef & { dateOfCreation?: string };
  /** ISO date of the assessment's closeAt; absent: no due date. */
  dueDate?: string;
  /** The assessment's title, for the workspace's heading. */
  title?: string;
}

/** The Classroom's paths (spec 3 section 2.4). */
export const CLASSROOM_PATHS = {
  root: '/githubassessments',
  login: '/githubassessments/login',
  welcome: '/githubassessments/welcome',
  editor: '/githubassessments/editor',
  missions: '/githubassessments/missions',
} as const;
