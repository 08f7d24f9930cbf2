import type { Achievement, GoalDefinition } from '@sa/contracts';
import type { UnpublishedChanges } from '@sa/domain';
import type { ControlEndpoints } from './api';

/**
 * 'Publish Changes': the changed goals first (achievements link to them), then the changed
 * achievements (the server checks every prerequisite and goal they name), then the removals -
 * achievements before goals, so no saved achievement ever names a goal that is gone.
 */
export async function publishChanges(
  endpoints: Pick<ControlEndpoints, 'saveGoals' | 'saveAchievements' | 'deleteAchievement' | 'deleteGoal'>,
  plan: UnpublishedChanges<Achievement, GoalDefinition>,
): Promise<void> {
  if (plan.goalsToSave.length > 0) await endpoints.saveGoals(plan.goalsToSave);
  if (plan.achievementsToSave.length > 0) await endpoints.saveAchievements(plan.achievementsToSave);
  for (const uuid of plan.achievementUuidsToDelete) await endpoints.deleteAchievement(uuid);
  for (const uuid of plan.goalUuidsToDelete) await endpoints.deleteGoal(uuid);
}
