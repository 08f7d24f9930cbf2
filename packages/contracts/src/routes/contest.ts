import { AssessmentParams } from '../assessments';
import { CourseParams } from '../common';
import {
  AllContestsResponse,
  ContestActionText,
  ContestAssignResponse,
  ContestLeaderboardQuery,
  ContestLeaderboardResponse,
  NOT_A_CONTEST_VOTING,
} from '../contest';
import { defineRoute } from '../http/route';

const notFound = { status: 404, text: 'Assessment not found' } as const;
const notVoting = { status: 404, text: NOT_A_CONTEST_VOTING } as const;

const leaderboard = (kind: 'score' | 'popular') =>
  defineRoute({
    method: 'GET',
    path: `/v2/courses/:courseId/assessments/:assessmentId/contest_${kind}_leaderboard`,
    feature: 'contest',
    access: 'student',
    summary: `A contest's ${kind === 'score' ? 'score' : 'popular vote'} leaderboard, ranked with ties sharing a rank; students see it once the results are revealed`,
    params: AssessmentParams,
    query: ContestLeaderboardQuery,
    response: ContestLeaderboardResponse,
    errors: [notVoting],
  });

/** Contest voting: staff's actions, the leaderboards and the list of contests (api-reference 7). */
export const contestRoutes = {
  assignEntries: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/assessments/:assessmentId/contest_assign_entries',
    feature: 'contest',
    access: 'staff',
    summary: "(Re)assigns the contest's entries to the voters of each voting question of a closed contest",
    params: AssessmentParams,
    response: ContestAssignResponse,
    errors: [notFound],
    ours: true,
  }),
  calculateScores: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/assessments/:assessmentId/contest_calculate_score',
    feature: 'contest',
    access: 'staff',
    summary: "Computes every entry's popular and relative score from the votes so far",
    params: AssessmentParams,
    response: ContestActionText,
    errors: [notFound],
    differs: 'Staff may call it too, not only admins (ADR 3).',
  }),
  dispatchXp: defineRoute({
    method: 'POST',
    path: '/v2/courses/:courseId/admin/assessments/:assessmentId/contest_dispatch_xp',
    feature: 'contest',
    access: 'staff',
    summary: "Gives the contest's top entries their XP from the voting question's xp_values",
    params: AssessmentParams,
    response: ContestActionText,
    errors: [notFound],
    differs: 'Staff may call it too, not only admins (ADR 3).',
  }),
  scoreLeaderboard: leaderboard('score'),
  popularLeaderboard: leaderboard('popular'),
  allContests: defineRoute({
    method: 'GET',
    path: '/v2/courses/:courseId/all_contests',
    feature: 'contest',
    access: 'student',
    summary: 'The contests some voting question of the course refers to, with their voting assessment',
    params: CourseParams,
    response: AllContestsResponse,
  }),
};
