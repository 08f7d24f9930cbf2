import type { AchievementsResponse, OwnGoalsResponse } from '@sa/contracts';
import { type AwardMapping, isAchievementComplete, type UserSaveState } from '@sa/domain';
import type { AwardState } from '../services';

/** Uuids of the course's achievements the player has completed (all goals and prerequisites). */
export function completedAchievementIds(
  achievements: AchievementsResponse,
  goals: OwnGoalsResponse,
): Set<string> {
  const done = new Set<string>();
  for (const achievement of achievements) {
    if (isAchievementComplete(achievements, goals, achievement.uuid)) done.add(achievement.uuid);
  }
  return done;
}

/**
 * Every award of the mapping with whether the player owns it: a collectible when the save lists
 * its id, an achievement when the achievement its id names (uuid) is complete (game-facts 2:
 * achievements come from the server, never from the save).
 */
export function awardStates(
  awards: readonly AwardMapping[],
  user: UserSaveState,
  completedAchievements: ReadonlySet<string>,
): AwardState[] {
  const collectibles = new Set(user.collectibles);
  return awards.map((award) => ({
    award,
    owned: award.kind === 'collectible' ? collectibles.has(award.id) : completedAchievements.has(award.id),
  }));
}

/** Asset keys of the owned achievement awards (`userstate.achievements.<assetKey>`). */
export function completedAchievementKeys(states: readonly AwardState[]): Set<string> {
  return new Set(
    states.filter((s) => s.owned && s.award.kind === 'achievement').map((s) => s.award.assetKey),
  );
}
