import { AllContestsResponse, ContestLeaderboardResponse, XpLeaderboardResponse } from '@sa/contracts';
import type { ApiClient } from '../../api/client';

export type ContestBoardKind = 'score' | 'popular';

/** The leaderboard page's /v2 calls. */
export function leaderboardEndpoints(api: ApiClient) {
  return {
    xpAll: () => api.courseRequest('leaderboards/xp_all', { schema: XpLeaderboardResponse }),
    contests: () => api.courseRequest('all_contests', { schema: AllContestsResponse }),
    contestBoard: (votingAssessmentId: number, kind: ContestBoardKind, count: number) =>
      api.courseRequest(`assessments/${votingAssessmentId}/contest_${kind}_leaderboard?count=${count}`, {
        schema: ContestLeaderboardResponse,
      }),
  };
}

export const leaderboardKeys = {
  xpAll: (courseId: number | undefined) => ['leaderboard', courseId, 'xp'] as const,
  contests: (courseId: number | undefined) => ['leaderboard', courseId, 'contests'] as const,
  contestBoard: (courseId: number | undefined, votingId: number, kind: ContestBoardKind, count: number) =>
    ['leaderboard', courseId, 'contest', votingId, kind, count] as const,
};
