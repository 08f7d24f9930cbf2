import type { GameEnvironment } from '@sa/domain';
import type { PlayRequest } from '../scenes/keys';
import type { GameServices } from '../services';

/**
 * What the engine is told about the world outside the checkpoint. A simulated checkpoint
 * (the story simulator) has no player's state to read, so its `userstate` conditions become
 * Yes/No questions (game-facts 1.3); it never saves, whatever the role.
 */
export function sessionEnvironment(services: GameServices, request: PlayRequest): GameEnvironment {
  const { data, playerName } = services;
  const simulated = request.simulation !== undefined;
  return {
    playerName,
    saves: services.saves && !simulated,
    askUserState: simulated,
    submittedAssessments: data.submittedAssessments,
    completedAchievements: data.completedAchievements,
    awardTitles: new Map(data.awards.map(({ award }) => [award.id, award.title])),
  };
}
