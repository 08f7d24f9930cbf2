import type { Role } from '@sa/domain';
import type { ComponentType, ReactElement } from 'react';

export type CourseFlag =
  | 'enableGame'
  | 'enableAchievements'
  | 'enableSourcecast'
  | 'enableOverallLeaderboard'
  | 'enableContestLeaderboard';
export type DeploymentFlag = 'enableRepositoryAssessments';

/** Who may see a link or open a route (spec 1 section 2.4). All given conditions must hold. */
export interface Requirement {
  /** Signed in with a name. */
  signedIn?: boolean;
  /** At least this role in the current course (any role counts for 'student'). */
  role?: Role;
  /** The current course switches this on; given a list, any one of them. */
  courseFlag?: CourseFlag | readonly CourseFlag[];
  /** The deployment switches this on. */
  deploymentFlag?: DeploymentFlag;
}

export interface AreaRoute {
  /** Relative path: under /courses/:courseId for course routes, from the root for top routes. */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  requires?: Requirement;
}

export interface AreaNavLink {
  label: string;
  /** 'course' paths are relative to /courses/{courseId}; 'top' paths are absolute. */
  scope: 'top' | 'course';
  path: string;
  icon?: ReactElement;
  /** Only the icon is drawn; the label becomes the accessible name (the contributors heart). */
  iconOnly?: boolean;
  /** 'main' links sit after the brand, 'staff' links on the right, 'end' just before the user menu. */
  placement?: 'main' | 'staff' | 'end';
  requires?: Requirement;
  /**
   * The label of another area's link this one comes right after when both are shown: the spec
   * orders some links across areas (Dashboard, Sourcereel, Grading). Otherwise registry order.
   */
  after?: string;
}

/** One product area: a folder under src/features/ that exports this object. */
export interface Area {
  /** Also the path segment the course home rule looks for ('game', 'assessments', 'adminpanel'). */
  id: string;
  topRoutes?: AreaRoute[];
  courseRoutes?: AreaRoute[];
  /** The area's top routes also exist in playground-only mode. */
  inPlaygroundOnly?: boolean;
  navLinks?: AreaNavLink[];
}
