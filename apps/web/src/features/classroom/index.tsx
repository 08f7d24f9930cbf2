import { LearningIcon } from '@blueprintjs/icons';
import type { Area } from '../../app/area-rules/types';

const REPOSITORY_ASSESSMENTS = { deploymentFlag: 'enableRepositoryAssessments' } as const;

/**
 * The Classroom (issue 25; spec 3 section 2.4): missions kept in GitHub repositories, one per
 * student, listed from the course organisation's course-info.json. Only when the deployment
 * switches repository assessments on; otherwise neither the link nor the routes exist (404).
 * Everything under /githubassessments is one lazy chunk, Octokit another.
 */
export const classroomArea: Area = {
  id: 'githubassessments',
  topRoutes: [
    { path: 'githubassessments/*', load: () => import('./ClassroomArea'), requires: REPOSITORY_ASSESSMENTS },
  ],
  navLinks: [
    {
      label: 'Classroom',
      scope: 'top',
      path: '/githubassessments',
      icon: <LearningIcon />,
      requires: REPOSITORY_ASSESSMENTS,
    },
  ],
};
