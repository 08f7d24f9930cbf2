import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  achievements,
  achievementToGoal,
  answers,
  courseRegistrations,
  goalProgress,
  goals,
  submissions,
} from '../../db/schema';
import { isOwnedBy } from '../teams/owner-sql';

/**
 * A registration's achievement XP (api-reference section 8), one SQL expression (`regId` may be a
 * column of an outer query: the leaderboard ranks every student with it): an achievement
 * counts when it has goals and every one of them has a progress row that is completed with
 * count >= target; it then gives the sum of those counts if its XP is variable, else its xp.
 * The reference asks count = target exactly, which takes XP away from a goal updated past its
 * target while the dashboard shows it completed; we count it (see docs/adr). Achievements without
 * goals give nothing, as in the reference.
 */
export const achievementXp = (regId: unknown) => sql`(
  select coalesce(sum(case when ${achievements.isVariableXp} then done.counted else ${achievements.xp} end), 0)
  from ${courseRegistrations} reg
  join ${achievements} on ${achievements.courseId} = reg.course_id
  join lateral (
    select sum(coalesce(${goalProgress.count}, 0)) as counted,
      bool_and(coalesce(${goalProgress.completed} and ${goalProgress.count} >= ${goals.targetCount}, false)) as all_done
    from ${achievementToGoal}
    join ${goals} on ${goals.uuid} = ${achievementToGoal.goalUuid}
    left join ${goalProgress}
      on ${goalProgress.goalUuid} = ${goals.uuid} and ${goalProgress.courseRegId} = reg.id
    where ${achievementToGoal.achievementUuid} = ${achievements.uuid}
  ) done on done.all_done
  where reg.id = ${regId}
)`;

/**
 * A registration's assessment XP (api-reference section 4): answer XP plus adjustments plus the
 * early-submission bonus, of its submissions whose grading is published: its own and its teams'.
 */
export const assessmentXp = (regId: unknown) => sql`(
  select coalesce(sum(
    ${submissions.xpBonus} + coalesce((
      select sum(${answers.xp} + ${answers.xpAdjustment})
      from ${answers} where ${answers.submissionId} = ${submissions.id}
    ), 0)
  ), 0)
  from ${submissions}
  where ${isOwnedBy(submissions, sql`${regId}`)} and ${submissions.isGradingPublished}
)`;

/** GET user/total_xp: published assessment XP plus achievement XP, in one round trip. */
export async function totalXpOf(executor: Executor, courseRegId: number): Promise<number> {
  const rows = await executor
    .select({
      totalXp: sql<number>`(${assessmentXp(courseRegId)} + ${achievementXp(courseRegId)})::float8`.mapWith(
        Number,
      ),
    })
    .from(courseRegistrations)
    .where(sql`${courseRegistrations.id} = ${courseRegId}`);
  return rows[0]?.totalXp ?? 0;
}
