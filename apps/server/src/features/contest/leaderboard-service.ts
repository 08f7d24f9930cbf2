import {
  type AllContestsResponse,
  type ContestLeaderboardResponse,
  NOT_A_CONTEST_VOTING,
} from '@sa/contracts';
import { isLeaderboardRevealed, isStaffOrAdmin, rankEntries } from '@sa/domain';
import { and, eq } from 'drizzle-orm';
import type { CourseReg } from '../../auth/guard';
import type { Database } from '../../db/client';
import { assessments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listVotingQuestions } from './assign-queries';
import { type EntryScoreRow, listAllContests, listScoredEntries } from './entry-queries';
import { twoPlaces } from './leaderboards';

/** The reference's answer for an assessment without a voting question. */
export { NOT_A_CONTEST_VOTING };

export type LeaderboardKind = 'score' | 'popular';

const SCORE_OF: Record<LeaderboardKind, (entry: EntryScoreRow) => number> = {
  score: (entry) => entry.relative_score,
  popular: (entry) => entry.popular_score,
};

/**
 * GET assessments/:aid/contest_{score,popular}_leaderboard (api-reference section 7,
 * "Leaderboard"): the contest of the assessment's first voting question, its entries ranked by
 * relative or popular score, the first `count` rows. Students see the board from the voting's
 * close plus the question's reveal hours (before that it is empty) and know nothing of an
 * unpublished assessment; staff always see it. Usernames go to staff only.
 */
export async function contestLeaderboard(
  db: Database,
  reg: CourseReg,
  input: { assessmentId: number; kind: LeaderboardKind; count: number; now: Date },
): Promise<ContestLeaderboardResponse> {
  const staff = isStaffOrAdmin(reg.role);
  const [assessment] = await db
    .select({ closeAt: assessments.closeAt, isPublished: assessments.isPublished })
    .from(assessments)
    .where(and(eq(assessments.id, input.assessmentId), eq(assessments.courseId, reg.courseId)));
  const [question] = assessment ? await listVotingQuestions(db, input.assessmentId) : [];
  if (!assessment || !question || (!staff && !assessment.isPublished)) throw notFound(NOT_A_CONTEST_VOTING);

  const revealed = isLeaderboardRevealed(assessment.closeAt, question.data.revealHours, input.now);
  if ((!staff && !revealed) || question.contestAssessmentId === null) return { leaderboard: [] };
  const score = SCORE_OF[input.kind];
  const entries = await listScoredEntries(db, question.contestAssessmentId);
  return {
    leaderboard: rankEntries(entries, score, input.count).map(({ rank, entry }) => ({
      submission_id: entry.submission_id,
      answer: entry.code,
      student_name: entry.student_name,
      // Students see names only (as on the XP leaderboard); the field stays for the reference's shape.
      student_username: staff ? entry.student_username : '',
      rank,
      final_score: twoPlaces(score(entry)),
    })),
  };
}

/** GET all_contests; students are not told of unpublished contests. */
export function allContests(db: Database, reg: CourseReg): Promise<AllContestsResponse> {
  return listAllContests(db, reg.courseId, isStaffOrAdmin(reg.role));
}
